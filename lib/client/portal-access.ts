"use client";
/** Households' and workers' portal accesses in the browser: list, invite, resend, revoke (issue 29). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePortalInvitationInput, PortalAccessView, PortalInvitationView } from "@/lib/validation/portal-access";
import { apiFetch, queryString } from "./api";
import type { MutationCallbacks } from "./mutation";

export type PortalAccessSubject = { employerId: string } | { workerId: string };

export const portalAccessKeys = {
  all: ["portal-access"] as const,
  of: (subject: PortalAccessSubject) => [...portalAccessKeys.all, subject] as const,
};

export const portalAccessApi = {
  list: (subject: PortalAccessSubject) => apiFetch<{ data: PortalAccessView[] }>(`/v1/portal-access${queryString(subject as Record<string, string>)}`),
  invite: (input: CreatePortalInvitationInput) => apiFetch<PortalInvitationView>("/v1/portal-invitations", { method: "POST", body: input }),
  resend: (id: string) => apiFetch<PortalAccessView>(`/v1/portal-access/${id}/resend`, { method: "POST" }),
  revoke: (id: string) => apiFetch<PortalAccessView>(`/v1/portal-access/${id}`, { method: "DELETE" }),
};

export function usePortalAccess(subject: PortalAccessSubject) {
  return useQuery({ queryKey: portalAccessKeys.of(subject), queryFn: () => portalAccessApi.list(subject) });
}

function usePortalAccessMutation<TData, TVariables>(mutationFn: (input: TVariables) => Promise<TData>, callbacks: MutationCallbacks<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: portalAccessKeys.all });
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function useInvitePortalUser(callbacks: MutationCallbacks<PortalInvitationView, CreatePortalInvitationInput> = {}) {
  return usePortalAccessMutation(portalAccessApi.invite, callbacks);
}

export function useResendPortalInvitation(callbacks: MutationCallbacks<PortalAccessView, string> = {}) {
  return usePortalAccessMutation(portalAccessApi.resend, callbacks);
}

export function useRevokePortalAccess(callbacks: MutationCallbacks<PortalAccessView, string> = {}) {
  return usePortalAccessMutation(portalAccessApi.revoke, callbacks);
}
