import "server-only";
import { getDb } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { storePayslipDocument } from "@/lib/services/documents/store-payslip-document";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { assertCanFinalize } from "./assert-can-finalize";
import { queuePayslipFinalizedEmails } from "./delivery-emails";
import { loadPayslipDetail } from "./get-payslip";
import type { PayslipDetail } from "./serialize-payslip";

/**
 * draft → final, irreversibly. The conditional UPDATE (status = 'draft') is the lock: of N
 * concurrent calls exactly one changes the row; the others find it final → 409.
 */
export async function finalizePayslip(ctx: ServiceContext, id: string): Promise<PayslipDetail> {
  // maker–checker (issue 26): checked first, so a clerk learns it whatever the payslip's state
  await assertCanFinalize(getDb(), ctx.principal);
  const { detail, deliveries } = await writeTransaction(
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
      // the document the family signs: stored now, served unchanged afterwards
      await storePayslipDocument(tx, ctx.scope.organizationId, id, finalizedAt);
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
      const loaded = await loadPayslipDetail(tx, ctx.scope.organizationId, id);
      // the outbox: the event is recorded with the change, queued after the commit
      const ids = await recordWebhookEvent(tx, ctx.scope.organizationId, "payslip.finalized", {
        object: { id, domesticContractId: loaded.domesticContractId, period: loaded.period, kind: loaded.kind, status: "final" },
      });
      return { detail: loaded, deliveries: ids };
    },
    // it renders the PDF and queues the e-mails inside: on a busy machine that outlasts Prisma's 5 s default
    { answer: (r) => r.detail, timeout: 15_000 },
  );
  await queueWebhookDeliveries(deliveries);
  return detail;
}
