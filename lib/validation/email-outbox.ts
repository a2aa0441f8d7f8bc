import { z } from "zod";

export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;

export const listEmailOutboxQuery = z.strictObject({
  status: z.enum(EMAIL_STATUSES).optional(),
});
export type ListEmailOutboxQuery = z.infer<typeof listEmailOutboxQuery>;

/** One message of the e-mail outbox with its delivery log (issue 29 point 8). */
export const emailMessageSchema = z
  .object({
    id: z.string(),
    kind: z.string().meta({ description: "What it is about: portal_invitation, payslip_finalized, …" }),
    to: z.string(),
    locale: z.string(),
    subject: z.string(),
    text: z.string().meta({ description: "The plain-text body (links and words only, never personal figures)" }),
    status: z.enum(EMAIL_STATUSES).meta({ description: "queued (waiting, or no SMTP configured), sent, failed (after the last attempt)" }),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable().meta({ description: "When a queued message is tried next" }),
    sentAt: z.string().nullable(),
    providerMessageId: z.string().nullable().meta({ description: "The SMTP server's Message-ID of the accepted message" }),
    createdAt: z.string(),
  })
  .meta({ id: "EmailMessage" });
export type EmailMessageView = z.infer<typeof emailMessageSchema>;

export const emailOutboxResponseSchema = z.object({
  data: z.array(emailMessageSchema),
  smtpConfigured: z.boolean().meta({ description: "false: SMTP_URL is not set, messages stay queued and are read here" }),
});
export type EmailOutboxView = z.infer<typeof emailOutboxResponseSchema>;
