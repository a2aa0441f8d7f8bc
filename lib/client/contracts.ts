"use client";
/** Domestic contracts in the browser: query keys, typed fetchers and hooks over /v1/domestic-contracts. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContractView } from "@/lib/validation/contract";
import type { Page } from "@/lib/validation/pagination";
import { apiFetch, queryString } from "./api";

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

export const contractKeys = {
  all: ["contracts"] as const,
  list: (query: ContractListQuery) => ["contracts", "list", query] as const,
};

export const contractsApi = {
  list: (query: ContractListQuery) => apiFetch<ContractPage>(`/v1/domestic-contracts${queryString({ ...query })}`),
};

export function useContractList(query: ContractListQuery) {
  return useQuery({ queryKey: contractKeys.list(query), queryFn: () => contractsApi.list(query), placeholderData: keepPreviousData });
}
