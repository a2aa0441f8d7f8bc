"use client";
/** Employers in the browser: query keys, typed fetchers and hooks over /v1/employers. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { EmployerList } from "@/lib/validation/employer";
import type { EmployerView } from "@/lib/validation/employer";
import { apiFetch, queryString } from "./api";

export interface EmployerListQuery {
  organizationId: string;
  search?: string;
  status?: "active" | "archived";
  type?: "domestic" | "business";
  sortField: string;
  sortDirection: "asc" | "desc";
  page?: number;
  limit: number;
}

export const employerKeys = {
  all: ["employers"] as const,
  list: (query: EmployerListQuery) => ["employers", "list", query] as const,
  detail: (id: string) => ["employers", "detail", id] as const,
};

export const employersApi = {
  list: (query: EmployerListQuery) => apiFetch<EmployerList>(`/v1/employers${queryString({ ...query })}`),
  get: (id: string) => apiFetch<EmployerView>(`/v1/employers/${id}`),
};

/** A page of the directory; the previous page stays on screen while the next one loads. */
export function useEmployerList(query: EmployerListQuery) {
  return useQuery({ queryKey: employerKeys.list(query), queryFn: () => employersApi.list(query), placeholderData: keepPreviousData });
}

export function useEmployer(id: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: employerKeys.detail(id ?? "-"), queryFn: () => employersApi.get(id as string), enabled: !!id && options.enabled !== false });
}
