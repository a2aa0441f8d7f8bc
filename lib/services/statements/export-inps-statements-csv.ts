import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import type { InpsStatementsCsvQuery } from "@/lib/validation/statements";
import { buildOrganizationStatements } from "./list-inps-statements";
import type { InpsStatementItem } from "./build-quarter-statements";

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
 */
export async function exportInpsStatementsCsv(ctx: ServiceContext, query: InpsStatementsCsvQuery, today: string): Promise<string> {
  const items = await buildOrganizationStatements(ctx, query, today);
  const lines = [HEADER.map(cell).join(","), ...items.flatMap(rows).map((r) => r.map(cell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
