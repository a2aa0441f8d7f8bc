import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { selectFingerprints } from "@/lib/db/statements/payslips";
import type { ServiceContext } from "@/lib/services/context";
import { dateString } from "@/lib/db/serialize";
import { periodBounds } from "@/lib/payroll";
import type { MonthStatus, MonthStatusResponse, MonthStatusRow } from "@/lib/validation/payslip";
import { outdatedInfoMany } from "./outdated";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { estimateOnTables } from "@/lib/services/rate-tables/affected-payslips";
import { paymentFields } from "./serialize-payslip";

/** The contracts in the caller's scope active in a month with the state of their ordinary payslip. */
export async function listPayrollMonth(ctx: ServiceContext, period: string): Promise<MonthStatusResponse> {
  const db = getDb();
  const { start, end } = periodBounds(period);
  const contracts = await db.domesticContract.findMany({
    where: {
      ...contractWhere(ctx.scope),
      startDate: { lte: new Date(`${end}T00:00:00Z`) },
      OR: [{ endDate: null }, { endDate: { gte: new Date(`${start}T00:00:00Z`) } }],
    },
    orderBy: [{ employer: { sortName: "asc" } }, { workerLastName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      employerId: true,
      workerFirstName: true,
      workerLastName: true,
      workerFiscalCode: true,
      startDate: true,
      endDate: true,
      employer: { select: { displayName: true, displayTaxId: true } },
      payslips: {
        where: { period, kind: "ordinary" },
        select: {
          id: true,
          status: true,
          contractId: true,
          totalNet: true,
          totalCost: true,
          viewedAt: true,
          receiptConfirmedAt: true,
          payments: { select: { amount: true } },
        },
      },
      months: { where: { period }, select: { status: true } },
    },
  });
  // drafts and finals alike (issue 26 point 13: a final payslip a later change made outdated is shown as such,
  // to be deleted and run again by an administrator); checked for the whole month at once
  const draftIds = contracts.flatMap((c) => (c.payslips[0] ? [c.payslips[0].id] : []));
  // only the stored fingerprints, not the whole input snapshots (a month of events each)
  const fingerprints = draftIds.length ? await selectFingerprints(db, draftIds) : [];
  const rates = await ratesOf(ctx);
  const outdatedByPayslip = await outdatedInfoMany(
    db,
    ctx.scope.organizationId,
    period,
    "ordinary",
    fingerprints.map((f) => ({ id: f.id, contractId: f.contractId, inputSnapshot: { fingerprint: f.fingerprint }, rateTableVersions: f.rateTableVersions })),
    rates,
  );
  // final payslips computed on tables that no longer cover the month (docs/rate-tables.md): to be
  // corrected, with the difference their stored inputs make on the current tables
  const toCorrect = contracts.flatMap((c) => {
    const p = c.payslips[0];
    return p?.status === "final" && outdatedByPayslip.get(p.id)?.outdatedReasons.includes("rates_changed") ? [p] : [];
  });
  const snapshots = new Map(
    toCorrect.length
      ? (await db.payslip.findMany({ where: { id: { in: toCorrect.map((p) => p.id) } }, select: { id: true, inputSnapshot: true } })).map((r) => [
          r.id,
          r.inputSnapshot,
        ])
      : [],
  );
  const estimates = new Map(
    toCorrect.map((p) => [p.id, estimateOnTables(snapshots.get(p.id), { totalNet: p.totalNet.toFixed(2), totalCost: p.totalCost.toFixed(2) }, rates)]),
  );
  const data: MonthStatusRow[] = [];
  for (const c of contracts) {
    const p = c.payslips[0] ?? null;
    const outdated = p ? (outdatedByPayslip.get(p.id)?.isOutdated ?? false) : false;
    // the final payslip's pay as recorded (issue 30 point 5): the worklist shows who is still to be paid
    const pay =
      p?.status === "final"
        ? paymentFields(
            p,
            p.payments.map((x) => x.amount.toFixed(2)),
          )
        : null;
    data.push({
      domesticContractId: c.id,
      employerId: c.employerId,
      employerName: c.employer.displayName,
      workerName: `${c.workerFirstName} ${c.workerLastName}`,
      workerFiscalCode: c.workerFiscalCode,
      employerTaxId: c.employer.displayTaxId,
      startDate: dateString(c.startDate),
      endDate: c.endDate ? dateString(c.endDate) : null,
      status: !p ? "not_run" : outdated ? "outdated" : p.status,
      payslipId: p?.id ?? null,
      payslipStatus: p?.status ?? null,
      isOutdated: outdated,
      toCorrect: p ? estimates.has(p.id) : false,
      rateChangeEstimate: p ? (estimates.get(p.id) ?? null) : null,
      totalNet: p ? p.totalNet.toFixed(2) : null,
      totalCost: p ? p.totalCost.toFixed(2) : null,
      viewedAt: p?.viewedAt?.toISOString() ?? null,
      receiptConfirmedAt: p?.receiptConfirmedAt?.toISOString() ?? null,
      paymentStatus: pay?.paymentStatus ?? null,
      paidAmount: pay?.paidAmount ?? null,
      monthStatus: c.months[0]?.status ?? "open",
    });
  }
  const counts: Record<MonthStatus, number> = { not_run: 0, draft: 0, final: 0, outdated: 0 };
  for (const row of data) counts[row.status]++;
  return { period, data, counts };
}
