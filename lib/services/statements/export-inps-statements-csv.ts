import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import type { InpsStatementsCsvQuery } from "@/lib/validation/statements";
import type { AccessScope } from "@/lib/auth/scope";
import { getDb } from "@/lib/db/client";
import { pooledSql } from "@/lib/db/sql";
import { quarterKeptStatements, type QuarterBookPosition } from "@/lib/db/statements/quarter-statements";
import { notFound } from "@/lib/errors";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { assertQuarterInRange, loadHoursRounding, type InpsStatementItem } from "./build-quarter-statements";
import { refreshQuarterBook } from "./list-inps-statements";

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
 * The book's kept statements `chunk` at a time in its order (a seek on the book's order index from
 * where the previous chunk ended), the next chunk read while the caller writes the current one.
 */
async function* keptChunks(
  scope: AccessScope,
  f: { quarter: string; search?: string; status?: "complete" | "incomplete" },
  chunk = 500,
): AsyncGenerator<InpsStatementItem[]> {
  const read = (after: QuarterBookPosition | null) => quarterKeptStatements<InpsStatementItem>(pooledSql(), scope, { ...f, after, limit: chunk });
  let next: ReturnType<typeof read> | null = read(null);
  while (next) {
    const got: Awaited<ReturnType<typeof read>> = await next;
    next = got.length === chunk ? read(got.at(-1)!.position) : null;
    // a failed read ahead is the next round's to report (or nobody's, when the reader stops first)
    next?.catch(() => undefined);
    if (got.length) yield got.map((r) => r.item);
  }
}

/**
 * GET /v1/inps-statements/csv: the quarter for the whole book, one row per pagoPA notice (a line of a
 * payment; a cessation in the quarter gives at least two rows). Comma-separated, decimal point, UTF-8 with BOM (opens in Excel).
 * The book's kept statements are brought up to date first (refreshQuarterBook: those whose inputs
 * changed are computed again), so a refusal is a problem+json before the first byte; then they are
 * streamed in the book's order a chunk at a time (keptChunks).
 */
export async function exportInpsStatementsCsv(ctx: ServiceContext, query: InpsStatementsCsvQuery, today: string): Promise<ReadableStream<Uint8Array>> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  assertQuarterInRange(query.quarter, today);
  const [rounding, rates] = await Promise.all([loadHoursRounding(getDb(), ctx.scope.organizationId), ratesOf(ctx)]);
  await refreshQuarterBook(ctx, { quarter: query.quarter, rounding, rates });
  const chunks = keptChunks(ctx.scope, { quarter: query.quarter, search: query.search, status: query.status });
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
      const lines = next.value.flatMap(rows).map((r) => `${r.map(cell).join(",")}\r\n`);
      if (lines.length) controller.enqueue(encoder.encode(lines.join("")));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
