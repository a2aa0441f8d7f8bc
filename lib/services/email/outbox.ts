import "server-only";
import type { Db, Tx } from "@/lib/db/client";

/** One e-mail to send, written to the outbox with the change it tells about (issue 29 point 8). */
export interface OutboxMessage {
  organizationId: string;
  /** what it is about: portal_invitation, payslip_finalized, contribution_reminder, … */
  kind: string;
  to: string;
  locale: "it" | "en";
  subject: string;
  /** links and words only: never personal figures (amounts, fiscal codes) in a message body */
  text: string;
  html?: string;
  /** what the sender attaches when the organization allows it, e.g. { payslipId } */
  attachment?: Record<string, string>;
  /** the same dedupeKey in one organization is written once (a reminder per payment and day) */
  dedupeKey?: string;
}

/**
 * Queues messages inside the caller's transaction: they are sent (by the job queue, through SMTP)
 * only if it commits. A message whose dedupeKey was already written is skipped. After the commit,
 * `kickEmailSender()` (lib/services/email/send-outbox.ts) sends them at once; otherwise each worker
 * process's sweep sends them within seconds.
 */
export async function queueEmails(db: Db | Tx, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.emailMessage.createMany({
    data: messages.map((m) => ({
      organizationId: m.organizationId,
      kind: m.kind,
      toAddress: m.to,
      locale: m.locale,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html ?? null,
      attachment: m.attachment ?? undefined,
      dedupeKey: m.dedupeKey ?? null,
    })),
    skipDuplicates: true,
  });
}
