import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { storePayslipDocument } from "@/lib/services/documents/store-payslip-document";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { assertCanFinalize } from "./assert-can-finalize";
import { queuePayslipFinalizedEmails } from "./delivery-emails";
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
  /** written in the finalizing transaction (a run's item outcome) */
  inTransaction?: (tx: Tx) => Promise<void>;
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
  return (await finalizeCheckedPayslip(ctx, id, { document: "after_commit" }))!;
}

/** What the payslip.finalized event says of the payslip, read alone (a run's job answers nobody the full detail). */
async function eventFields(tx: Tx, id: string) {
  const p = await tx.payslip.findUniqueOrThrow({ where: { id }, select: { contractId: true, period: true, kind: true, metadata: true, externalId: true } });
  return { domesticContractId: p.contractId, period: p.period, kind: p.kind, ...metadataView(p) };
}

/**
 * finalizePayslip once the caller may finalize (a run's finalize checked it when it was asked for).
 * Answers the payslip's detail with `document: "after_commit"` (the single finalize), null for a run's job.
 */
export async function finalizeCheckedPayslip(ctx: ServiceContext, id: string, options: FinalizeOptions): Promise<PayslipDetail | null> {
  const { detail, deliveries, finalizedAt } = await writeTransaction(
    async (tx) => {
      const finalizedAt = new Date();
      const changed = await tx.payslip.updateMany({
        where: { id, ...payslipWhere(ctx.scope), status: "draft" },
        data: { status: "final", finalizedAt },
      });
      if (changed.count === 0) {
        const exists = await tx.payslip.findFirst({ where: { id, ...payslipWhere(ctx.scope) }, select: { id: true } });
        if (!exists) throw notFound("Payslip");
        throw new AppError("payslip_not_draft", "Only a draft payslip can be finalized");
      }
      // the household's and the worker's e-mails (issue 29): queued with the change, sent only if it commits
      await queuePayslipFinalizedEmails(tx, ctx.scope.organizationId, id);
      await writeAuditEntry(tx, ctx.principal, {
        action: "payslip.finalize",
        entityType: "payslip",
        entityId: id,
        before: { status: "draft" },
        after: { status: "final" },
        requestId: ctx.requestId,
      });
      // the answer's full detail for a caller that answers it; a run's job reads only what the event says
      const loaded = options.document === "after_commit" ? await loadPayslipDetail(tx, ctx.scope.organizationId, id) : null;
      const row = loaded ?? (await eventFields(tx, id));
      // the outbox: the event is recorded with the change, queued after the commit
      const ids = await recordWebhookEvent(tx, ctx.scope.organizationId, "payslip.finalized", {
        object: {
          id,
          domesticContractId: row.domesticContractId,
          period: row.period,
          kind: row.kind,
          status: "final",
          metadata: row.metadata,
          externalId: row.externalId,
        },
      });
      await options.inTransaction?.(tx);
      return { detail: loaded, deliveries: ids, finalizedAt };
    },
    { answer: (r) => r.detail, timeout: 15_000 },
  );
  await queueWebhookDeliveries(deliveries);
  if (options.document === "after_commit") {
    // the document the family signs: stored once, served unchanged afterwards
    await storePayslipDocument(getDb(), ctx.scope.organizationId, id, finalizedAt).catch((error: unknown) =>
      console.error(
        JSON.stringify({ level: "error", source: "payslips", step: "document", payslipId: id, error: error instanceof Error ? error.name : typeof error }),
      ),
    );
  }
  // the household's and the worker's e-mails go out now rather than at the next sweep
  await kickEmailSender();
  return detail;
}
