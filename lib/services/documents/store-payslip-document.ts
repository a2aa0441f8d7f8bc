import "server-only";
import { createHash } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
import { loadPayslipDocumentData } from "./payslip-document-data";

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Renders a final payslip's PDF and stores it with its SHA-256 (once: an existing document is kept, so
 * the document the family signed is what is served afterwards, whatever later versions of the app render).
 */
export async function storePayslipDocument(
  db: Db | Tx,
  organizationId: string,
  payslipId: string,
  finalizedAt: Date,
): Promise<{ content: Buffer; sha256: string }> {
  const existing = await db.payslipDocument.findUnique({ where: { payslipId }, select: { content: true, sha256: true } });
  if (existing) return { content: Buffer.from(existing.content), sha256: existing.sha256 };
  const content = await renderPayslipPdf(await loadPayslipDocumentData(db, organizationId, payslipId), finalizedAt);
  const sha256 = sha256Hex(content);
  await db.payslipDocument.createMany({ data: [{ payslipId, content: new Uint8Array(content), sha256 }], skipDuplicates: true });
  const stored = await db.payslipDocument.findUniqueOrThrow({ where: { payslipId }, select: { content: true, sha256: true } });
  return { content: Buffer.from(stored.content), sha256: stored.sha256 };
}
