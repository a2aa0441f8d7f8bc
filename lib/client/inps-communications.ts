"use client";
/** Communications to INPS in the browser (issue 31): query keys, typed fetchers and hooks over /v1/inps-communications. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CancelInpsCommunicationBody, FileInpsCommunicationBody, InpsCommunicationList, InpsCommunicationView } from "@/lib/validation/inps-communication";
import { apiFetch, queryString } from "./api";
import { contractKeys } from "./contracts";

export interface InpsCommunicationListQuery {
  organizationId: string;
  contractId?: string;
  employerId?: string;
  status?: "to_file" | "filed" | "cancelled";
  kind?: string;
  dueBefore?: string;
  overdue?: "true" | "false";
  page?: number;
  limit?: number;
}

export const inpsCommunicationKeys = {
  all: ["inps-communications"] as const,
  list: (query: InpsCommunicationListQuery) => ["inps-communications", "list", query] as const,
  /** under the contracts' keys: a change of the contract (terms, end, reopen) refreshes its communications */
  ofContract: (contractId: string) => [...contractKeys.all, "inps-communications", contractId] as const,
};

export const inpsCommunicationsApi = {
  list: (query: InpsCommunicationListQuery) => apiFetch<InpsCommunicationList>(`/v1/inps-communications${queryString({ ...query })}`),
  file: (id: string, body: FileInpsCommunicationBody) => apiFetch<InpsCommunicationView>(`/v1/inps-communications/${id}/filed`, { method: "POST", body }),
  cancel: (id: string, body: CancelInpsCommunicationBody) => apiFetch<InpsCommunicationView>(`/v1/inps-communications/${id}/cancel`, { method: "POST", body }),
};

export function useInpsCommunicationList(query: InpsCommunicationListQuery) {
  return useQuery({ queryKey: inpsCommunicationKeys.list(query), queryFn: () => inpsCommunicationsApi.list(query) });
}

/** A contract's communications, every status, by due date (at most 100: a contract makes a handful). */
export function useContractInpsCommunications(organizationId: string, contractId: string) {
  return useQuery({
    queryKey: inpsCommunicationKeys.ofContract(contractId),
    queryFn: () => inpsCommunicationsApi.list({ organizationId, contractId, limit: 100 }),
  });
}

function useInvalidateCommunications() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: inpsCommunicationKeys.all }),
      // the contract's relationship code comes from the hiring's receipt
      queryClient.invalidateQueries({ queryKey: contractKeys.all }),
    ]);
  };
}

export function useFileInpsCommunication() {
  const invalidate = useInvalidateCommunications();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FileInpsCommunicationBody }) => inpsCommunicationsApi.file(id, body),
    onSuccess: () => invalidate(),
  });
}

export function useCancelInpsCommunication() {
  const invalidate = useInvalidateCommunications();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CancelInpsCommunicationBody }) => inpsCommunicationsApi.cancel(id, body),
    onSuccess: () => invalidate(),
  });
}
