import "server-only";
import type { OutboxMessage } from "@/lib/services/email/outbox";
import { INVITATION_DAYS } from "./portal-access-view";

/**
 * The invitation e-mail, in the invitation's language: who invites, the link, how long it lasts.
 * No names of the household or the worker, no figures: the page the link opens says what for.
 */
export function invitationEmail(input: {
  organizationId: string;
  organizationName: string;
  inviterName: string | null;
  to: string;
  locale: "it" | "en";
  url: string;
  kind: "household" | "worker";
}): OutboxMessage {
  const by = input.inviterName ? `${input.inviterName} (${input.organizationName})` : input.organizationName;
  const it = input.locale === "it";
  const what = it
    ? input.kind === "worker"
      ? "per vedere le tue buste paga"
      : "per seguire le buste paga e il mese del lavoro domestico"
    : input.kind === "worker"
      ? "to see your payslips"
      : "to follow the payslips and the month of your domestic worker";
  const subject = it ? `Invito di ${input.organizationName}` : `Invitation from ${input.organizationName}`;
  const text = it
    ? `Buongiorno,\n\n${by} ti invita ad accedere a Paghe Domestiche ${what}.\n\nApri il link per scegliere la password (vale ${INVITATION_DAYS} giorni e una sola volta):\n${input.url}\n\nSe il link è scaduto, chiedi un nuovo invito a chi ti ha scritto.\n`
    : `Hello,\n\n${by} invites you to Paghe Domestiche ${what}.\n\nOpen the link to choose your password (valid for ${INVITATION_DAYS} days, once):\n${input.url}\n\nIf the link has expired, ask whoever wrote to you for a new invitation.\n`;
  return { organizationId: input.organizationId, kind: "portal_invitation", to: input.to, locale: input.locale, subject, text };
}
