import "server-only";
import { metadataView } from "@/lib/services/metadata/metadata-fields";
import { writeTransaction } from "@/lib/db/sql";
import { hasAdminRights } from "@/lib/auth/principal";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { comparePayslips } from "@/lib/payroll";

/**
 * Deletes a draft or final payslip (interface §3); a final one, with a clerk's login, only if the
 * clerk is an administrator (403 admin_required). Returns the later payslips of the contract,
 * whose running totals (vacation, TFR, thirteenth, ytd) may now be outdated.
 */
export async function deletePayslip(
  ctx: ServiceContext,
  id: string,
): Promise<{ laterPayslips: { id: string; period: string; kind: string; status: string }[] }> {
  const deleted = await writeTransaction(async (tx) => {
    const payslip = await tx.payslip.findFirst({
      where: { id, ...payslipWhere(ctx.scope) },
      select: { id: true, contractId: true, period: true, kind: true, status: true, totalNet: true, metadata: true, externalId: true },
    });
    if (!payslip) throw notFound("Payslip");
    // a final payslip was paid and may be declared: an administrator's login or an admin-scoped
    // API key deletes it, a clerk's login or a read-write key cannot
    if (payslip.status === "final" && !hasAdminRights(ctx.principal)) {
      throw new AppError("admin_required", "Only an administrator can delete a final payslip");
    }
    // a payslip corrected by correcting payslips (docs/corrections.md) goes only after them
    const corrections = await tx.payslip.findMany({ where: { correctsPayslipId: id }, select: { id: true } });
    if (corrections.length > 0) {
      throw new AppError("conflict", "The payslip has correcting payslips: delete them first", { extra: { correctionIds: corrections.map((c) => c.id) } });
    }
    await tx.payslip.delete({ where: { id } });
    const later = await tx.payslip.findMany({
      where: { contractId: payslip.contractId, period: { gte: payslip.period }, NOT: { id } },
      orderBy: [{ period: "asc" }, { kind: "asc" }],
      select: { id: true, period: true, kind: true, status: true, metadata: true, externalId: true },
    });
    const laterPayslips = later.filter((p) => comparePayslips(p, payslip) > 0);
    await writeAuditEntry(tx, ctx.principal, {
      action: "payslip.delete",
      entityType: "payslip",
      entityId: id,
      before: { period: payslip.period, kind: payslip.kind, status: payslip.status, totalNet: payslip.totalNet.toFixed(2) },
      requestId: ctx.requestId,
    });
    // Webhooks (the outbox, with the change): the deletion, and the later payslips whose running totals it outdates.
    const deliveries = await recordWebhookEvent(tx, ctx.scope.organizationId, "payslip.deleted", {
      object: {
        id: payslip.id,
        domesticContractId: payslip.contractId,
        period: payslip.period,
        kind: payslip.kind,
        status: payslip.status,
        ...metadataView(payslip),
      },
    });
    for (const later of laterPayslips) {
      deliveries.push(
        ...(await recordWebhookEvent(tx, ctx.scope.organizationId, "payslip.outdated", {
          object: {
            id: later.id,
            domesticContractId: payslip.contractId,
            period: later.period,
            kind: later.kind,
            status: later.status,
            ...metadataView(later),
          },
          reason: "earlier_payslip_deleted",
        })),
      );
    }
    return { laterPayslips, deliveries };
  });
  await queueWebhookDeliveries(deleted.deliveries);
  return { laterPayslips: deleted.laterPayslips };
}
