import "server-only";
import { getDb } from "@/lib/db/client";
import { payslipWhere } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import { dec, fmt2, payslipPaymentSummary } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import type { BulkPayslipPaymentsBody, BulkPayslipPaymentsResult } from "@/lib/validation/payslip-payment";
import { recordPayslipPayment } from "./record-payslip-payment";

/**
 * POST /v1/domestic-payslips/payments: "paid in cash on …" for a month's final payslips. Each payslip
 * is paid what it still owes, as `POST /v1/domestic-payslips/{id}/payments` would (its own
 * transaction, receipt, audit entry and webhook); a refused one changes nothing of its own and says
 * why. A payslip already paid in full is refused (`already_paid`): nothing is ever paid twice.
 */
export async function bulkRecordPayslipPayments(ctx: ServiceContext, body: BulkPayslipPaymentsBody, now: Date): Promise<BulkPayslipPaymentsResult> {
  const db = getDb();
  const results: BulkPayslipPaymentsResult["results"] = [];
  for (const payslipId of [...new Set(body.payslipIds)]) {
    const refused = (code: string) => results.push({ payslipId, outcome: "refused", code, paymentId: null, amount: null });
    const p = await db.payslip.findFirst({
      where: { id: payslipId, ...payslipWhere(ctx.scope) },
      select: { totalNet: true, payments: { select: { amount: true } } },
    });
    if (!p) {
      refused("not_found");
      continue;
    }
    const net = p.totalNet.toFixed(2);
    const s = payslipPaymentSummary(
      net,
      p.payments.map((x) => x.amount.toFixed(2)),
    );
    const owed = dec(net).minus(dec(s.paidAmount));
    if (s.status === "paid" || owed.lessThanOrEqualTo(0)) {
      refused("already_paid");
      continue;
    }
    try {
      const payment = await recordPayslipPayment(
        ctx,
        payslipId,
        { paidOn: body.paidOn, method: body.method, amount: fmt2(owed), reference: body.reference ?? null, note: null, reason: null },
        now,
      );
      results.push({ payslipId, outcome: "recorded", code: null, paymentId: payment.id, amount: payment.amount });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused(error.code === "validation_failed" ? (error.errors?.[0]?.code ?? error.code) : error.code);
    }
  }
  return { results };
}
