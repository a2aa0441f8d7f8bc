import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { payslipWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { loadPayslipDetail } from "./get-payslip";
import { assertWorkerPrincipal } from "./portal-payslips";
import type { PayslipDetail } from "./serialize-payslip";

/**
 * POST /v1/domestic-payslips/{id}/receipt-confirmation (issue 29 point 7): the worker confirms
 * having received the pay of a final payslip of theirs. Records when and which portal user (and
 * `viewedAt`, if the payslip was never opened), one audit entry and the webhook
 * `payslip.receipt_confirmed`. Once only: a second confirmation → 409 receipt_already_confirmed
 * with who and when. The conditional UPDATE is the lock: of concurrent calls exactly one records it.
 */
export async function confirmPayslipReceipt(ctx: ServiceContext, id: string): Promise<PayslipDetail> {
  assertWorkerPrincipal(ctx.principal);
  // read before the transaction (primeRates): the answer's outdated flags on the organization's tables
  const rates = await ratesOf(ctx);
  const { detail, deliveries } = await writeTransaction(
    async (tx) => {
      const where = { id, ...payslipWhere(ctx.scope), status: "final" as const };
      const found = await tx.payslip.findFirst({ where, select: { viewedAt: true } });
      if (!found) throw notFound("Payslip");
      const confirmedAt = new Date();
      const changed = await tx.payslip.updateMany({
        where: { ...where, receiptConfirmedAt: null },
        data: { receiptConfirmedAt: confirmedAt, receiptConfirmedById: ctx.principal.actorId, ...(found.viewedAt ? {} : { viewedAt: confirmedAt }) },
      });
      if (changed.count === 0) {
        const done = await tx.payslip.findFirstOrThrow({ where, select: { receiptConfirmedAt: true, receiptConfirmedById: true } });
        throw new AppError("receipt_already_confirmed", "The receipt of this pay was already confirmed", {
          extra: { receiptConfirmedAt: done.receiptConfirmedAt?.toISOString(), receiptConfirmedById: done.receiptConfirmedById },
        });
      }
      await writeAuditEntry(tx, ctx.principal, {
        action: "payslip.receipt_confirm",
        entityType: "payslip",
        entityId: id,
        before: { receiptConfirmedAt: null },
        after: { receiptConfirmedAt: confirmedAt.toISOString(), receiptConfirmedById: ctx.principal.actorId },
        requestId: ctx.requestId,
      });
      const loaded = await loadPayslipDetail(tx, ctx.scope, id, rates);
      const ids = await recordWebhookEvent(tx, ctx.scope.organizationId, "payslip.receipt_confirmed", {
        object: { id, domesticContractId: loaded.domesticContractId, period: loaded.period, kind: loaded.kind, status: "final" },
        receiptConfirmedAt: confirmedAt.toISOString(),
        receiptConfirmedById: ctx.principal.actorId,
      });
      return { detail: loaded, deliveries: ids };
    },
    { answer: (r) => r.detail },
  );
  await queueWebhookDeliveries(deliveries);
  return detail;
}
