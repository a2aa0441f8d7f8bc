"use client";
/**
 * Contracts' months in the browser (issue 29 points 4–6): the clerk's inbox, one month's calendar,
 * its transitions, and the household's day changes and "as scheduled" over /v1/work-events.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { periodBounds } from "@/lib/payroll";
import type { AcceptedMonthView, ContractMonthView, InboxStatus, MonthDay, MonthInbox, MonthInboxItem } from "@/lib/validation/month";
import type { WorkEventItem } from "@/lib/validation/work-event";
import { apiFetch, queryString } from "./api";
import type { MutationCallbacks } from "./mutation";
import { payrollKeys } from "./payroll";
import { workEventKeys } from "./work-events";

export type { AcceptedMonthView, ContractMonthView, InboxStatus, MonthDay, MonthInbox, MonthInboxItem };

export interface InboxQuery {
  organizationId: string;
  period: string;
  status?: InboxStatus;
  employerId?: string;
  search?: string;
  page: number;
  limit: number;
}

export const monthKeys = {
  all: ["months"] as const,
  inbox: (q: InboxQuery) => ["months", "inbox", q] as const,
  month: (contractId: string, period: string) => ["months", "month", contractId, period] as const,
};

const monthPath = (contractId: string, period: string) => `/v1/domestic-contracts/${contractId}/months/${period}`;

export const monthsApi = {
  inbox: (q: InboxQuery) => apiFetch<MonthInbox>(`/v1/months${queryString({ ...q })}`),
  get: (contractId: string, period: string) => apiFetch<ContractMonthView>(monthPath(contractId, period)),
  submit: (contractId: string, period: string, note: string | null) =>
    apiFetch<ContractMonthView>(`${monthPath(contractId, period)}/submit`, { method: "POST", body: { note } }),
  accept: (contractId: string, period: string, runPayslip: boolean) =>
    apiFetch<AcceptedMonthView>(`${monthPath(contractId, period)}/accept`, { method: "POST", body: { runPayslip } }),
  returnMonth: (contractId: string, period: string, note: string) =>
    apiFetch<ContractMonthView>(`${monthPath(contractId, period)}/return`, { method: "POST", body: { note } }),
};

export function useMonthInbox(q: InboxQuery, enabled = true) {
  return useQuery({ queryKey: monthKeys.inbox(q), queryFn: () => monthsApi.inbox(q), placeholderData: keepPreviousData, enabled });
}

export function useContractMonth(contractId: string, period: string, initialData?: ContractMonthView) {
  return useQuery({ queryKey: monthKeys.month(contractId, period), queryFn: () => monthsApi.get(contractId, period), initialData, staleTime: 0 });
}

/** After any change to a month or its events: the months (inbox, calendars) and the contract's events are read again. */
function useMonthMutation<TData, TVariables>(
  contractId: string,
  mutationFn: (input: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: monthKeys.all }),
        queryClient.invalidateQueries({ queryKey: workEventKeys.contract(contractId) }),
        queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
      ]);
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function useSubmitMonth(contractId: string, period: string, callbacks: MutationCallbacks<ContractMonthView, { note: string | null }> = {}) {
  return useMonthMutation(contractId, ({ note }: { note: string | null }) => monthsApi.submit(contractId, period, note), callbacks);
}

export function useAcceptMonth(contractId: string, period: string, callbacks: MutationCallbacks<AcceptedMonthView, { runPayslip: boolean }> = {}) {
  return useMonthMutation(contractId, ({ runPayslip }: { runPayslip: boolean }) => monthsApi.accept(contractId, period, runPayslip), callbacks);
}

export function useReturnMonth(contractId: string, period: string, callbacks: MutationCallbacks<ContractMonthView, { note: string }> = {}) {
  return useMonthMutation(contractId, ({ note }: { note: string }) => monthsApi.returnMonth(contractId, period, note), callbacks);
}

/** The household's one tap: the month filled from the schedule (the days already recorded are left as they are). */
export function useFillMonthAsScheduled(contractId: string, period: string, callbacks: MutationCallbacks<unknown, void> = {}) {
  const { start, end } = periodBounds(period);
  return useMonthMutation(
    contractId,
    () => apiFetch<unknown>("/v1/work-events/auto-fill", { method: "POST", body: { domesticContractId: contractId, startDate: start, endDate: end } }),
    callbacks,
  );
}

/** A day's change from the day sheet: its events replaced by `items` (none: the day left empty). */
export function useSetDay(contractId: string, callbacks: MutationCallbacks<unknown, { date: string; items: WorkEventItem[]; removeIds: string[] }> = {}) {
  return useMonthMutation(
    contractId,
    async ({ items, removeIds }: { date: string; items: WorkEventItem[]; removeIds: string[] }) => {
      if (items.length > 0) {
        return apiFetch<unknown>(`/v1/work-events/batch${queryString({ domesticContractId: contractId, replaceExisting: "true" })}`, {
          method: "POST",
          body: items,
        });
      }
      for (const id of removeIds) await apiFetch<void>(`/v1/work-events/${id}`, { method: "DELETE" });
      return null;
    },
    callbacks,
  );
}
