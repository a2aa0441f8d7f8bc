import "server-only";
import { getDb } from "@/lib/db/client";
import { rateTableOverrideWhere } from "@/lib/db/scope";
import type { AnyRateTableVersion, RateRegistry } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import type { CheckRateTablesInput, ListRateTablesQuery, RateTableVersionView, RateTablesCheck } from "@/lib/validation/rate-table";
import { findPayslipsAffectedByRateChanges } from "./affected-payslips";
import { ratesOf } from "./rate-source";

/** The last day a version applies: the day before the next version of its table in the same year, else 31 December. */
export function effectiveTo(v: AnyRateTableVersion, registry: RateRegistry): string {
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

/** What an override adds to its version's view: the shipped version it replaces, when and by whom. */
export interface OverrideMark {
  replacesVersionId: string;
  updatedAt: Date;
  updatedBy: string | null;
}

/** One version as the API answers it. */
export function rateTableVersionView(v: AnyRateTableVersion, registry: RateRegistry, override: OverrideMark | null = null): RateTableVersionView {
  return {
    id: v.id,
    table: v.table,
    effectiveFrom: v.effectiveFrom,
    effectiveTo: effectiveTo(v, registry),
    status: v.status,
    source: v.source,
    publishedOn: v.publishedOn,
    sources: [...v.sources],
    derived: [...v.derived],
    notes: [...v.notes],
    data: v.data as unknown as Record<string, unknown>,
    override: override ? { replacesVersionId: override.replacesVersionId, updatedAt: override.updatedAt.toISOString(), updatedBy: override.updatedBy } : null,
  };
}

/** GET /v1/rate-tables: every version of the tables the caller's payslips read, with status and source (the organization's overrides in place of the versions they replace). */
export async function listRateTables(ctx: ServiceContext, query: ListRateTablesQuery): Promise<{ data: RateTableVersionView[] }> {
  const registry = await ratesOf(ctx);
  const overrides = await getDb().rateTableOverride.findMany({
    where: rateTableOverrideWhere(ctx.scope),
    select: { versionId: true, replacedVersionId: true, updatedAt: true, updatedBy: true },
  });
  const marks = new Map(overrides.map((o) => [o.versionId, { replacesVersionId: o.replacedVersionId, updatedAt: o.updatedAt, updatedBy: o.updatedBy }]));
  const data = registry.versions
    .filter((v) => !query.table || v.table === query.table)
    .map((v) => ({ v, to: effectiveTo(v, registry) }))
    .filter(({ v, to }) => !query.year || (v.effectiveFrom <= `${query.year}-12-31` && to >= `${query.year}-01-01`))
    .sort((a, b) => (a.v.table < b.v.table ? -1 : a.v.table > b.v.table ? 1 : a.v.effectiveFrom < b.v.effectiveFrom ? -1 : 1))
    .map(({ v }) => rateTableVersionView(v, registry, marks.get(v.id) ?? null));
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
