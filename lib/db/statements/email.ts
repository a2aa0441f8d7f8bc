import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

/** One outbox message claimed for sending. */
export interface ClaimedEmail {
  id: string;
  organizationId: string;
  kind: string;
  toAddress: string;
  locale: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** what to attach, rendered at send time (e.g. { payslipId }) */
  attachment: Record<string, string> | null;
  attempts: number;
}

/**
 * Claims up to `limit` queued messages that are due, oldest first, in one statement: their
 * next_attempt_at moves `leaseSeconds` ahead, so another process's sweep skips them (SKIP LOCKED
 * while this statement runs, the lease afterwards); a process killed while sending leaves them to
 * be claimed again once the lease is over.
 */
export async function claimDueEmails(db: Queryable, input: { limit: number; leaseSeconds: number }): Promise<ClaimedEmail[]> {
  return sqlOf(db).query<ClaimedEmail>(Prisma.sql`
    UPDATE email_outbox m SET next_attempt_at = now() + make_interval(secs => ${input.leaseSeconds}::int), updated_at = now()
      FROM (SELECT id FROM email_outbox WHERE status = 'queued' AND next_attempt_at <= now()
             ORDER BY next_attempt_at, id LIMIT ${input.limit}::int FOR UPDATE SKIP LOCKED) due
     WHERE m.id = due.id
     RETURNING m.id::text AS id, m.organization_id::text AS "organizationId", m.kind, m.to_address AS "toAddress", m.locale,
               m.subject, m.text_body AS "textBody", m.html_body AS "htmlBody", m.attachment, m.attempts`);
}
