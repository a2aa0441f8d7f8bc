import "server-only";
import { renderEmployerTaxStatementPdf } from "@/lib/pdf/employer-tax-statement-pdf";
import type { ServiceContext } from "@/lib/services/context";
import type { PdfFile } from "@/lib/services/documents/get-payslip-pdf";
import { sha256Hex } from "@/lib/services/documents/store-payslip-document";
import type { EmployerTaxStatementQuery } from "@/lib/validation/contribution-payment";
import { getEmployerTaxStatement } from "./get-employer-tax-statement";

/** GET /v1/employer-tax-statements/pdf: the employer's statement of contributions paid, as a document. */
export async function getEmployerTaxStatementPdf(ctx: ServiceContext, query: EmployerTaxStatementQuery, now: Date): Promise<PdfFile> {
  const statement = await getEmployerTaxStatement(ctx, query);
  const content = await renderEmployerTaxStatementPdf(statement, now, { testMode: ctx.principal.livemode === false });
  return { content, sha256: sha256Hex(content), filename: `contributi-versati-${query.year}.pdf` };
}
