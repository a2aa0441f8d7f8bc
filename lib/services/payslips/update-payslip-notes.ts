import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { loadPayslipDetail } from "./get-payslip";
import { assertExternalIdFree, mergeMetadata } from "@/lib/services/metadata/metadata-fields";
import type { MetadataPatch } from "@/lib/validation/metadata";
import type { PayslipDetail } from "./serialize-payslip";

/**
 * PATCH notes: drafts only (a final payslip cannot be modified, its notes included → 409). An
 * integrator's metadata and externalId are not the payslip's content: they change on a final one too.
 */
export async function updatePayslipNotes(
  ctx: ServiceContext,
  id: string,
  body: { note1?: string | null; note2?: string | null; metadata?: MetadataPatch; externalId?: string | null },
): Promise<PayslipDetail> {
  const rates = await ratesOf(ctx);
  return writeTransaction(async (tx) => {
    const payslip = await tx.payslip.findFirst({
      where: { id, ...payslipWhere(ctx.scope) },
      select: { id: true, status: true, note1: true, note2: true, metadata: true, externalId: true },
    });
    if (!payslip) throw notFound("Payslip");
    const notes = body.note1 !== undefined || body.note2 !== undefined;
    if (notes && payslip.status !== "draft") throw new AppError("payslip_not_draft", "A final payslip cannot be modified, its notes included");
    const data: { note1?: string | null; note2?: string | null; metadata?: Record<string, string>; externalId?: string | null } = {};
    if (body.note1 !== undefined) data.note1 = body.note1;
    if (body.note2 !== undefined) data.note2 = body.note2;
    const metadata = mergeMetadata(payslip.metadata, body.metadata);
    if (metadata) data.metadata = metadata;
    if (body.externalId !== undefined && body.externalId !== payslip.externalId) {
      if (body.externalId)
        assertExternalIdFree(
          await tx.payslip.findFirst({ where: { ...payslipWhere(ctx.scope), externalId: body.externalId, NOT: { id } }, select: { id: true } }),
        );
      data.externalId = body.externalId;
    }
    if (Object.keys(data).length === 0) return loadPayslipDetail(tx, ctx.scope.organizationId, id, rates);
    if (!notes) {
      await tx.payslip.update({ where: { id }, data, select: { id: true } });
      await writeAuditEntry(tx, ctx.principal, {
        action: "payslip.metadata",
        entityType: "payslip",
        entityId: id,
        before: { metadata: payslip.metadata, externalId: payslip.externalId },
        after: data,
        requestId: ctx.requestId,
      });
      return loadPayslipDetail(tx, ctx.scope.organizationId, id, rates);
    }
    // status in the WHERE: a finalize that commits between our read and this write wins.
    const updated = await tx.payslip.updateMany({ where: { id, status: "draft" }, data });
    if (updated.count === 0) throw new AppError("payslip_not_draft", "A final payslip cannot be modified, its notes included");
    await writeAuditEntry(tx, ctx.principal, {
      action: "payslip.notes",
      entityType: "payslip",
      entityId: id,
      before: { note1: payslip.note1, note2: payslip.note2 },
      after: data,
      requestId: ctx.requestId,
    });
    return loadPayslipDetail(tx, ctx.scope.organizationId, id, rates);
  });
}
