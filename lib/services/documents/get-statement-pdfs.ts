import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { renderAnnualStatementPdf, renderAnnualStatementsPdf } from "@/lib/pdf/annual-statement-pdf";
import { annualStatementsOfBook } from "@/lib/services/statements/annual-statement-book";
import { renderInpsStatementPdf } from "@/lib/pdf/inps-statement-pdf";
import { listInpsStatements } from "@/lib/services/statements/list-inps-statements";
import { getAnnualStatement } from "@/lib/services/statements/get-annual-statement";
import type { AnnualStatementBookQuery, AnnualStatementQuery } from "@/lib/validation/statements";
import type { PdfFile } from "./get-payslip-pdf";
import { sha256Hex } from "./store-payslip-document";

/** GET /v1/inps-statements/pdf: the "Promemoria versamento contributi" of one employment and quarter. */
export async function getInpsStatementPdf(
  ctx: ServiceContext,
  query: { domesticContractId: string; quarter: string },
  today: string,
  now: Date,
): Promise<PdfFile> {
  const page = await listInpsStatements(ctx, { ...query, page: 1, limit: 1 }, today);
  const content = await renderInpsStatementPdf(page.data[0]!, now, { testMode: ctx.principal.livemode === false });
  return { content, sha256: sha256Hex(content), filename: `promemoria-contributi-${query.quarter}.pdf` };
}

/** GET /v1/annual-statements/pdf: the worker's annual statement as a document. */
export async function getAnnualStatementPdf(ctx: ServiceContext, query: AnnualStatementQuery, today: string, now: Date): Promise<PdfFile> {
  const doc = await getAnnualStatement(ctx, query, today);
  const content = await renderAnnualStatementPdf(doc, now, { testMode: ctx.principal.livemode === false });
  return { content, sha256: sha256Hex(content), filename: `dichiarazione-annuale-${query.year}.pdf` };
}

/**
 * GET /v1/annual-statements/book/pdf?organizationId=&year=[&ceased=true]: the year's statements of the
 * whole book in one file, in book order, each numbered on its own (the same figures as each one's PDF).
 */
export async function getAnnualStatementBookPdf(ctx: ServiceContext, query: AnnualStatementBookQuery, today: string, now: Date): Promise<PdfFile> {
  const list = await annualStatementsOfBook(ctx, query, today);
  const content = await renderAnnualStatementsPdf(list, `Dichiarazioni sostitutive della CU ${query.year}`, now, {
    testMode: ctx.principal.livemode === false,
  });
  return { content, sha256: sha256Hex(content), filename: `dichiarazioni-annuali-${query.year}${query.ceased ? "-cessati" : ""}.pdf` };
}
