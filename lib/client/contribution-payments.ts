"use client";
/** Contribution payments in the browser (issue 30): query keys, typed fetchers and hooks over /v1/contribution-payments. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BulkNotifyContributionPaymentsBody,
  BulkNotifyResult,
  ComputeContributionPaymentsBody,
  ComputeContributionPaymentsResult,
  ContributionPaymentPage,
  ContributionPaymentStatus,
  ContributionPaymentView,
  ImportContributionPaymentsBody,
  ImportContributionPaymentsResult,
  RecordContributionPaymentBody,
} from "@/lib/validation/contribution-payment";
import { apiFetch, queryString } from "./api";

export type { ContributionPaymentView, ContributionPaymentStatus };

export interface ContributionPaymentListQuery {
  organizationId: string;
  quarter?: string;
  status?: ContributionPaymentStatus;
  search?: string;
  employerId?: string;
  page?: number;
  limit?: number;
}

export const contributionPaymentKeys = {
  all: ["contribution-payments"] as const,
  list: (query: ContributionPaymentListQuery) => ["contribution-payments", "list", query] as const,
};

export const contributionPaymentsApi = {
  list: (query: ContributionPaymentListQuery) => apiFetch<ContributionPaymentPage>(`/v1/contribution-payments${queryString({ ...query })}`),
  compute: (body: ComputeContributionPaymentsBody) =>
    apiFetch<ComputeContributionPaymentsResult>("/v1/contribution-payments/compute", { method: "POST", body }),
  notify: (body: BulkNotifyContributionPaymentsBody) => apiFetch<BulkNotifyResult>("/v1/contribution-payments/notify", { method: "POST", body }),
  importCsv: (body: ImportContributionPaymentsBody) =>
    apiFetch<ImportContributionPaymentsResult>("/v1/contribution-payments/payments-import", { method: "POST", body }),
  pay: (id: string, body: RecordContributionPaymentBody) =>
    apiFetch<ContributionPaymentView>(`/v1/contribution-payments/${id}/payments`, { method: "POST", body }),
};

/** Links the screen opens as files (CSV of the notice data, the employer's tax statement). */
export const contributionPaymentLinks = {
  csv: (organizationId: string, quarter: string) => `/v1/contribution-payments/csv${queryString({ organizationId, quarter })}`,
  taxStatementPdf: (employerId: string, year: number) => `/v1/employer-tax-statements/pdf${queryString({ employerId, year })}`,
};

export function useContributionPayments(query: ContributionPaymentListQuery | null) {
  return useQuery({
    queryKey: contributionPaymentKeys.list(query ?? { organizationId: "" }),
    queryFn: () => contributionPaymentsApi.list(query!),
    enabled: query !== null,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contributionPaymentKeys.all });
}

export function useComputeContributionPayments() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: ComputeContributionPaymentsBody) => contributionPaymentsApi.compute(body), onSuccess: () => invalidate() });
}

export function useNotifyContributionPayments() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: BulkNotifyContributionPaymentsBody) => contributionPaymentsApi.notify(body), onSuccess: () => invalidate() });
}

export function useRecordContributionPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RecordContributionPaymentBody }) => contributionPaymentsApi.pay(id, body),
    onSuccess: () => invalidate(),
  });
}

export function useImportContributionPayments() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ImportContributionPaymentsBody) => contributionPaymentsApi.importCsv(body),
    onSuccess: (r) => (r.dryRun ? undefined : invalidate()),
  });
}
