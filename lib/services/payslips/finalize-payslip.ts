import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntries } from "@/lib/services/audit/write-audit-entry";
import { storePayslipDocument } from "@/lib/services/documents/store-payslip-document";
import { queueWebhookDeliveries, recordWebhookEvents } from "@/lib/services/webhooks/emit-webhook-event";
import { assertCanFinalize } from "./assert-can-finalize";
import { queuePayslipsFinalizedEmails } from "./delivery-emails";
import { lockContractsPayslips } from "./run-payroll";
import { getBoss, QUEUES } from "@/lib/queue/boss";
import type { PayslipDocumentsJob } from "@/lib/services/documents/render-payslip-documents";
import { kickEmailSender } from "@/lib/services/email/send-outbox";
import { loadPayslipDetail } from "./get-payslip";
import { metadataView } from "@/lib/services/metadata/metadata-fields";
import type { PayslipDetail } from "./serialize-payslip";

export interface FinalizeOptions {
  /**
   * When the stored PDF is rendered: "after_commit" (this call, once the payslip is final; a
   * failure is logged and the first request of the PDF renders it) or "queued" (the caller has
   * the workers render it: a run's finalize, lib/services/documents/render-payslip-documents.ts).
   */
  document: "after_commit" | "queued";
  /** written in the finalizing transaction once each payslip's outcome is known (a run's items' outcomes) */
  inTransaction?: (tx: Tx, outcome: FinalizeOutcome) => Promise<void>;
}

/** What a finalize did with each payslip asked, in the order asked. */
export interface FinalizeOutcome {
  /** draft → final */
  finalized: string[];
  /** found, but no longer a draft (final already) */
  notDraft: string[];
  /** not found in the caller's scope (deleted, or another organization's) */
  missing: string[];
}

/**
 * draft → final, irreversibly. The conditional UPDATE (status = 'draft') is the lock: of N
 * concurrent calls exactly one changes the row; the others find it final → 409. The stored PDF
 * is rendered outside the transaction (the transaction only changes rows); GET …/pdf renders and
 * stores it on demand when asked first, the same bytes whoever renders it.
 */
export async function finalizePayslip(ctx: ServiceContext, id: string): Promise<PayslipDetail> {
  // maker–checker (issue 26): checked first, so a clerk learns it whatever the payslip's state
  await assertCanFinalize(getDb(), ctx.principal);
  const done = await finalizeInOneTransaction(ctx, [id], { document: "after_commit" }, true);
  await afterFinalize(ctx, done, "after_commit");
  return done.detail!;
}

/**
 * finalizePayslip of many payslips once the caller may finalize (a run's finalize checked it when
 * it was asked for): the same checks and side effects as one finalize — the same conditional
 * UPDATE, audit entries, e-mails, payslip.finalized events — for all of them in one transaction,
 * each statement multi-row; a payslip no longer a draft, or not found, is answered so (not an
 * error). With `document: "queued"` one job renders the stored PDFs of those made final.
 */
export async function finalizeCheckedPayslips(ctx: ServiceContext, ids: readonly string[], options: FinalizeOptions): Promise<FinalizeOutcome> {
  const done = await finalizeInOneTransaction(ctx, ids, options, false);
  await afterFinalize(ctx, done, options.document);
  return done.outcome;
}

/**
 * The finalize's transaction, for one payslip or a batch. The contracts' payslip locks first, in
 * ascending order (as run-payroll and a month-end batch take them: a draft is never recomputed
 * while it is finalized, and overlapping batches cannot deadlock); then the conditional UPDATE of
 * every payslip asked; then, for those it changed, the e-mails, the audit entries, the events
 * (each one statement) and the caller's own write. `refuse`: a payslip not changed is an error
 * (the single finalize: 404 or 409), nothing is written.
 */
