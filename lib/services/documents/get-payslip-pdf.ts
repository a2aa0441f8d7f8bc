import "server-only";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
import { portalPayslipFilter } from "@/lib/services/payslips/portal-payslips";
import { loadPayslipDocumentData } from "./payslip-document-data";
import { readPayslipDocument, sha256Hex, storePayslipDocument } from "./store-payslip-document";

export interface PdfFile {
  content: Buffer;
  sha256: string;
  filename: string;
}

/**
 * GET /v1/domestic-payslips/{id}/pdf[?version=n]: a final payslip's stored document, the latest version
 * or the one asked (stored at finalize; one finalized before documents existed is rendered and stored on
 * first request; an administrator's reissue adds versions, the earlier bytes kept). A draft is rendered
 * on the fly, marked "BOZZA", and never stored: it has no version to ask for (404).
 */
export async function getPayslipPdf(ctx: ServiceContext, id: string, now: Date, version?: number): Promise<PdfFile> {
  const db = getDb();
  const p = await db.payslip.findFirst({
    where: { id, ...payslipWhere(ctx.scope), ...portalPayslipFilter(ctx.principal) },
    select: { id: true, status: true, period: true, kind: true, finalizedAt: true },
  });
  // households and workers (issue 29) get final payslips only, never a draft's BOZZA
  if (!p || (ctx.principal.portal && p.status !== "final")) throw notFound("Payslip");
  const filename = `busta-paga-${p.period}${p.kind === "ordinary" ? "" : `-${p.kind}`}`;
  if (p.status === "final") {
    const doc =
      version === undefined
        ? await storePayslipDocument(db, ctx.scope.organizationId, p.id, p.finalizedAt ?? now, await ratesOf(ctx))
        : await readPayslipDocument(db, p.id, version);
    if (!doc) throw notFound("Payslip document version");
    return { content: doc.content, sha256: doc.sha256, filename: doc.version > 1 ? `${filename}-v${doc.version}.pdf` : `${filename}.pdf` };
  }
  if (version !== undefined) throw notFound("Payslip document version");
  const content = await renderPayslipPdf(await loadPayslipDocumentData(db, ctx.scope.organizationId, p.id, await ratesOf(ctx)), now, {
    testMode: ctx.principal.livemode === false,
  });
  return { content, sha256: sha256Hex(content), filename: `bozza-${filename}.pdf` };
}
