"use client";
/** React Query hooks for /v1/payroll-runs (the month's worklist). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayrollRunDetail } from "@/lib/validation/payroll-run";
import type { PayrollRunView } from "@/lib/validation/payroll-run";
import { apiFetch, queryString } from "./api";
import { payrollKeys } from "./payroll";

export type { PayrollRunDetail, PayrollRunItemView, PayrollRunView } from "@/lib/validation/payroll-run";

type Scope = "all" | { contractIds: string[] };

export const payrollRunKeys = {
  list: (period: string) => ["payroll-runs", period] as const,
  /** prefix of every run's detail */
  details: ["payroll-run"] as const,
  detail: (id: string | null) => ["payroll-run", id] as const,
};

export function usePayrollRuns(period: string) {
  return useQuery({ queryKey: payrollRunKeys.list(period), queryFn: () => apiFetch<{ data: PayrollRunView[] }>(`/v1/payroll-runs${queryString({ period })}`) });
}

/** One run with all its items; polled every 700 ms while it runs or its finalize runs (the live progress bar). */
export function usePayrollRun(id: string | null) {
  return useQuery({
    queryKey: payrollRunKeys.detail(id),
    enabled: id !== null,
    queryFn: () => apiFetch<PayrollRunDetail>(`/v1/payroll-runs/${id}${queryString({ limit: 500 })}`),
    refetchInterval: (q) => (q.state.data?.status === "running" || q.state.data?.finalize?.status === "running" ? 700 : false),
  });
}

function useInvalidate(period: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: payrollRunKeys.list(period) });
    void qc.invalidateQueries({ queryKey: payrollKeys.all });
    void qc.invalidateQueries({ queryKey: payrollRunKeys.details });
  };
}

export function useStartPayrollRun(period: string) {
  const invalidate = useInvalidate(period);
  return useMutation({
    // the screen fills empty months from the schedule unless the clerk unticks it (issue 26: as the single wizard's "Compila mese")
    mutationFn: ({ scope, autoFillEmptyMonths = true }: { scope: Scope; autoFillEmptyMonths?: boolean }) =>
      apiFetch<PayrollRunDetail>("/v1/payroll-runs", {
        method: "POST",
        body: { period, scope, autoFillEmptyMonths },
        headers: { "idempotency-key": crypto.randomUUID() },
      }),
    onSuccess: invalidate,
  });
}

export function useFinalizePayrollRun(period: string) {
  const invalidate = useInvalidate(period);
  return useMutation({ mutationFn: (id: string) => apiFetch<PayrollRunDetail>(`/v1/payroll-runs/${id}/finalize`, { method: "POST" }), onSuccess: invalidate });
}

export function useCancelPayrollRun(period: string) {
  const invalidate = useInvalidate(period);
  return useMutation({ mutationFn: (id: string) => apiFetch<PayrollRunDetail>(`/v1/payroll-runs/${id}/cancel`, { method: "POST" }), onSuccess: invalidate });
}
