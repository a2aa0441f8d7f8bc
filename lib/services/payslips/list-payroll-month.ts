import "server-only";
import Decimal from "decimal.js";
import { getDb } from "@/lib/db/client";
import { countMonthPayslips, selectMonthWorklist, type WorklistRow } from "@/lib/db/statements/months";
import { selectFingerprints } from "@/lib/db/statements/payslips";
import type { ServiceContext } from "@/lib/services/context";
import { toPage } from "@/lib/validation/pagination";
import { periodBounds } from "@/lib/payroll";
import type { MonthStatus, MonthStatusResponse, MonthStatusRow } from "@/lib/validation/payslip";
import { outdatedInfoMany } from "./outdated";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { estimateOnTables } from "@/lib/services/rate-tables/affected-payslips";
import { paymentFields } from "./serialize-payslip";

/**
 * The contracts in the caller's scope active in a month with the state of their ordinary payslip,
 * in one statement (issue 34: the Prisma relation load of a 10,000-contract month took 15.9 s).
 * Without `limit`, the whole month, every payslip checked for being outdated. With `limit`, a page
 * of it: only the page's payslips are checked (a fingerprint each), and `counts` count the whole
 * month's stored statuses with the page's outdated ones moved to `outdated`.
 */
export async function listPayrollMonth(ctx: ServiceContext, period: string, paging?: { page: number; limit: number }): Promise<MonthStatusResponse> {
  const db = getDb();
  const { start, end } = periodBounds(period);
  const limit = paging?.limit ?? null;
  const page = paging?.page ?? 1;
  const [contracts, stored] = await Promise.all([
    selectMonthWorklist(db, { scope: ctx.scope, period, start, end, limit, offset: limit === null ? 0 : (page - 1) * limit }),
    limit === null ? null : countMonthPayslips(db, { scope: ctx.scope, period, start, end }),
  ]);
  // drafts and finals alike (issue 26 point 13: a final payslip a later change made outdated is shown as such,
  // to be deleted and run again by an administrator); checked for the whole month at once
  const payslipOf = (c: WorklistRow) =>
    c.payslipId ? { id: c.payslipId, status: c.payslipStatus!, totalNet: new Decimal(c.totalNet!), totalCost: new Decimal(c.totalCost!) } : null;
  const draftIds = contracts.flatMap((c) => (c.payslipId ? [c.payslipId] : []));
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
    const p = payslipOf(c);
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
    const p = payslipOf(c);
    const outdated = p ? (outdatedByPayslip.get(p.id)?.isOutdated ?? false) : false;
    // the final payslip's pay as recorded (issue 30 point 5): the worklist shows who is still to be paid
    const pay = p?.status === "final" ? paymentFields(p, c.payments) : null;
    data.push({
      domesticContractId: c.domesticContractId,
      employerId: c.employerId,
      employerName: c.employerName,
      workerName: `${c.workerFirstName} ${c.workerLastName}`,
      workerFiscalCode: c.workerFiscalCode,
      employerTaxId: c.employerTaxId,
      startDate: c.startDate,
      endDate: c.endDate,
      status: !p ? "not_run" : outdated ? "outdated" : p.status,
      payslipId: p?.id ?? null,
      payslipStatus: p?.status ?? null,
      isOutdated: outdated,
      toCorrect: p ? estimates.has(p.id) : false,
      rateChangeEstimate: p ? (estimates.get(p.id) ?? null) : null,
      totalNet: p ? p.totalNet.toFixed(2) : null,
      totalCost: p ? p.totalCost.toFixed(2) : null,
      viewedAt: c.viewedAt,
      receiptConfirmedAt: c.receiptConfirmedAt,
      paymentStatus: pay?.paymentStatus ?? null,
      paidAmount: pay?.paidAmount ?? null,
      monthStatus: (c.monthStatus ?? "open") as MonthStatusRow["monthStatus"],
    });
  }
  const counts: Record<MonthStatus, number> = { not_run: 0, draft: 0, final: 0, outdated: 0 };
  if (stored === null) for (const row of data) counts[row.status]++;
  else {
    Object.assign(counts, { not_run: stored.contracts - stored.draft - stored.final, draft: stored.draft, final: stored.final });
    for (const row of data)
      if (row.status === "outdated") {
        counts[row.payslipStatus!]--;
        counts.outdated++;
      }
  }
  return { period, data, counts, ...(stored === null || limit === null ? {} : { pagination: toPage([], stored.contracts, page, limit).pagination }) };
}
