import "server-only";
import { dateString } from "@/lib/db/serialize";
import { writeTransaction } from "@/lib/db/sql";
import { lockPayslipRow } from "@/lib/db/statements/locks";
import { payslipPaymentWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";

/**
 * DELETE /v1/domestic-payslips/{id}/payments/{paymentId}: a payment recorded by mistake goes, with its
 * receipts; the audit entry keeps what it said (date, method, amount, reference, the receipt's hash).
 */
export async function deletePayslipPayment(ctx: ServiceContext, payslipId: string, paymentId: string): Promise<void> {
  await writeTransaction(async (tx) => {
    if (!(await lockPayslipRow(tx, ctx.scope, payslipId))) throw notFound("Payslip");
    const row = await tx.payslipPayment.findFirst({
      where: { id: paymentId, payslipId, ...payslipPaymentWhere(ctx.scope) },
      include: { receipts: { select: { version: true, sha256: true }, orderBy: { version: "asc" } } },
    });
    if (!row) throw notFound("Payment");
    await tx.payslipPayment.delete({ where: { id: row.id } });
    await writeAuditEntry(tx, ctx.principal, {
      action: "payslip.payment_deleted",
      entityType: "payslip",
      entityId: payslipId,
      before: {
        paymentId: row.id,
        paidOn: dateString(row.paidOn),
        method: row.method,
        amount: row.amount.toFixed(2),
        reference: row.reference,
        excessAmount: row.excessAmount.toFixed(2),
        excessReason: row.excessReason,
        receipts: row.receipts,
      },
      requestId: ctx.requestId,
    });
  });
}
