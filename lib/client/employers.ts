"use client";
/** Employers in the browser: query keys, typed fetchers and hooks over /v1/employers. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { CreateEmployerInput, EmployerList } from "@/lib/validation/employer";
import type { EmployerView } from "@/lib/validation/employer";
import { ApiError, apiFetch, queryString } from "./api";
import type { MutationCallbacks } from "./mutation";

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
  create: (input: CreateEmployerInput, idempotencyKey: string) =>
    apiFetch<EmployerView>("/v1/employers", { method: "POST", body: input, headers: { "idempotency-key": idempotencyKey } }),
  update: (id: string, changes: Record<string, unknown>) => apiFetch<EmployerView>(`/v1/employers/${id}`, { method: "PATCH", body: changes }),
  remove: (id: string) => apiFetch<void>(`/v1/employers/${id}`, { method: "DELETE" }),
};

/** A page of the directory; the previous page stays on screen while the next one loads. */
export function useEmployerList(query: EmployerListQuery) {
  return useQuery({ queryKey: employerKeys.list(query), queryFn: () => employersApi.list(query), placeholderData: keepPreviousData });
}

export function useEmployer(id: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: employerKeys.detail(id ?? "-"), queryFn: () => employersApi.get(id as string), enabled: !!id && options.enabled !== false });
}

/** Every employer read (directory pages, details) is read again after a change. */
function useInvalidateEmployers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employerKeys.all });
}

/** crypto.randomUUID needs a secure context; a LAN address over http is not one. */
function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Creates (POST) or updates (PATCH of the changed fields) an employer; the directory and details
 * are read again before the screen's onSuccess runs. One Idempotency-Key per creation attempt: a
 * double click never creates two employers, a lost answer (network) keeps the key so the retry
 * replays, any other refusal drops it so a corrected retry is new.
 */
export function useSaveEmployer(callbacks: MutationCallbacks<EmployerView, EmployerSaveInput> = {}) {
  const invalidate = useInvalidateEmployers();
  const idempotencyKey = useRef("");
  return useMutation({
    ...callbacks,
    mutationFn: (input: EmployerSaveInput) => {
      if (input.kind === "update") return employersApi.update(input.id, input.changes);
      if (!idempotencyKey.current) idempotencyKey.current = newIdempotencyKey();
      return employersApi.create(input.payload, idempotencyKey.current);
    },
    onSuccess: async (...args) => {
      await invalidate();
      await callbacks.onSuccess?.(...args);
    },
    onError: async (...args) => {
      const [error] = args;
      if (!(error instanceof ApiError) || error.status !== 0) idempotencyKey.current = "";
      await callbacks.onError?.(...args);
    },
  });
}

export type EmployerSaveInput = { kind: "create"; payload: CreateEmployerInput } | { kind: "update"; id: string; changes: Record<string, unknown> };

export function useArchiveEmployer(id: string, callbacks: MutationCallbacks<EmployerView, boolean> = {}) {
  const invalidate = useInvalidateEmployers();
  return useMutation({
    ...callbacks,
    mutationFn: (archived: boolean) => employersApi.update(id, { archived }),
    onSuccess: async (...args) => {
      void invalidate();
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function useDeleteEmployer(id: string, callbacks: MutationCallbacks<void, void> = {}) {
  const invalidate = useInvalidateEmployers();
  return useMutation({
    ...callbacks,
    mutationFn: () => employersApi.remove(id),
    onSuccess: async (...args) => {
      await invalidate();
      await callbacks.onSuccess?.(...args);
    },
  });
}
