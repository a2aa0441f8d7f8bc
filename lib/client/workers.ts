"use client";
/** Workers in the browser: query keys, typed fetchers and hooks over /v1/workers (issue 31). */
import { useQuery } from "@tanstack/react-query";
import { isValidFiscalCode } from "@/lib/validation/tax-codes";
import type { WorkerList, WorkerRecordView } from "@/lib/validation/worker";
import { apiFetch, queryString } from "./api";

export const workerKeys = {
  all: ["workers"] as const,
  byFiscalCode: (fiscalCode: string) => ["workers", "fiscalCode", fiscalCode] as const,
  detail: (id: string) => ["workers", "detail", id] as const,
};

export const workersApi = {
  byFiscalCode: (fiscalCode: string) => apiFetch<WorkerList>(`/v1/workers${queryString({ fiscalCode, limit: 1 })}`),
  get: (id: string) => apiFetch<WorkerRecordView>(`/v1/workers/${id}`),
};

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
