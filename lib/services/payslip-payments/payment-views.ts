import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { dateString } from "@/lib/db/serialize";
import type { PayslipPaymentView } from "@/lib/validation/payslip-payment";

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

/** The payments of a payslip, by date then recording order, each with its latest receipt's hash. */
export function paymentRows(db: Db | Tx, payslipId: string) {
  return db.payslipPayment.findMany({
    where: { payslipId },
    orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    include: { receipts: { select: { sha256: true }, orderBy: { version: "desc" }, take: 1 } },
  });
}

export function paymentView(r: PaymentRow): PayslipPaymentView {
  return {
    id: r.id,
    payslipId: r.payslipId,
    paidOn: dateString(r.paidOn),
    method: r.method,
    amount: r.amount.toFixed(2),
    reference: r.reference,
    note: r.note,
    excessAmount: r.excessAmount.toFixed(2),
    excessReason: r.excessReason,
    receiptSha256: r.receipts[0]?.sha256 ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}
