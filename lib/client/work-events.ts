"use client";
/** Data hooks of the calendar: React Query over /v1/work-events with the clerk's session. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, queryString } from "./api";
import { periodBounds } from "@/lib/payroll";
import type { AutoFillResult, WorkEventBatchResult, WorkEventMonthSummary, WorkEventView } from "@/lib/validation/work-event";
import type { PatchWorkEventInput, WorkEventItem } from "@/lib/validation/work-event";
import type { Page } from "@/lib/validation/pagination";

export type { WorkEventView, WorkEventMonthSummary, AutoFillResult, WorkEventBatchResult };

export const workEventKeys = {
  contract: (contractId: string) => ["work-events", contractId] as const,
  month: (contractId: string, month: string) => ["work-events", contractId, "events", month] as const,
  summary: (contractId: string, month: string) => ["work-events", contractId, "summary", month] as const,
};

const PAGE = 100;

/** Every event of the month: pages of 100 until the last one. */
export async function fetchMonthEvents(contractId: string, month: string): Promise<WorkEventView[]> {
  const { start, end } = periodBounds(month);
  const out: WorkEventView[] = [];
  for (let page = 1; ; page++) {
    const res = await apiFetch<Page<WorkEventView>>(
      `/v1/work-events${queryString({ domesticContractId: contractId, from: start, to: end, limit: PAGE, page })}`,
    );
    out.push(...res.data);
    if (page >= res.pagination.totalPages) return out;
  }
}

/** After a change to a contract's events: its months' events and summaries are read again, together. */
export function useInvalidateWorkEvents(contractId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workEventKeys.contract(contractId) });
}

export function useMonthEvents(contractId: string, month: string) {
  return useQuery({ queryKey: workEventKeys.month(contractId, month), queryFn: () => fetchMonthEvents(contractId, month), staleTime: 0 });
}

export function useMonthSummary(contractId: string, month: string) {
  return useQuery({
    queryKey: workEventKeys.summary(contractId, month),
    queryFn: () => apiFetch<WorkEventMonthSummary>(`/v1/work-events/summary${queryString({ domesticContractId: contractId, month })}`),
    staleTime: 0,
  });
}

export const workEventsApi = {
  create: (contractId: string, item: WorkEventItem) =>
    apiFetch<WorkEventView>("/v1/work-events", { method: "POST", body: { domesticContractId: contractId, ...item } }),
  update: (id: string, patch: PatchWorkEventInput) => apiFetch<WorkEventView>(`/v1/work-events/${id}`, { method: "PATCH", body: patch }),
  remove: (id: string) => apiFetch<void>(`/v1/work-events/${id}`, { method: "DELETE" }),
  batch: (contractId: string, items: WorkEventItem[], replaceExisting: boolean) =>
    apiFetch<WorkEventBatchResult>(
      `/v1/work-events/batch${queryString({ domesticContractId: contractId, replaceExisting: replaceExisting ? "true" : undefined })}`,
      { method: "POST", body: items },
    ),
  autoFill: (contractId: string, startDate: string, endDate: string) =>
    apiFetch<AutoFillResult>("/v1/work-events/auto-fill", { method: "POST", body: { domesticContractId: contractId, startDate, endDate } }),
  /** Deletes several events, a few at a time; a 404 (already gone) is not an error. */
  async removeMany(ids: readonly string[]): Promise<void> {
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        await workEventsApi.remove(id).catch((error: unknown) => {
          if (!(error && typeof error === "object" && "status" in error && error.status === 404)) throw error;
        });
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  },
};

/** The creation fields of an existing event (to re-create it on undo). */
export function itemOf(e: WorkEventView): WorkEventItem {
  return {
    date: e.date,
    hours: e.hours,
    type: e.type,
    subType: e.subType,
    multiplier: e.multiplier,
    ...(e.customName ? { customName: e.customName } : {}),
    ...(e.notes ? { notes: e.notes } : {}),
    addsToThirteen: e.addsToThirteen,
    addsToSeverance: e.addsToSeverance,
    isFromGlobalWage: e.isFromGlobalWage,
    affectsContributions: e.affectsContributions,
  };
}
