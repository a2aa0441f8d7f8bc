import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import type { InpsStatementsCsvQuery } from "@/lib/validation/statements";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { assertQuarterInRange, buildStatementItem, loadHoursRounding, quarterContractChunks, type InpsStatementItem } from "./build-quarter-statements";

const HEADER = [
  "trimestre",
  "datore",
  "cf_datore",
  "lavoratore",
  "cf_lavoratore",
  "codice_rapporto",
  "stato",
  "mesi_mancanti",
  "versamento",
  "avviso",
  "scadenza",
  "settimane",
  "ore",
  "retribuzione_oraria_effettiva",
  "importo_inps",
  "quota_lavoratore",
  "quota_datore",
  "cassacolf_f2",
  "totale_da_versare",
  "differenza_trattenute",
];

/** Spreadsheet-safe cell: quoted, quotes doubled, formula triggers neutralised. */
function cell(value: string | number | null): string {
  let s = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * One row per pagoPA notice (rules-update-3 A8: one notice per quarterly line, each with its hours,
 * hourly wage, class and CAS.SA.COLF); a payment without lines keeps one row of its totals.
 */
function rows(item: InpsStatementItem): string[][] {
  const head = [
    item.quarter,
    item.employerName,
    item.employerTaxCode ?? "",
    item.workerName,
    item.workerFiscalCode ?? "",
    item.inpsRelationshipCode ?? "",
    item.status,
    item.missing.map((m) => `${m.period}:${m.reason}`).join(" "),
  ];
  return item.statement.payments.flatMap((p) =>
    p.notices.length === 0
      ? [
          [
            ...head,
            p.kind,
            "",
            p.dueDate,
            String(p.weeks.length),
            "0",
            "",
            p.inpsAmount,
            p.inpsEmployee,
            p.inpsEmployer,
            p.cassacolf.amount,
            p.totalToPay,
            p.employeeDifference,
          ],
        ]
      : p.notices.map((n) => [
          ...head,
          p.kind,
          String(n.number),
          n.dueDate,
          String(n.weeks.length),
          String(n.hours),
          n.effectiveHourlyWage,
          n.inpsAmount,
          n.inpsEmployee,
          n.inpsEmployer,
          n.cassacolf.amount,
          n.totalToPay,
          n.employeeDifference,
        ]),
  );
}

/**
 * GET /v1/inps-statements/csv: the quarter for the whole book, one row per pagoPA notice (a line of a
 * payment; a cessation in the quarter gives at least two rows). Comma-separated, decimal point, UTF-8 with BOM (opens in Excel).
 * Streamed: the checks answer before the first byte (a refusal is a problem+json), then the book's
 * contracts are loaded, computed and written a chunk at a time (quarterContractChunks).
 */
export async function exportInpsStatementsCsv(ctx: ServiceContext, query: InpsStatementsCsvQuery, today: string): Promise<ReadableStream<Uint8Array>> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  assertQuarterInRange(query.quarter, today);
  const db = getDb();
  const [rounding, rates] = await Promise.all([loadHoursRounding(db, ctx.scope.organizationId), ratesOf(ctx)]);
  const chunks = quarterContractChunks(db, ctx.scope, query.quarter, { search: query.search });
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${HEADER.map(cell).join(",")}\r\n`));
        return;
      }
      const next = await chunks.next();
      if (next.done) {
        controller.close();
        return;
      }
      let items = next.value.map((c) => buildStatementItem(c, query.quarter, rounding, rates));
      if (query.status) items = items.filter((i) => i.status === query.status);
      const lines = items.flatMap(rows).map((r) => `${r.map(cell).join(",")}\r\n`);
      if (lines.length) controller.enqueue(encoder.encode(lines.join("")));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
