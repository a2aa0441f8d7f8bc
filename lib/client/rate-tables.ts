"use client";
/** Rate tables (docs/rate-tables.md): the versions in force for the organization, and its figures of a provisional version. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PutRateTableOverrideInput, RateTableOverrideResult, RateTableVersionView } from "@/lib/validation/rate-table";
import { apiFetch } from "./api";
import type { MutationCallbacks } from "./mutation";
import { payrollKeys } from "./payroll";

export const rateTableKeys = {
  all: ["rate-tables"] as const,
  year: (year: string) => ["rate-tables", year] as const,
};

// "@" stays as typed: it is valid in a path segment, and the id reads the same in logs
const overridePath = (versionId: string) => `/v1/rate-tables/${encodeURIComponent(versionId).replace(/%40/g, "@")}/override`;

export const rateTablesApi = {
  list: (year: string) => apiFetch<{ data: RateTableVersionView[] }>(`/v1/rate-tables?year=${encodeURIComponent(year)}`),
  putOverride: (versionId: string, input: PutRateTableOverrideInput) =>
    apiFetch<RateTableOverrideResult>(overridePath(versionId), { method: "PUT", body: input }),
  deleteOverride: (versionId: string) => apiFetch<RateTableOverrideResult>(overridePath(versionId), { method: "DELETE" }),
};

export function useRateTables(year: string) {
  return useQuery({ queryKey: rateTableKeys.year(year), queryFn: () => rateTablesApi.list(year) });
}

/** After a change of the tables: the versions, and every payroll view (payslips are outdated or to correct now). */
function useRateTablesMutation<V>(mutationFn: (v: V) => Promise<RateTableOverrideResult>, callbacks: MutationCallbacks<RateTableOverrideResult, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: rateTableKeys.all });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function usePutRateTableOverride(versionId: string, callbacks: MutationCallbacks<RateTableOverrideResult, PutRateTableOverrideInput> = {}) {
  return useRateTablesMutation((input: PutRateTableOverrideInput) => rateTablesApi.putOverride(versionId, input), callbacks);
}

export function useDeleteRateTableOverride(versionId: string, callbacks: MutationCallbacks<RateTableOverrideResult, void> = {}) {
  return useRateTablesMutation(() => rateTablesApi.deleteOverride(versionId), callbacks);
}
