import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
import { loadPayslipDocumentData } from "./payslip-document-data";
import { sha256Hex, storePayslipDocument } from "./store-payslip-document";

export interface PdfFile {
  content: Buffer;
  sha256: string;
  filename: string;
}

/**
 * GET /v1/domestic-payslips/{id}/pdf: a final payslip's stored document (stored at finalize; one
 * finalized before documents existed is rendered and stored on first request); a draft is rendered
 * on the fly, marked "BOZZA", and never stored.
 */
export async function getPayslipPdf(principal: Principal, id: string, now: Date): Promise<PdfFile> {
  const db = getDb();
  const p = await db.payslip.findFirst({
    where: { id, organizationId: principal.organizationId },
    select: { id: true, status: true, period: true, kind: true, finalizedAt: true },
  });
  if (!p) throw notFound("Payslip");
  const filename = `busta-paga-${p.period}${p.kind === "ordinary" ? "" : `-${p.kind}`}.pdf`;
  if (p.status === "final") {
    const doc = await storePayslipDocument(db, principal.organizationId, p.id, p.finalizedAt ?? now);
    return { ...doc, filename };
  }
  const content = await renderPayslipPdf(await loadPayslipDocumentData(db, principal.organizationId, p.id), now);
  return { content, sha256: sha256Hex(content), filename: `bozza-${filename}` };
}