async function finalizeInOneTransaction(ctx: ServiceContext, ids: readonly string[], options: FinalizeOptions, refuse: boolean): Promise<Finalized> {
  const org = ctx.scope.organizationId;
  const rates = await ratesOf(ctx);
  return writeTransaction(
    async (tx) => {
      const finalizedAt = new Date();
      const found = await tx.payslip.findMany({ where: { id: { in: [...ids] }, ...payslipWhere(ctx.scope) }, select: { id: true, contractId: true } });
      await lockContractsPayslips(tx, [...new Set(found.map((p) => p.contractId))]);
      const changed = await tx.payslip.updateManyAndReturn({
        where: { id: { in: found.map((p) => p.id) }, ...payslipWhere(ctx.scope), status: "draft" },
        data: { status: "final", finalizedAt },
        select: { id: true, contractId: true, period: true, kind: true, metadata: true, externalId: true },
      });
      const byId = new Map(changed.map((p) => [p.id, p]));
      const foundIds = new Set(found.map((p) => p.id));
      const outcome: FinalizeOutcome = {
        finalized: ids.filter((id) => byId.has(id)),
        notDraft: ids.filter((id) => foundIds.has(id) && !byId.has(id)),
        missing: ids.filter((id) => !foundIds.has(id)),
      };
      if (refuse && outcome.missing.length) throw notFound("Payslip");
      if (refuse && outcome.notDraft.length) throw new AppError("payslip_not_draft", "Only a draft payslip can be finalized");
      // the household's and the worker's e-mails (issue 29): queued with the change, sent only if it commits
      await queuePayslipsFinalizedEmails(tx, org, outcome.finalized);
      await writeAuditEntries(
        tx,
        ctx.principal,
        outcome.finalized.map((id) => ({
          action: "payslip.finalize",
          entityType: "payslip",
          entityId: id,
          before: { status: "draft" },
          after: { status: "final" },
          requestId: ctx.requestId,
        })),
      );
      // the answer's full detail for the single finalize; a run's job answers nobody
      const detail =
        options.document === "after_commit" && outcome.finalized.length === 1 ? await loadPayslipDetail(tx, org, outcome.finalized[0]!, rates) : null;
      // the outbox: the events are recorded with the change, queued after the commit
      const deliveries = await recordWebhookEvents(
        tx,
        "payslip.finalized",
        outcome.finalized.map((id) => {
          const row = byId.get(id)!;
          const view = metadataView(row);
          return {
            organizationId: org,
            data: {
              object: {
                id,
                domesticContractId: row.contractId,
                period: row.period,
                kind: row.kind,
                status: "final",
                metadata: view.metadata,
                externalId: view.externalId,
              },
            },
          };
        }),
      );
      await options.inTransaction?.(tx, outcome);
      return { outcome, detail, deliveries, finalizedAt };
    },
    { answer: (r) => r.detail, timeout: 15_000 },
  );
}

interface Finalized {
  outcome: FinalizeOutcome;
  detail: PayslipDetail | null;
  /** the events' deliveries, to queue after the commit */
  deliveries: string[];
  finalizedAt: Date;
}

/**
 * After the commit: the events' deliveries queued (one insert), the stored PDFs rendered — here,
 * or by the workers in one job for the batch — and the e-mails sent now rather than at the next
 * sweep (one kick).
 */
async function afterFinalize(ctx: ServiceContext, done: Finalized, document: FinalizeOptions["document"]): Promise<void> {
  const org = ctx.scope.organizationId;
  const { finalized } = done.outcome;
  await queueWebhookDeliveries(done.deliveries);
  if (finalized.length && document === "after_commit") {
    // the document the family signs: stored once, served unchanged afterwards
    const rates = await ratesOf(ctx);
    for (const id of finalized)
      await storePayslipDocument(getDb(), org, id, done.finalizedAt, rates).catch((error: unknown) =>
        console.error(
          JSON.stringify({ level: "error", source: "payslips", step: "document", payslipId: id, error: error instanceof Error ? error.name : typeof error }),
        ),
      );
  } else if (finalized.length) {
    const job: PayslipDocumentsJob = { organizationId: org, payslipIds: finalized };
    await (await getBoss()).send(QUEUES.payslipDocuments, job);
  }
  if (finalized.length) await kickEmailSender();
}
