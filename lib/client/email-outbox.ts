"use client";
/** The organization's outgoing e-mail in the browser (Impostazioni → Posta in uscita). */
import { useQuery } from "@tanstack/react-query";
import type { EmailOutboxView } from "@/lib/validation/email-outbox";
import { apiFetch } from "./api";

export const emailOutboxKeys = {
  all: ["email-outbox"] as const,
};

export function useEmailOutbox(options: { enabled: boolean }) {
  return useQuery({ queryKey: emailOutboxKeys.all, queryFn: () => apiFetch<EmailOutboxView>("/v1/email-outbox"), enabled: options.enabled });
}
