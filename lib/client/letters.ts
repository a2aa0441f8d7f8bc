"use client";
/**
 * Fetchers and React Query hooks for a contract's letters (issue 31 item 2): `GET …/letters` lists
 * every version and the terms whose letter is due, `POST …/letters` generates one, `POST
 * …/letters/{letterId}/signed` records the signature, `GET …/letters/{letterId}/pdf` downloads it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractLetterList, ContractLetterView, CreateContractLetterBody, SignContractLetterBody } from "@/lib/validation/contract-letter";
import { apiRequest, apiFetch } from "./api";

export type { ContractLetterList, ContractLetterView };

export const letterKeys = {
  all: ["contract-letters"] as const,
  list: (contractId: string) => ["contract-letters", contractId] as const,
};

const base = (contractId: string) => `/v1/domestic-contracts/${contractId}/letters`;

export const letterApi = {
  list: (contractId: string) => apiFetch<ContractLetterList>(base(contractId)),
  /** the letter, and whether a new version was stored (201) or the current one answered (200) */
  create: async (contractId: string, body: CreateContractLetterBody) => {
    const { data, headers } = await apiRequest<ContractLetterView>(base(contractId), { method: "POST", body });
    return { letter: data, created: headers.has("location") };
  },
  sign: (contractId: string, letterId: string, body: SignContractLetterBody) =>
    apiFetch<ContractLetterView>(`${base(contractId)}/${letterId}/signed`, { method: "POST", body }),
};

export const letterLinks = {
  pdf: (contractId: string, letterId: string) => `${base(contractId)}/${letterId}/pdf`,
};

export function useContractLetters(contractId: string) {
  return useQuery({ queryKey: letterKeys.list(contractId), queryFn: () => letterApi.list(contractId) });
}

export function useCreateContractLetter(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContractLetterBody) => letterApi.create(contractId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.list(contractId) }),
  });
}

export function useSignContractLetter(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ letterId, signedOn }: { letterId: string; signedOn: string }) => letterApi.sign(contractId, letterId, { signedOn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.list(contractId) }),
  });
}
