"use client";
/** The organization's API keys in the browser: query key, fetchers and mutations over /v1/api-keys. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeyView, CreateApiKeyInput } from "@/lib/validation/settings";
import { apiFetch } from "./api";
import type { MutationCallbacks } from "./mutation";

export const apiKeyKeys = {
  all: ["api-keys"] as const,
};

/** The creation's answer is the only time the key itself is shown. */
export type CreatedApiKey = ApiKeyView & { key: string };

export const apiKeysApi = {
  list: () => apiFetch<{ data: ApiKeyView[] }>("/v1/api-keys"),
  create: (input: CreateApiKeyInput) => apiFetch<CreatedApiKey>("/v1/api-keys", { method: "POST", body: input }),
  revoke: (id: string) => apiFetch<ApiKeyView>(`/v1/api-keys/${id}`, { method: "DELETE" }),
};

export function useApiKeys(options: { enabled: boolean }) {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: apiKeysApi.list, enabled: options.enabled });
}

function useApiKeysMutation<TData, TVariables>(mutationFn: (input: TVariables) => Promise<TData>, callbacks: MutationCallbacks<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function useCreateApiKey(callbacks: MutationCallbacks<CreatedApiKey, CreateApiKeyInput> = {}) {
  return useApiKeysMutation(apiKeysApi.create, callbacks);
}

export function useRevokeApiKey(callbacks: MutationCallbacks<ApiKeyView, string> = {}) {
  return useApiKeysMutation(apiKeysApi.revoke, callbacks);
}
