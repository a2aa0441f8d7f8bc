"use client";
/**
 * Corrections of final payslips and a month's variance (issue 32; docs/corrections.md): typed
 * fetchers and React Query hooks over /v1/domestic-payslips/…/corrections and
 * /v1/payroll-months/{period}/variance.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CorrectionBulkResult, CorrectionResult } from "@/lib/validation/payslip-correction";
import type { MonthVarianceResponse } from "@/lib/validation/month-variance";
import { apiFetch } from "./api";
import type { MutationCallbacks } from "./mutation";
import { payrollKeys } from "./payroll";

export type { CorrectionBulkResult, CorrectionResult, MonthVarianceResponse };
export type { MonthVarianceRow } from "@/lib/validation/month-variance";

export const correctionKeys = {
  all: ["payroll", "variance"] as const,
  variance: (period: string) => ["payroll", "variance", period] as const,
};

export interface MonthCorrectionsInput {
  organizationId: string;
  period: string;
  paymentDate?: string;
}

export const correctionsApi = {
  variance: (period: string) => apiFetch<MonthVarianceResponse>(`/v1/payroll-months/${period}/variance`),
  previewMonth: (body: MonthCorrectionsInput) => apiFetch<CorrectionBulkResult>("/v1/domestic-payslips/corrections/preview", { method: "POST", body }),
  createMonth: (body: MonthCorrectionsInput) => apiFetch<CorrectionBulkResult>("/v1/domestic-payslips/corrections", { method: "POST", body }),
  previewOne: (id: string, body: { paymentDate?: string }) =>
    apiFetch<CorrectionResult>(`/v1/domestic-payslips/${id}/corrections/preview`, { method: "POST", body }),
  createOne: (id: string, body: { paymentDate?: string; note?: string }) =>
    apiFetch<CorrectionResult>(`/v1/domestic-payslips/${id}/corrections`, { method: "POST", body }),
};

/** The month against the one before, contract by contract. */
export function useMonthVariance(period: string, enabled = true) {
  return useQuery({ queryKey: correctionKeys.variance(period), queryFn: () => correctionsApi.variance(period), enabled, staleTime: 10_000 });
}

/** The preview of a month's corrections: nothing is written. */
export function usePreviewMonthCorrections(callbacks: MutationCallbacks<CorrectionBulkResult, MonthCorrectionsInput> = {}) {
  return useMutation({ ...callbacks, mutationFn: correctionsApi.previewMonth });
}

/** Issues the month's correcting payslips; the month, the lists and the details are read again. */
export function useCreateMonthCorrections(callbacks: MutationCallbacks<CorrectionBulkResult, MonthCorrectionsInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: correctionsApi.createMonth,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: payrollKeys.months });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.payslipLists });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.payslipDetails });
      void queryClient.invalidateQueries({ queryKey: correctionKeys.all });
      await callbacks.onSuccess?.(...args);
    },
  });
}

export interface PayslipCorrectionInput {
  id: string;
  paymentDate?: string;
}

/** The preview of one payslip's correction: nothing is written. */
export function usePreviewPayslipCorrection(callbacks: MutationCallbacks<CorrectionResult, PayslipCorrectionInput> = {}) {
  return useMutation({ ...callbacks, mutationFn: ({ id, ...body }: PayslipCorrectionInput) => correctionsApi.previewOne(id, body) });
}

/** Issues one payslip's correcting payslip; the payslip, the lists and the month are read again. */
export function useCreatePayslipCorrection(callbacks: MutationCallbacks<CorrectionResult, PayslipCorrectionInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ id, ...body }: PayslipCorrectionInput) => correctionsApi.createOne(id, body),
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: payrollKeys.months });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.payslipLists });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.payslipDetails });
      await callbacks.onSuccess?.(...args);
    },
  });
}
