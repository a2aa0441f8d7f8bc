import "server-only";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { contractRowWhere } from "@/lib/db/scope";
import { calculatePayslip, dec, fmt2, PayrollError, type PayrollInput, type RateRegistry } from "@/lib/payroll";

import type { ServiceContext } from "@/lib/services/context";
import { currentRateVersionIds, ratesChanged } from "@/lib/services/payslips/outdated";
import type { AffectedPayslip, RateChangeEstimate } from "@/lib/validation/rate-table";
import { ratesOf } from "./rate-source";

/**
 * Payslips computed on rate-table versions that no longer cover their period (docs/rate-tables.md,
 * docs/domain/rules-update-3.md A11): a newer version shipped with an upgrade, or a provisional
 * version was replaced. Drafts are to be run again (they show `rates_changed` among their outdated
 * reasons); final ones are to be corrected (rules-update-3 A12), each with the estimated difference
 * of net and employer cost: the payslip recomputed from its stored inputs on the current tables,
 * less the stored figures. The estimate leaves out what the run read besides its snapshot (the
 * quarter's earlier weeks of the rounding difference, A9), hence "estimated".
 */
export interface AffectedPayslipsOptions {
  /** first and last period (YYYY-MM) to look at; default every period */
  from?: string;
  to?: string;
  contractIds?: readonly string[];
  /** draft, final or both (default) */
  status?: "draft" | "final";
  /** compute the finals' estimated difference (default true) */
  estimate?: boolean;
}

export async function findPayslipsAffectedByRateChanges(
  ctx: ServiceContext,
  options: AffectedPayslipsOptions = {},
  db: Db | Tx = getDb(),
): Promise<AffectedPayslip[]> {
  const rates = await ratesOf(ctx);
  const rows = await db.payslip.findMany({
    where: {
      ...contractRowWhere(ctx.scope),
      ...(options.from || options.to ? { period: { ...(options.from ? { gte: options.from } : {}), ...(options.to ? { lte: options.to } : {}) } } : {}),
      ...(options.contractIds ? { contractId: { in: [...options.contractIds] } } : {}),
      ...(options.status ? { status: options.status } : {}),
    },
    orderBy: [{ period: "asc" }, { contractId: "asc" }, { kind: "asc" }],
    select: { id: true, contractId: true, period: true, kind: true, status: true, rateTableVersions: true, totalNet: true, totalCost: true },
  });
  const currentByPeriod = new Map<string, string[]>();
  const current = (period: string) => {
    let ids = currentByPeriod.get(period);
    if (!ids) currentByPeriod.set(period, (ids = currentRateVersionIds(period, rates)));
    return ids;
  };
  const affected = rows.filter((r) => ratesChanged(r.rateTableVersions, current(r.period)));
  const finals = options.estimate === false ? [] : affected.filter((r) => r.status === "final");
  const snapshots = new Map(
    finals.length
      ? (await db.payslip.findMany({ where: { id: { in: finals.map((r) => r.id) } }, select: { id: true, inputSnapshot: true } })).map((r) => [
          r.id,
          r.inputSnapshot,
        ])
      : [],
  );
  return affected.map((r) => {
    const stored = [...(r.rateTableVersions as string[])].sort();
    const now = current(r.period);
    const final = r.status === "final";
    return {
      payslipId: r.id,
      domesticContractId: r.contractId,
      period: r.period,
      kind: r.kind,
      status: final ? "final" : "draft",
      action: final ? "correct" : "rerun",
      storedVersions: stored,
      currentVersions: now,
      added: now.filter((id) => !stored.includes(id)),
      removed: stored.filter((id) => !now.includes(id)),
      estimate:
        final && snapshots.has(r.id)
          ? estimateOnTables(snapshots.get(r.id), { totalNet: r.totalNet.toFixed(2), totalCost: r.totalCost.toFixed(2) }, rates)
          : null,
    };
  });
}

/**
 * The difference a payslip's stored inputs make on other tables: net and employer cost recomputed
 * less stored. Null when the snapshot does not hold the engine's inputs or the run is refused.
 */
export function estimateOnTables(snapshot: unknown, stored: { totalNet: string; totalCost: string }, rates: RateRegistry): RateChangeEstimate | null {
  const s = snapshot as Partial<PayrollInput> | null;
  if (!s || !s.contract || !s.terms || !s.events || !s.options) return null;
  let result;
  try {
    result = calculatePayslip({
      contract: s.contract,
      terms: s.terms,
      events: s.events,
      state: s.state ?? null,
      options: s.options,
      ...(s.settings ? { settings: s.settings } : {}),
      rates,
    });
  } catch (error) {
    if (error instanceof PayrollError) return null;
    throw error;
  }
  const figure = (was: string, now: string) => ({ stored: was, recomputed: now, difference: fmt2(dec(now).minus(was)) });
  return {
    totalNet: figure(stored.totalNet, result.totalNet),
    totalCost: figure(stored.totalCost, result.totalCost),
    rateTableVersions: result.rateTableVersions,
  };
}
