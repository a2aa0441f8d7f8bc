import "server-only";
import { getDb } from "@/lib/db/client";
import { contributionPaymentWhere } from "@/lib/db/scope";
import { contributionPaymentPage } from "@/lib/db/statements/contribution-payments";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import type { ContributionPaymentsCsvQuery } from "@/lib/validation/contribution-payment";
import { contributionPaymentSelect, serializeContributionPayment } from "./serialize";

/**
 * The notice data per employment as CSV — OUR layout (docs/domain/contribution-payments.md "Export"),
 * not INPS's bulk-notice file, whose layout is given only to enabled intermediaries. One row per
 * pagoPA notice (a line: a period of unchanged terms, rules-update-3 A8). No fiscal codes: the INPS
 * relationship code identifies the employment.
 */
export const CSV_HEADER = [
  "codice_rapporto",
  "datore",
  "lavoratore",
  "trimestre",
  "versamento",
  "avviso",
  "dal",
  "al",
  "ore",
  "retribuzione_oraria",
  "fascia",
  "cuaf",
  "inps",
  "inps_lavoratore",
  "inps_datore",
  "cassacolf",
  "cassacolf_lavoratore",
  "cassacolf_datore",
  "esonero_over80",
  "totale_avviso",
  "scadenza",
  "stato",
] as const;

function cell(value: string | number | null): string {
  let s = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export async function exportContributionPaymentsCsv(ctx: ServiceContext, query: ContributionPaymentsCsvQuery, today: string): Promise<string> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  const db = getDb();
  const filter = { quarter: query.quarter, status: query.status, search: query.search, employerId: query.employerId, contractId: query.domesticContractId };
  const { ids } = await contributionPaymentPage(db, { scope: ctx.scope, filter, today, offset: 0, limit: 100_000 });
  const rows = await db.contributionPayment.findMany({ where: { id: { in: ids }, ...contributionPaymentWhere(ctx.scope) }, select: contributionPaymentSelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = [CSV_HEADER.map(cell).join(";")];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const p = serializeContributionPayment(row, today);
    for (const l of p.lines) {
      lines.push(
        [
          p.inpsRelationshipCode,
          p.employerName,
          p.workerName,
          p.quarter,
          p.kind,
          l.number,
          l.fromWeek,
          l.toWeek,
          l.hours,
          l.effectiveHourlyWage,
          l.type,
          l.cuaf ? "si" : "no",
          l.inpsAmount,
          l.inpsEmployee,
          l.inpsEmployer,
          l.cassacolfAmount,
          l.cassacolfEmployee,
          l.cassacolfEmployer,
          l.over80Relief,
          l.totalToPay,
          p.dueDate,
          p.status,
        ]
          .map(cell)
          .join(";"),
      );
    }
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
