"use client";
/** Domestic contracts in the browser: query keys, typed fetchers, hooks and mutations over /v1/domestic-contracts. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractDetailView, ContractView, OpeningBalancesView, TermsView } from "@/lib/validation/contract";
import type { Page } from "@/lib/validation/pagination";
import { apiFetch, queryString } from "./api";
import type { MutationCallbacks } from "./mutation";

export interface ContractListQuery {
  employerId?: string;
  search?: string;
  status?: "active" | "ended";
  sortField: string;
  sortDirection: "asc" | "desc";
  page: number;
  limit: number;
}

export type ContractPage = Page<ContractView> & { counts: { active: number; ended: number } };

/** Saved terms come back with the CCNL's warnings (worded on screen by their code). */
export type SavedTerms = TermsView & { warnings: { code: string; message: string }[] };

export const contractKeys = {
  all: ["contracts"] as const,
  list: (query: ContractListQuery) => ["contracts", "list", query] as const,
  detail: (id: string) => ["contracts", "detail", id] as const,
};

const BASE = "/v1/domestic-contracts";

export const contractsApi = {
  list: (query: ContractListQuery) => apiFetch<ContractPage>(`${BASE}${queryString({ ...query })}`),
  get: (id: string) => apiFetch<ContractDetailView>(`${BASE}/${id}`),
  create: (body: Record<string, unknown>) => apiFetch<ContractDetailView>(BASE, { method: "POST", body }),
  update: (id: string, body: Record<string, unknown>) => apiFetch<ContractDetailView>(`${BASE}/${id}`, { method: "PATCH", body }),
  remove: (id: string) => apiFetch<void>(`${BASE}/${id}`, { method: "DELETE" }),
  end: (id: string, body: Record<string, unknown>) => apiFetch<ContractDetailView>(`${BASE}/${id}/end`, { method: "POST", body }),
  reopen: (id: string) => apiFetch<void>(`${BASE}/${id}/end`, { method: "DELETE" }),
  addTerms: (id: string, body: Record<string, unknown>) => apiFetch<SavedTerms>(`${BASE}/${id}/terms`, { method: "POST", body }),
  correctTerms: (id: string, termsId: string, body: Record<string, unknown>) => apiFetch<SavedTerms>(`${BASE}/${id}/terms/${termsId}`, { method: "PUT", body }),
  removeTerms: (id: string, termsId: string) => apiFetch<void>(`${BASE}/${id}/terms/${termsId}`, { method: "DELETE" }),
  putOpeningBalances: (id: string, body: Record<string, unknown>) => apiFetch<OpeningBalancesView>(`${BASE}/${id}/opening-balances`, { method: "PUT", body }),
};

export function useContractList(query: ContractListQuery) {
  return useQuery({ queryKey: contractKeys.list(query), queryFn: () => contractsApi.list(query), placeholderData: keepPreviousData });
}

/** One contract, starting from what the page rendered on the server. */
export function useContract(initial: ContractDetailView) {
  return useQuery({ queryKey: contractKeys.detail(initial.id), queryFn: () => contractsApi.get(initial.id), initialData: initial });
}

/**
 * A change to a contract: every contract read (lists, the detail) is read again before the
 * screen's onSuccess runs, so the dialog closes on the new state.
 */
function useContractMutation<TData, TVariables>(mutationFn: (input: TVariables) => Promise<TData>, callbacks: MutationCallbacks<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function useCreateContract(callbacks: MutationCallbacks<ContractDetailView, Record<string, unknown>> = {}) {
  return useContractMutation(contractsApi.create, callbacks);
}

export function useUpdateContract(id: string, callbacks: MutationCallbacks<ContractDetailView, Record<string, unknown>> = {}) {
  return useContractMutation((body: Record<string, unknown>) => contractsApi.update(id, body), callbacks);
}

export function useDeleteContract(id: string, callbacks: MutationCallbacks<void, void> = {}) {
  return useContractMutation(() => contractsApi.remove(id), callbacks);
}

export function useEndContract(id: string, callbacks: MutationCallbacks<ContractDetailView, Record<string, unknown>> = {}) {
  return useContractMutation((body: Record<string, unknown>) => contractsApi.end(id, body), callbacks);
}

export function useReopenContract(id: string, callbacks: MutationCallbacks<void, void> = {}) {
  return useContractMutation(() => contractsApi.reopen(id), callbacks);
}

/** New terms from a date, or the correction of existing terms (`correctingId`). */
export function useSaveTerms(id: string, correctingId: string | null, callbacks: MutationCallbacks<SavedTerms, Record<string, unknown>> = {}) {
  return useContractMutation(
    (body: Record<string, unknown>) => (correctingId ? contractsApi.correctTerms(id, correctingId, body) : contractsApi.addTerms(id, body)),
    callbacks,
  );
}

export function useDeleteTerms(id: string, callbacks: MutationCallbacks<void, string> = {}) {
  return useContractMutation((termsId: string) => contractsApi.removeTerms(id, termsId), callbacks);
}

export function useSaveOpeningBalances(id: string, callbacks: MutationCallbacks<OpeningBalancesView, Record<string, unknown>> = {}) {
  return useContractMutation((body: Record<string, unknown>) => contractsApi.putOpeningBalances(id, body), callbacks);
}
