import "server-only";
import { getDb } from "@/lib/db/client";
import { payslipWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import { payslipPaymentSummary } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import type { PayslipPaymentList } from "@/lib/validation/payslip-payment";
import { paymentRows, paymentView } from "./payment-views";

/** GET /v1/domestic-payslips/{id}/payments: the payments by date, the status against the net, the excess and what is still owed. */
export async function listPayslipPayments(ctx: ServiceContext, payslipId: string): Promise<PayslipPaymentList> {
  const db = getDb();
  const p = await db.payslip.findFirst({
    where: { id: payslipId, ...payslipWhere(ctx.scope) },
    select: { id: true, status: true, totalNet: true, receiptConfirmedAt: true },
  });
  if (!p) throw notFound("Payslip");
  const rows = await paymentRows(db, payslipId);
  const data = rows.map(paymentView);
  const s = payslipPaymentSummary(
    p.totalNet.toFixed(2),
    data.map((x) => x.amount),
  );
  return {
    data,
    paymentStatus: p.status === "final" ? s.status : "unpaid",
    paidAmount: s.paidAmount,
    excessAmount: s.excessAmount,
    netPay: p.totalNet.toFixed(2),
    outstandingAmount: p.status === "final" ? s.outstandingAmount : p.totalNet.toFixed(2),
    receiptConfirmedAt: p.receiptConfirmedAt?.toISOString() ?? null,
  };
}
