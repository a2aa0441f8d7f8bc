"use client";
/** Workers in the browser: query keys, typed fetchers and hooks over /v1/workers (issue 31). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { isValidFiscalCode } from "@/lib/validation/tax-codes";
import type { WorkerList, WorkerRecordView } from "@/lib/validation/worker";
import { apiFetch, queryString } from "./api";

export const workerKeys = {
  all: ["workers"] as const,
  byFiscalCode: (fiscalCode: string) => ["workers", "fiscalCode", fiscalCode] as const,
  detail: (id: string) => ["workers", "detail", id] as const,
  list: (query: WorkerListQuery) => ["workers", "list", query] as const,
};

/** What the workers list asks for (GET /v1/workers). */
export interface WorkerListQuery {
  search?: string;
  page: number;
  limit: number;
}

export const workersApi = {
  byFiscalCode: (fiscalCode: string) => apiFetch<WorkerList>(`/v1/workers${queryString({ fiscalCode, limit: 1 })}`),
  get: (id: string) => apiFetch<WorkerRecordView>(`/v1/workers/${id}`),
  list: (query: WorkerListQuery) => apiFetch<WorkerList>(`/v1/workers${queryString({ ...query, sortField: "name", sortDirection: "asc" })}`),
};

/** A page of the workers list; the previous page stays on screen while the next one loads. */
export function useWorkerList(query: WorkerListQuery) {
  return useQuery({ queryKey: workerKeys.list(query), queryFn: () => workersApi.list(query), placeholderData: keepPreviousData });
}

/** The organization's worker with this fiscal code, once the code is complete and valid; null when none is known. */
export function useKnownWorker(fiscalCode: string) {
  const code = fiscalCode.trim().toUpperCase();
  const complete = isValidFiscalCode(code);
  return useQuery({
    queryKey: workerKeys.byFiscalCode(code),
    queryFn: async () => (await workersApi.byFiscalCode(code)).data[0] ?? null,
    enabled: complete,
  });
}
