import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "@/lib/db/client";
import { claimDueEmails, type ClaimedEmail } from "@/lib/db/statements/email";
import { getBoss, QUEUES } from "@/lib/queue/boss";
import { renderProtectedPayslipPdf } from "@/lib/services/payslips/delivery-emails";

/**
 * The outbox's sender (issue 29 point 8): queued messages go out through SMTP (`SMTP_URL`, e.g.
 * `smtp://user:pass@mail.example:587`; `MAIL_FROM` the sender address). Without SMTP_URL nothing is
 * sent: the messages stay queued and an administrator reads them in the settings. Each attempt is
 * logged on the row (attempts, last_error, next_attempt_at); a refused or failed attempt is retried
 * with exponential backoff, and the message is marked failed after `PAGHE_EMAIL_MAX_ATTEMPTS`.
 */

const intEnv = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/** Attempts before a message is marked failed (default 8: about two hours of retries). */
export const emailMaxAttempts = () => intEnv("PAGHE_EMAIL_MAX_ATTEMPTS", 8);
/** The first retry's delay; each next one doubles it (default 30 s: 30 s, 1 min, 2 min, …). */
const retryBaseMs = () => intEnv("PAGHE_EMAIL_RETRY_BASE_MS", 30_000);
const BATCH = 20;
/** how long a claimed message is left to its sender before another process may claim it */
const LEASE_SECONDS = 120;

export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL?.trim());
}

const cache = globalThis as typeof globalThis & { __smtp?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  if (cache.__smtp?.url !== url) {
    cache.__smtp?.transport.close();
    cache.__smtp = { url, transport: nodemailer.createTransport(url) };
  }
  return cache.__smtp.transport;
}

function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || "Paghe Domestiche <no-reply@localhost>";
}

export interface SendOutcome {
  sent: number;
  retried: number;
  failed: number;
}

async function sendOne(smtp: Transporter, message: ClaimedEmail): Promise<"sent" | "retried" | "failed"> {
  const db = getDb();
  const attempts = message.attempts + 1;
  try {
    // a payslip attached where the organization turned it on: rendered now, password-protected, never stored here
    const payslipId = message.attachment?.payslipId;
    const pdf = payslipId ? await renderProtectedPayslipPdf(db, message.organizationId, payslipId) : null;
    const info = await smtp.sendMail({
      from: mailFrom(),
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      ...(message.htmlBody ? { html: message.htmlBody } : {}),
      ...(pdf ? { attachments: [{ filename: pdf.filename, content: pdf.content, contentType: "application/pdf" }] } : {}),
      headers: { "X-Paghe-Message-Id": message.id, "Content-Language": message.locale },
    });
    await db.emailMessage.update({
      where: { id: message.id },
      data: { status: "sent", attempts, sentAt: new Date(), providerMessageId: String(info.messageId ?? "").slice(0, 300) || null, lastError: null },
      select: { id: true },
    });
    return "sent";
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const failed = attempts >= emailMaxAttempts();
    const nextAttemptAt = new Date(Date.now() + retryBaseMs() * 2 ** (attempts - 1));
    await db.emailMessage.update({
      where: { id: message.id },
      data: { attempts, lastError, ...(failed ? { status: "failed" } : { nextAttemptAt }) },
      select: { id: true },
    });
    return failed ? "failed" : "retried";
  }
}

/**
 * Sends what is due, a batch at a time, until nothing is due. A system service (the worker's sweep
 * and the queue's `email-send` jobs call it, across organizations): no context.
 */
export async function sendDueEmails(): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, retried: 0, failed: 0 };
  const url = process.env.SMTP_URL?.trim();
  if (!url) return outcome;
  const smtp = transport(url);
  for (;;) {
    const due = await claimDueEmails(getDb(), { limit: BATCH, leaseSeconds: LEASE_SECONDS });
    for (const message of due) outcome[await sendOne(smtp, message)]++;
    if (due.length < BATCH) return outcome;
  }
}

/**
 * After the commit of a change that queued messages: asks the queue to send them now rather than
 * at the next sweep. A failure here loses nothing (the sweep sends them).
 */
export async function kickEmailSender(): Promise<void> {
  if (!smtpConfigured()) return;
  try {
    const boss = await getBoss();
    await boss.send(QUEUES.emailSend, {});
  } catch (error) {
    console.error(JSON.stringify({ level: "error", source: "email", step: "kick", error: error instanceof Error ? error.name : typeof error }));
  }
}
