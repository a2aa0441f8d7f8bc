import "server-only";
import type { Principal } from "@/lib/auth/principal";
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

function rows(item: InpsStatementItem): string[][] {
  return item.statement.payments.map((p) => [
    item.quarter,
    item.employerName,
    item.employerTaxCode ?? "",
    item.workerName,
    item.workerFiscalCode ?? "",
    item.inpsRelationshipCode ?? "",
    item.status,
    item.missing.map((m) => `${m.period}:${m.reason}`).join(" "),
    p.kind,
    p.dueDate,
    String(p.weeks.length),
    String(p.lines.reduce((n, l) => n + l.hours, 0)),
    p.lines.map((l) => l.effectiveHourlyWage).join(" "),
    p.inpsAmount,
    p.inpsEmployee,
    p.inpsEmployer,
    p.cassacolf.amount,
    p.totalToPay,
    p.employeeDifference,
  ]);
}

/**
 * GET /v1/inps-statements/csv: the quarter for the whole book, one row per payment (a cessation in
 * the quarter gives two rows). Comma-separated, decimal point, UTF-8 with BOM (opens in Excel).
 */
export async function exportInpsStatementsCsv(principal: Principal, query: InpsStatementsCsvQuery, today: string): Promise<string> {
  const items = await buildOrganizationStatements(principal, query, today);
  const lines = [HEADER.map(cell).join(","), ...items.flatMap(rows).map((r) => r.map(cell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
