import "server-only";
/** What a payment's receipt prints, read in the caller's transaction; and its stored versions. */
import type { Db, Tx } from "@/lib/db/client";
import { organizationTestMode } from "@/lib/services/sandbox/organization-mode";
import { dateString } from "@/lib/db/serialize";
import { notFound } from "@/lib/errors";
import { dec, sum } from "@/lib/payroll";
import { renderReceiptPdf, type ReceiptData } from "@/lib/pdf/receipt-pdf";
import { sha256Hex } from "@/lib/services/documents/store-payslip-document";

/** The receipt of `paymentId` (a payment of a payslip of `organizationId`), confirmed when the worker confirmed receipt after it was recorded. */
export async function loadReceiptData(db: Db | Tx, organizationId: string, paymentId: string): Promise<{ data: ReceiptData; createdAt: Date }> {
  const payment = await db.payslipPayment.findFirst({
    where: { id: paymentId, organizationId },
    include: {
      payslip: {
        select: {
          period: true,
          kind: true,
          isEmploymentEnded: true,
          totalNet: true,
          receiptConfirmedAt: true,
          payments: { select: { id: true, amount: true }, orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }, { id: "asc" }] },
          contract: {
            select: {
              workerFirstName: true,
              workerLastName: true,
              workerFiscalCode: true,
              assistedPersonName: true,
              employer: { select: { displayName: true, displayTaxId: true } },
            },
          },
        },
      },
    },
  });
  if (!payment) throw notFound("Payment");
  const p = payment.payslip;
  const index = p.payments.findIndex((x) => x.id === payment.id);
  const upTo = sum(p.payments.slice(0, index + 1).map((x) => dec(x.amount.toFixed(2))));
  const confirmed = p.receiptConfirmedAt && p.receiptConfirmedAt >= payment.createdAt ? p.receiptConfirmedAt : null;
  return {
    createdAt: payment.createdAt,
    data: {
      employer: { name: p.contract.employer.displayName, taxCode: p.contract.employer.displayTaxId },
      worker: { name: `${p.contract.workerFirstName} ${p.contract.workerLastName}`, fiscalCode: p.contract.workerFiscalCode },
      payslip: { period: p.period, kind: p.kind, isEmploymentEnded: p.isEmploymentEnded, totalNet: p.totalNet.toFixed(2) },
      payment: {
        number: index + 1,
        paidOn: dateString(payment.paidOn),
        method: payment.method,
        amount: payment.amount.toFixed(2),
        reference: payment.reference,
        excessAmount: payment.excessAmount.toFixed(2),
        excessReason: payment.excessReason,
        settles: upTo.gte(dec(p.totalNet.toFixed(2))),
      },
      confirmedAt: confirmed ? confirmed.toISOString() : null,
      assistedPerson: p.contract.assistedPersonName,
    },
  };
}

export interface StoredReceipt {
  content: Buffer;
  sha256: string;
  version: number;
}

/**
 * The payment's receipt as stored (Italian): version 1 when the payment was recorded (a signature
 * line); once the worker has confirmed receipt in the portal, a next version printing the
 * confirmation is stored the first time it is asked for. Served unchanged afterwards.
 */
export async function storedReceipt(db: Db | Tx, organizationId: string, paymentId: string): Promise<StoredReceipt> {
  const latest = await db.payslipPaymentReceipt.findFirst({ where: { paymentId }, orderBy: { version: "desc" } });
  const { data, createdAt } = await loadReceiptData(db, organizationId, paymentId);
  if (latest && (latest.workerConfirmedAt || !data.confirmedAt))
    return { content: Buffer.from(latest.content), sha256: latest.sha256, version: latest.version };
  const confirmedAt = data.confirmedAt ? new Date(data.confirmedAt) : null;
  const content = await renderReceiptPdf(data, "it", confirmedAt ?? createdAt, { testMode: await organizationTestMode(db, organizationId) });
  const version = (latest?.version ?? 0) + 1;
  await db.payslipPaymentReceipt.createMany({
    data: [{ paymentId, version, content: new Uint8Array(content), sha256: sha256Hex(content), workerConfirmedAt: confirmedAt }],
    skipDuplicates: true,
  });
  // a concurrent first request may have stored it first: both answer the row that won
  const row = (await db.payslipPaymentReceipt.findFirst({ where: { paymentId }, orderBy: { version: "desc" } }))!;
  return { content: Buffer.from(row.content), sha256: row.sha256, version: row.version };
}
