"use client";
/**
 * The worker's side of payslip delivery (issue 29) in the portal: `POST …/view` records that they
 * opened a final payslip (the first time), `POST …/receipt-confirmation` that they received the pay.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayslipDetail } from "@/lib/validation/payslip";
import { apiFetch } from "./api";
import type { MutationCallbacks } from "./mutation";
import { payrollKeys } from "./payroll";

const base = (payslipId: string) => `/v1/domestic-payslips/${payslipId}`;

export const payslipDeliveryApi = {
  view: (payslipId: string) => apiFetch<PayslipDetail>(`${base(payslipId)}/view`, { method: "POST" }),
  confirmReceipt: (payslipId: string) => apiFetch<PayslipDetail>(`${base(payslipId)}/receipt-confirmation`, { method: "POST" }),
};

export const payslipDeliveryLinks = {
  /** the payslip's PDF (a final one: the stored document) */
  pdf: (payslipId: string) => `${base(payslipId)}/pdf`,
};

/** Records the worker's first opening of a payslip; the payslip's cached copy is replaced. */
export function useRecordPayslipView(payslipId: string, callbacks: MutationCallbacks<PayslipDetail, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payslipDeliveryApi.view(payslipId),
    ...callbacks,
    onSuccess: async (...args) => {
      queryClient.setQueryData(payrollKeys.payslip(payslipId), args[0]);
      await callbacks.onSuccess?.(...args);
    },
  });
}

/** The worker confirms having received the pay (once: a second answers 409 receipt_already_confirmed). */
export function useConfirmPayslipReceipt(payslipId: string, callbacks: MutationCallbacks<PayslipDetail, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payslipDeliveryApi.confirmReceipt(payslipId),
    ...callbacks,
    onSuccess: async (...args) => {
      queryClient.setQueryData(payrollKeys.payslip(payslipId), args[0]);
      await callbacks.onSuccess?.(...args);
    },
  });
}
