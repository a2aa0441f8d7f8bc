"use client";
/**
 * Fetchers and React Query hooks for a final payslip's stored document (issue 26 point 16):
 * `GET …/pdf/versions` lists its versions, `POST …/pdf/reissue` (an administrator) stores a new one,
 * `GET …/pdf?version=n` serves a given version.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayslipDocumentVersion, PayslipDocumentVersionList, ReissuePayslipDocumentBody } from "@/lib/validation/payslip-document";
import { apiFetch, queryString } from "./api";
import { useMe } from "./payroll";

export type { PayslipDocumentVersion };

export const payslipDocumentKeys = {
  all: ["payslip-documents"] as const,
  versions: (payslipId: string) => ["payslip-documents", payslipId, "versions"] as const,
};

const base = (payslipId: string) => `/v1/domestic-payslips/${payslipId}/pdf`;

export const payslipDocumentApi = {
  versions: (payslipId: string) => apiFetch<PayslipDocumentVersionList>(`${base(payslipId)}/versions`),
  reissue: (payslipId: string, body: ReissuePayslipDocumentBody) => apiFetch<PayslipDocumentVersion>(`${base(payslipId)}/reissue`, { method: "POST", body }),
};

export const payslipDocumentLinks = {
  /** a stored version; the latest when `version` is absent */
  pdf: (payslipId: string, version?: number) => `${base(payslipId)}${queryString({ version })}`,
};

/** The stored versions of a final payslip's document, oldest first (none until it is first served). */
export function usePayslipDocumentVersions(payslipId: string, enabled = true) {
  return useQuery({
    queryKey: payslipDocumentKeys.versions(payslipId),
    queryFn: async () => (await payslipDocumentApi.versions(payslipId)).data,
    enabled,
  });
}

export function useReissuePayslipDocument(payslipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => payslipDocumentApi.reissue(payslipId, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payslipDocumentKeys.versions(payslipId) }),
  });
}

/** Whether the signed-in user may reissue a document (the API answers 403 to the others): an administrator. */
export function useCanReissueDocument(): boolean {
  const principal = useMe().data?.principal;
  return principal?.type === "user" && principal.role === "admin";
}
