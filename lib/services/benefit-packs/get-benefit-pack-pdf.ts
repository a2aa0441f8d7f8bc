import "server-only";
import { getDb } from "@/lib/db/client";
import { renderBenefitPackPdf } from "@/lib/pdf/benefit-pack-pdf";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { ServiceContext } from "@/lib/services/context";
import type { PdfFile } from "@/lib/services/documents/get-payslip-pdf";
import { loadPayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import { sha256Hex } from "@/lib/services/documents/store-payslip-document";
import { loadReceiptData } from "@/lib/services/payslip-payments/receipt-data";
import type { BenefitPackQuery } from "@/lib/validation/benefit-pack";
import { loadBenefitPack } from "./get-benefit-pack";

/**
 * GET /v1/benefit-packs/pdf?domesticContractId=&quarter=: the cover sheet, then the quarter's final
 * payslips each followed by the receipts of its payments, in one file to upload to INPS. Rendered on
 * request from what is stored (the payslips and receipts print as their stored documents do).
 */
export async function getBenefitPackPdf(ctx: ServiceContext, query: BenefitPackQuery, now: Date): Promise<PdfFile> {
  const db = getDb();
  const pack = await loadBenefitPack(db, ctx.scope, query);
  const payslips = [];
  const rates = await ratesOf(ctx);
  for (const p of pack.payslips.filter((x) => x.status === "final")) {
    const receipts = [];
    for (const x of p.payments) receipts.push((await loadReceiptData(db, ctx.scope.organizationId, x.id)).data);
    payslips.push({ data: await loadPayslipDocumentData(db, ctx.scope.organizationId, p.id, rates), receipts });
  }
  const content = await renderBenefitPackPdf({ pack, payslips }, now, { testMode: ctx.principal.livemode === false });
  return { content, sha256: sha256Hex(content), filename: `prestazione-universale-${pack.quarter}.pdf` };
}
