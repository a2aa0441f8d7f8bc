import "server-only";
import { getDb } from "@/lib/db/client";
import { payslipPaymentWhere, payslipWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import { renderPayslipWithReceiptsPdf, renderReceiptPdf, type ReceiptLocale } from "@/lib/pdf/receipt-pdf";
import { loadPayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { ServiceContext } from "@/lib/services/context";
import type { PdfFile } from "@/lib/services/documents/get-payslip-pdf";
import { sha256Hex } from "@/lib/services/documents/store-payslip-document";
import { loadReceiptData, storedReceipt } from "./receipt-data";

/**
 * GET /v1/domestic-payslips/{id}/payments/{paymentId}/receipt: the payment's receipt. Italian: the
 * stored document, served byte for byte (a next version stored once the worker confirmed receipt);
 * English: rendered on request from the same data, not stored (the Italian one is the document).
 */
export async function getPaymentReceiptPdf(ctx: ServiceContext, payslipId: string, paymentId: string, locale: ReceiptLocale = "it"): Promise<PdfFile> {
  const db = getDb();
  const payment = await db.payslipPayment.findFirst({
    where: { id: paymentId, payslipId, ...payslipPaymentWhere(ctx.scope) },
    select: { id: true, paidOn: true, payslip: { select: { period: true } } },
  });
  if (!payment) throw notFound("Payment");
  const filename = `quietanza-${payment.payslip.period}-${payment.paidOn.toISOString().slice(0, 10)}`;
  if (locale === "it") {
    const doc = await storedReceipt(db, ctx.scope.organizationId, payment.id);
    return { content: doc.content, sha256: doc.sha256, filename: doc.version > 1 ? `${filename}-v${doc.version}.pdf` : `${filename}.pdf` };
  }
  const { data, createdAt } = await loadReceiptData(db, ctx.scope.organizationId, payment.id);
  const content = await renderReceiptPdf(data, "en", data.confirmedAt ? new Date(data.confirmedAt) : createdAt, {
    testMode: ctx.principal.livemode === false,
  });
  return { content, sha256: sha256Hex(content), filename: `receipt-${filename.slice("quietanza-".length)}.pdf` };
}

/**
 * GET /v1/domestic-payslips/{id}/pdf?receipts=true: a final payslip followed by the receipts of its
 * payments (Italian), one file rendered on request from what is stored; each document numbered on its own.
 */
export async function getPayslipWithReceiptsPdf(ctx: ServiceContext, payslipId: string, now: Date): Promise<PdfFile> {
  const db = getDb();
  const p = await db.payslip.findFirst({
    where: { id: payslipId, ...payslipWhere(ctx.scope) },
    select: {
      id: true,
      period: true,
      finalizedAt: true,
      payments: { select: { id: true }, orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!p) throw notFound("Payslip");
  const receipts = [];
  for (const x of p.payments) receipts.push((await loadReceiptData(db, ctx.scope.organizationId, x.id)).data);
  const content = await renderPayslipWithReceiptsPdf(
    await loadPayslipDocumentData(db, ctx.scope.organizationId, p.id, await ratesOf(ctx)),
    receipts,
    p.finalizedAt ?? now,
    {
      testMode: ctx.principal.livemode === false,
    },
  );
  return { content, sha256: sha256Hex(content), filename: `busta-paga-${p.period}-quietanze.pdf` };
}
