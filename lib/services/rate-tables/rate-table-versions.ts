import "server-only";
import type { AnyRateTableVersion, RateRegistry } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import type { CheckRateTablesInput, ListRateTablesQuery, RateTableVersionView, RateTablesCheck } from "@/lib/validation/rate-table";
import { findPayslipsAffectedByRateChanges } from "./affected-payslips";
import { ratesOf } from "./rate-source";

/** The last day a version applies: the day before the next version of its table in the same year, else 31 December. */
function effectiveTo(v: AnyRateTableVersion, registry: RateRegistry): string {
  const yearEnd = `${v.effectiveFrom.slice(0, 4)}-12-31`;
  let next: string | null = null;
  for (const o of registry.versions) {
    if (o.table === v.table && o.effectiveFrom > v.effectiveFrom && o.effectiveFrom <= yearEnd && (next === null || o.effectiveFrom < next))
      next = o.effectiveFrom;
  }
  if (!next) return yearEnd;
  const d = new Date(`${next}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** GET /v1/rate-tables: every version of the tables the caller's payslips read, with status and source. */
export async function listRateTables(ctx: ServiceContext, query: ListRateTablesQuery): Promise<{ data: RateTableVersionView[] }> {
  const registry = await ratesOf(ctx);
  const data = registry.versions
    .filter((v) => !query.table || v.table === query.table)
    .map((v) => ({ v, to: effectiveTo(v, registry) }))
    .filter(({ v, to }) => !query.year || (v.effectiveFrom <= `${query.year}-12-31` && to >= `${query.year}-01-01`))
    .sort((a, b) => (a.v.table < b.v.table ? -1 : a.v.table > b.v.table ? 1 : a.v.effectiveFrom < b.v.effectiveFrom ? -1 : 1))
    .map(({ v, to }) => ({
      id: v.id,
      table: v.table,
      effectiveFrom: v.effectiveFrom,
      effectiveTo: to,
      status: v.status,
      source: v.source,
      publishedOn: v.publishedOn,
      sources: [...v.sources],
      derived: [...v.derived],
      notes: [...v.notes],
      data: v.data as unknown as Record<string, unknown>,
    }));
  return { data };
}

/**
 * POST /v1/rate-tables/check: the caller's payslips computed on versions that no longer cover their
 * period — drafts to run again, finals to correct with the estimated difference. Reads only: the
 * drafts already show `rates_changed` and the month's worklist lists the finals to correct.
 */
export async function checkRateTables(ctx: ServiceContext, body: CheckRateTablesInput): Promise<RateTablesCheck> {
  const data = await findPayslipsAffectedByRateChanges(ctx, { from: body.from, to: body.to });
  return {
    checkedAt: new Date().toISOString(),
    counts: { drafts: data.filter((p) => p.status === "draft").length, finals: data.filter((p) => p.status === "final").length },
    data,
  };
}
