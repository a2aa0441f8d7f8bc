import "server-only";
import { organizationTestMode } from "@/lib/services/sandbox/organization-mode";
import { randomBytes } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { parseOrganizationSettings } from "@/lib/db/json-columns";
import type { Queryable } from "@/lib/db/sql";
import { selectOrganizationSettings } from "@/lib/db/statements/payroll-inputs";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
import { loadPayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import { storePayslipDocument } from "@/lib/services/documents/store-payslip-document";
import { appUrl } from "@/lib/services/email/app-url";
import { queueEmails, type OutboxMessage } from "@/lib/services/email/outbox";
import { composePayslipMessage, type DeliveryLocale, type PayslipKind } from "./delivery-message";

/**
 * Payslips delivered (issue 29 point 7): when a payslip becomes final, every person with an active
 * portal access to it gets an e-mail with a link — the household's people of the payslip's employer
 * (any right) and the worker of the contract — queued in the outbox inside the finalizing
 * transaction (a rolled-back finalize sends nothing). The PDF is attached only when the organization
 * turns `attachPayslipPdf` on, then protected by a password: the worker's fiscal code.
 */

export const PAYSLIP_FINALIZED_KIND = "payslip_finalized";

/** Whether the organization's setting `attachPayslipPdf` is on (off by default). */
export async function attachesPayslipPdf(db: Queryable, organizationId: string): Promise<boolean> {
  return parseOrganizationSettings(await selectOrganizationSettings(db, organizationId), organizationId).payroll?.attachPayslipPdf === true;
}

/** The link to a payslip in the portal. */
export function portalPayslipLink(payslipId: string): string {
  return `${appUrl()}/portal/payslips/${payslipId}`;
}

/** One message per access, never twice for the same payslip and access (a repeated call writes nothing). */
export function payslipFinalizedDedupeKey(payslipId: string, accessId: string): string {
  return `${PAYSLIP_FINALIZED_KIND}:${payslipId}:${accessId}`;
}

/**
 * Queues, in the caller's transaction, the e-mails of a payslip just finalized: one per active
 * accepted portal access (not revoked, invitation accepted) of the payslip's employer or of the
 * contract's worker, in the access's language. Answers how many were queued (before duplicates
 * were skipped). queuePayslipsFinalizedEmails of one.
 */
export async function queuePayslipFinalizedEmails(tx: Tx, organizationId: string, payslipId: string): Promise<number> {
  return queuePayslipsFinalizedEmails(tx, organizationId, [payslipId]);
}

/**
 * The e-mails of payslips just finalized (one, or a run's batch): one statement reads the payslips
 * with their accesses, one writes every message, in the order of `payslipIds`.
 */
export async function queuePayslipsFinalizedEmails(tx: Tx, organizationId: string, payslipIds: readonly string[]): Promise<number> {
  if (payslipIds.length === 0) return 0;
  const payslips = await tx.payslip.findMany({
    where: { id: { in: [...payslipIds] }, organizationId },
    select: {
      id: true,
      period: true,
      kind: true,
      organization: { select: { name: true, settings: true } },
      contract: {
        select: {
          employerId: true,
          workerId: true,
          workerFiscalCode: true,
          employer: { select: { portalAccesses: { where: ACTIVE, select: ACCESS } } },
          worker: { select: { portalAccesses: { where: ACTIVE, select: ACCESS } } },
        },
      },
    },
  });
  const byId = new Map(payslips.map((p) => [p.id, p]));
  const messages: OutboxMessage[] = [];
  for (const payslipId of payslipIds) {
    const payslip = byId.get(payslipId);
    if (!payslip) continue;
    const c = payslip.contract;
    const accesses = [
      ...c.employer.portalAccesses.map((a) => ({ ...a, audience: "household" as const })),
      ...(c.worker?.portalAccesses ?? []).map((a) => ({ ...a, audience: "worker" as const })),
    ];
    if (accesses.length === 0) continue;
    const settings = parseOrganizationSettings(payslip.organization.settings, organizationId);
    // without the worker's fiscal code there is no password to protect the file with: no attachment
    const attached = settings.payroll?.attachPayslipPdf === true && Boolean(c.workerFiscalCode);
    for (const a of accesses) {
      const locale: DeliveryLocale = a.locale === "en" ? "en" : "it";
      const composed = composePayslipMessage(locale, {
        period: payslip.period,
        kind: payslip.kind as PayslipKind,
        organizationName: payslip.organization.name,
        link: portalPayslipLink(payslipId),
        attached,
        audience: a.audience,
      });
      messages.push({
        organizationId,
        kind: PAYSLIP_FINALIZED_KIND,
        to: a.email,
        locale,
        subject: composed.subject,
        text: composed.text,
        ...(attached ? { attachment: { payslipId } } : {}),
        dedupeKey: payslipFinalizedDedupeKey(payslipId, a.id),
      });
    }
  }
  await queueEmails(tx, messages);
  return messages.length;
}

const ACTIVE = { revokedAt: null, acceptedAt: { not: null }, userId: { not: null } } as const;
const ACCESS = { id: true, email: true, locale: true } as const;

/** The password that opens an attached payslip PDF: the worker's fiscal code, upper case, no spaces. */
export function payslipPdfPassword(fiscalCode: string): string {
  return fiscalCode.replace(/\s+/g, "").toUpperCase();
}

export interface ProtectedPdf {
  content: Buffer;
  filename: string;
}

/**
 * For the sender, when a message carries `attachment: { payslipId }`: the final payslip's PDF,
 * rendered from the same data and date as the stored document (stored first when the workers have
 * not stored it yet), encrypted (AES-256) so that it
 * opens only with the worker's fiscal code; printing and copying allowed, changes not (the owner
 * password is random and never kept). Null when the payslip is not final or has no fiscal code
 * (the message then goes without it: the link is enough).
 */
export async function renderProtectedPayslipPdf(db: Db | Tx, organizationId: string, payslipId: string): Promise<ProtectedPdf | null> {
  const data = await loadPayslipDocumentData(db, organizationId, payslipId);
  const p = data.payslip;
  if (p.status !== "final" || !data.worker.fiscalCode || !p.finalizedAt) return null;
  // the stored document first (a run's finalize leaves it to the workers): the attached copy is the
  // stored one's twin, from the same data and date, never ahead of it
  await storePayslipDocument(db, organizationId, payslipId, new Date(p.finalizedAt));
  // a sandbox's copy says PROVA, like its stored document
  const content = await renderPayslipPdf(data, new Date(p.finalizedAt), {
    testMode: await organizationTestMode(db, organizationId),
    security: { userPassword: payslipPdfPassword(data.worker.fiscalCode), ownerPassword: randomBytes(24).toString("base64url") },
  });
  const suffix = p.kind === "ordinary" ? "" : `-${p.kind}`;
  return { content, filename: `busta-paga-${p.period}${suffix}.pdf` };
}
