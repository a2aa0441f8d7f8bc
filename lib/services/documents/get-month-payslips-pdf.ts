import "server-only";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { RateRegistry } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { payslipWhere } from "@/lib/db/scope";
import { getDb, type Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { streamPayslipsPdf } from "@/lib/pdf/payslip-pdf";
import { period } from "@/lib/pdf/format";
import { loadPayslipDocumentDataMany, type PayslipDocumentData } from "./payslip-document-data";

/** Payslips read and written per step of the month's file: what the file holds in memory at once. */
export const MONTH_PDF_BATCH = 50;

export interface StreamedPdf {
  stream: ReadableStream<Uint8Array>;
  filename: string;
}

/**
 * GET /v1/domestic-payslips/pdf?organizationId=&period=: the month's final payslips in one file, in
 * book order, each with its own page numbering. Streamed: the checks answer before the first byte,
 * then the payslips are read, written and sent MONTH_PDF_BATCH at a time (memory bounded by a batch
 * whatever the month's size). The pages are the payslips' own documents' pages (the same writer).
 */
export async function getMonthPayslipsPdf(ctx: ServiceContext, query: { organizationId: string; period: string }, now: Date): Promise<StreamedPdf> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  const db = getDb();
  const rows = await db.payslip.findMany({
    where: { ...payslipWhere(ctx.scope), period: query.period, status: "final" },
    orderBy: [{ contract: { employer: { sortName: "asc" } } }, { contract: { workerLastName: "asc" } }, { kind: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  const rates = await ratesOf(ctx);
  const parts = streamPayslipsPdf(
    batches(
      db,
      ctx.scope.organizationId,
      rows.map((r) => r.id),
      rates,
    ),
    `Buste paga ${period(query.period)}`,
    now,
    { testMode: ctx.principal.livemode === false },
  );
  return {
    filename: `buste-paga-${query.period}.pdf`,
    stream: new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await parts.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      async cancel() {
        await parts.return(undefined);
      },
    }),
  };
}

async function* batches(db: Db, organizationId: string, ids: string[], rates: RateRegistry): AsyncGenerator<PayslipDocumentData[]> {
  for (let i = 0; i < ids.length; i += MONTH_PDF_BATCH) yield loadPayslipDocumentDataMany(db, organizationId, ids.slice(i, i + MONTH_PDF_BATCH), rates);
}
