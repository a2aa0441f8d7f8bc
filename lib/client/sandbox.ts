"use client";
/** The organization's sandbox in the browser: its reset (POST /v1/sandbox/reset, an administrator's session). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SandboxView } from "@/lib/validation/sandbox";
import { apiFetch } from "./api";
import { apiKeyKeys } from "./api-keys";
import type { MutationCallbacks } from "./mutation";

export const sandboxApi = {
  reset: () => apiFetch<SandboxView>("/v1/sandbox/reset", { method: "POST" }),
};

export function useResetSandbox(callbacks: MutationCallbacks<SandboxView, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => sandboxApi.reset(),
    onSuccess: async (...args) => {
      // the first reset may create the sandbox: nothing of the live organization's lists changes, the keys' list is read again for its test keys
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      await callbacks.onSuccess?.(...args);
    },
  });
}
