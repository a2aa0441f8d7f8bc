import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { lockPayslipRow } from "@/lib/db/statements/locks";
import { payslipWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import { checkPayslipPayment, payslipPaymentSummary } from "@/lib/payroll";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { renderReceiptPdf } from "@/lib/pdf/receipt-pdf";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { sha256Hex } from "@/lib/services/documents/store-payslip-document";
import { dateString } from "@/lib/db/serialize";
import { todayInItaly } from "@/lib/validation/common";
import type { CreatePayslipPaymentBody, PayslipPaymentView } from "@/lib/validation/payslip-payment";
import { paymentRows, paymentView } from "./payment-views";
import { organizationTestMode } from "@/lib/services/sandbox/organization-mode";
import { loadReceiptData } from "./receipt-data";

/**
 * POST /v1/domestic-payslips/{id}/payments: records a payment of a final payslip's pay and stores its
 * receipt, in one transaction under the payslip's row lock (two clerks cannot both take the total
 * above the net unseen). Refusals change nothing: a draft (409 payslip_not_final), an amount of 0 or
 * less, a date in the future or before the period began, a total above the net without a reason
 * (422, each with its pointer). With a reason the payment is kept and its part above the net shown.
 */
export async function recordPayslipPayment(ctx: ServiceContext, payslipId: string, body: CreatePayslipPaymentBody, now: Date): Promise<PayslipPaymentView> {
  const { view, deliveries } = await writeTransaction(
    async (tx) => {
      if (!(await lockPayslipRow(tx, ctx.scope, payslipId))) throw notFound("Payslip");
      const p = await tx.payslip.findFirst({
        where: { id: payslipId, ...payslipWhere(ctx.scope) },
        select: { id: true, contractId: true, period: true, kind: true, status: true, startDate: true, totalNet: true, payments: { select: { amount: true } } },
      });
      if (!p) throw notFound("Payslip");
      const { problems, excessAmount } = checkPayslipPayment({
        payslipStatus: p.status,
        periodStart: dateString(p.startDate),
        today: todayInItaly(now),
        net: p.totalNet.toFixed(2),
        earlier: p.payments.map((x) => x.amount.toFixed(2)),
        amount: body.amount,
        paidOn: body.paidOn,
        reason: body.reason,
      });
      if (problems[0]?.code === "payslip_not_final") throw new AppError("payslip_not_final", "Payments are recorded on final payslips only");
      if (problems.length > 0)
        throw new AppError("validation_failed", problems[0]!.message, {
          errors: problems.map((x) => ({ path: x.path, message: x.message, code: x.code, ...(x.params ? { params: x.params } : {}) })),
        });
      const excess = excessAmount !== "0.00";
      const created = await tx.payslipPayment.create({
        data: {
          organizationId: ctx.scope.organizationId,
          payslipId,
          paidOn: new Date(`${body.paidOn}T00:00:00Z`),
          method: body.method,
          amount: body.amount,
          reference: body.reference ?? null,
          note: body.note ?? null,
          excessAmount,
          excessReason: excess ? body.reason!.trim() : null,
          createdById: ctx.principal.kind === "user" ? ctx.principal.actorId : null,
          createdAt: now,
        },
      });
      const { data } = await loadReceiptData(tx, ctx.scope.organizationId, created.id);
      const content = await renderReceiptPdf(data, "it", now, { testMode: await organizationTestMode(tx, ctx.scope.organizationId) });
      await tx.payslipPaymentReceipt.create({ data: { paymentId: created.id, version: 1, content: new Uint8Array(content), sha256: sha256Hex(content) } });
      await writeAuditEntry(tx, ctx.principal, {
        action: "payslip.payment_recorded",
        entityType: "payslip",
        entityId: payslipId,
        after: { paymentId: created.id, paidOn: body.paidOn, method: body.method, amount: body.amount, excessAmount, reason: excess ? body.reason : null },
        requestId: ctx.requestId,
      });
      // the payments now cover the net (they did not before): `payslip.paid`, once
      const earlier = p.payments.map((x) => x.amount.toFixed(2));
      const net = p.totalNet.toFixed(2);
      const after = payslipPaymentSummary(net, [...earlier, body.amount]);
      const deliveries =
        payslipPaymentSummary(net, earlier).status !== "paid" && after.status === "paid"
          ? await recordWebhookEvent(tx, ctx.scope.organizationId, "payslip.paid", {
              object: { id: p.id, domesticContractId: p.contractId, period: p.period, kind: p.kind, status: "final" },
              paidAmount: after.paidAmount,
              paidOn: body.paidOn,
            })
          : [];
      const rows = await paymentRows(tx, payslipId);
      return { view: paymentView(rows.find((r) => r.id === created.id)!), deliveries };
    },
    { answer: (r) => r.view },
  );
  await queueWebhookDeliveries(deliveries);
  return view;
}
