import "server-only";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { outdatedInfo } from "./outdated";
import { paidAmountsOf } from "@/lib/services/payslip-payments/paid-amounts";
import type { Queryable } from "@/lib/db/sql";
import { contractRowScopeSql, contractRowWhere, scopeOfOwner, type ContractOwner } from "@/lib/db/scope";
import { selectComputedPayslip } from "@/lib/db/statements/payslips";
import type { ServiceContext } from "@/lib/services/context";
import type { RateRegistry } from "@/lib/payroll";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { payslipDetailInclude, serializePayslipDetail, type PayslipDetail } from "./serialize-payslip";

/** The full payslip with isOutdated (its fingerprints compared with the inputs now); outside the owner's scope → 404. */
/** `rates`: the organization's tables (ratesOf(ctx)): whether the payslip's tables were replaced is judged on them. */
export async function loadPayslipDetail(db: Db | Tx, owner: ContractOwner, id: string, rates: RateRegistry): Promise<PayslipDetail> {
  const payslip = await db.payslip.findFirst({
    where: { id, ...contractRowWhere(scopeOfOwner(owner)) },
    include: payslipDetailInclude,
    omit: { runningState: true },
  });
  if (!payslip) throw notFound("Payslip");
  // a draft takes no payment: no read for it
  const paid = payslip.status === "final" ? (await paidAmountsOf(db, [payslip.id])).get(payslip.id) : undefined;
  // a correcting payslip states a difference computed at its making: never outdated itself (its original may be)
  // a corrected payslip is as current as its latest correction's recomputation (docs/corrections.md)
  const latest = payslip.corrections.at(-1);
  const recomputed = latest ? await db.payslip.findUnique({ where: { id: latest.id }, select: { inputSnapshot: true, rateTableVersions: true } }) : null;
  const outdated =
    payslip.kind === "correction"
      ? { isOutdated: false, outdatedReasons: [] }
      : await outdatedInfo(
          db,
          {
            ...payslip,
            kind: payslip.kind,
            inputSnapshot: recomputed?.inputSnapshot ?? payslip.inputSnapshot,
            rateTableVersions: recomputed?.rateTableVersions ?? payslip.rateTableVersions,
          },
          rates,
        );
  return serializePayslipDetail(payslip, outdated, paid);
}

/**
 * The full payslip its run has just computed and written, read back in the run's transaction in
 * one statement (the lines as JSON lists). Not outdated by construction: it was computed under the
 * contract's lock from the inputs read in the same transaction. The input snapshot is not read
 * back, only its end reason.
 */
export async function loadComputedPayslipDetail(db: Queryable, owner: ContractOwner, id: string): Promise<PayslipDetail> {
  const payslip = await selectComputedPayslip(db, id, contractRowScopeSql(scopeOfOwner(owner), "p"));
  if (!payslip) throw notFound("Payslip");
  return serializePayslipDetail(payslip, { isOutdated: false, outdatedReasons: [] });
}

/** GET /v1/domestic-payslips/{id}: the full payslip (interface §2.2) with isOutdated; a draft is unknown (404) to portal users. */
export async function getPayslip(ctx: ServiceContext, id: string, db: Db | Tx = getDb()): Promise<PayslipDetail> {
  const detail = await loadPayslipDetail(db, ctx.scope, id, await ratesOf(ctx));
  // households and workers (issue 29) see final payslips only: a draft is the clerk's work in progress
  if (ctx.principal.portal && detail.status !== "final") throw notFound("Payslip");
  return detail;
}
