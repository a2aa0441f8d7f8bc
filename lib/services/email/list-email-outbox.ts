import "server-only";
import { getDb } from "@/lib/db/client";
import { emailMessageWhere } from "@/lib/db/scope";
import { timestampString } from "@/lib/db/serialize";
import type { ServiceContext } from "@/lib/services/context";
import type { EmailOutboxView, ListEmailOutboxQuery } from "@/lib/validation/email-outbox";
import { smtpConfigured } from "./send-outbox";

/**
 * GET /v1/email-outbox: the organization's latest 200 messages with their delivery log, newest
 * first. Without SMTP (the demo) this is where an administrator reads what would have been sent.
 */
export async function listEmailOutbox(ctx: ServiceContext, query: ListEmailOutboxQuery): Promise<EmailOutboxView> {
  const rows = await getDb().emailMessage.findMany({
    where: { ...emailMessageWhere(ctx.scope), ...(query.status ? { status: query.status } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 200,
  });
  return {
    smtpConfigured: smtpConfigured(),
    data: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.toAddress,
      locale: m.locale,
      subject: m.subject,
      text: m.textBody,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      nextAttemptAt: m.status === "queued" ? timestampString(m.nextAttemptAt) : null,
      sentAt: m.sentAt ? timestampString(m.sentAt) : null,
      providerMessageId: m.providerMessageId,
      createdAt: timestampString(m.createdAt),
    })),
  };
}
