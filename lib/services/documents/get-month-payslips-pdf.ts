import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { renderPayslipsPdf } from "@/lib/pdf/payslip-pdf";
import { period } from "@/lib/pdf/format";
import { loadPayslipDocumentData } from "./payslip-document-data";
import type { PdfFile } from "./get-payslip-pdf";
import { sha256Hex } from "./store-payslip-document";

/** GET /v1/domestic-payslips/pdf?organizationId=&period=: the month's final payslips in one file, in book order. */
export async function getMonthPayslipsPdf(ctx: ServiceContext, query: { organizationId: string; period: string }, now: Date): Promise<PdfFile> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  const db = getDb();
  const rows = await db.payslip.findMany({
    where: { ...payslipWhere(ctx.scope), period: query.period, status: "final" },
    orderBy: [{ contract: { employer: { sortName: "asc" } } }, { contract: { workerLastName: "asc" } }, { kind: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  const data = [];
  for (const r of rows) data.push(await loadPayslipDocumentData(db, ctx.scope.organizationId, r.id));
  const content = await renderPayslipsPdf(data, `Buste paga ${period(query.period)}`, now, { testMode: ctx.principal.livemode === false });
  return { content, sha256: sha256Hex(content), filename: `buste-paga-${query.period}.pdf` };
}
