"use client";
/**
 * Fetchers and React Query hooks for a payslip's pay as paid (issue 30 point 5): `GET/POST
 * …/payments`, `DELETE …/payments/{paymentId}`, each payment's receipt (`…/receipt`), and the
 * quarter's prestazione universale pack (`/v1/benefit-packs`).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BenefitPack } from "@/lib/validation/benefit-pack";
import type { CreatePayslipPaymentBody, PayslipPaymentList, PayslipPaymentView } from "@/lib/validation/payslip-payment";
import { apiFetch, queryString } from "./api";
import { payrollKeys } from "./payroll";

export type { BenefitPack, PayslipPaymentList, PayslipPaymentView };

export const payslipPaymentKeys = {
  all: ["payslip-payments"] as const,
  list: (payslipId: string) => ["payslip-payments", payslipId] as const,
  pack: (contractId: string, quarter: string) => ["benefit-packs", contractId, quarter] as const,
};

const base = (payslipId: string) => `/v1/domestic-payslips/${payslipId}/payments`;

export const payslipPaymentApi = {
  list: (payslipId: string) => apiFetch<PayslipPaymentList>(base(payslipId)),
  create: (payslipId: string, body: CreatePayslipPaymentBody) => apiFetch<PayslipPaymentView>(base(payslipId), { method: "POST", body }),
  remove: (payslipId: string, paymentId: string) => apiFetch<null>(`${base(payslipId)}/${paymentId}`, { method: "DELETE" }),
  pack: (contractId: string, quarter: string) => apiFetch<BenefitPack>(`/v1/benefit-packs${queryString({ domesticContractId: contractId, quarter })}`),
};

export const payslipPaymentLinks = {
  receipt: (payslipId: string, paymentId: string, locale?: "it" | "en") => `${base(payslipId)}/${paymentId}/receipt${queryString({ locale })}`,
  pack: (contractId: string, quarter: string) => `/v1/benefit-packs/pdf${queryString({ domesticContractId: contractId, quarter })}`,
};

export function usePayslipPayments(payslipId: string, enabled = true) {
  return useQuery({ queryKey: payslipPaymentKeys.list(payslipId), queryFn: () => payslipPaymentApi.list(payslipId), enabled });
}

/** A payment or its deletion changes the payslip's status: its list, the payslip and the lists showing it. */
function useInvalidatePayments(payslipId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: payslipPaymentKeys.list(payslipId) }),
      queryClient.invalidateQueries({ queryKey: payrollKeys.payslip(payslipId) }),
      queryClient.invalidateQueries({ queryKey: payrollKeys.payslipLists }),
      queryClient.invalidateQueries({ queryKey: ["benefit-packs"] }),
    ]);
}

export function useRecordPayslipPayment(payslipId: string) {
  const invalidate = useInvalidatePayments(payslipId);
  return useMutation({ mutationFn: (body: CreatePayslipPaymentBody) => payslipPaymentApi.create(payslipId, body), onSuccess: invalidate });
}

export function useDeletePayslipPayment(payslipId: string) {
  const invalidate = useInvalidatePayments(payslipId);
  return useMutation({ mutationFn: (paymentId: string) => payslipPaymentApi.remove(payslipId, paymentId), onSuccess: invalidate });
}

export function useBenefitPack(contractId: string, quarter: string) {
  return useQuery({ queryKey: payslipPaymentKeys.pack(contractId, quarter), queryFn: () => payslipPaymentApi.pack(contractId, quarter) });
}
