import "server-only";
/**
 * GET /v1/payroll-months/{period}/variance (issue 32 point 4, docs/corrections.md): every contract of
 * the caller's scope active in the month or the one before, its ordinary payslip of each month and
 * what changed (lib/payroll checks/month-variance.ts). Reads only.
 */
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import {
  addMonthsToPeriod,
  contractVariance,
  dec,
  DEFAULT_VARIANCE_THRESHOLDS,
  fmt2,
  periodBounds,
  sum,
  VARIANCE_FLAGS,
  type VarianceMonth,
} from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import type { MonthVarianceResponse, MonthVarianceRow } from "@/lib/validation/month-variance";

type PayslipFigures = {
  id: string;
  period: string;
  status: "draft" | "final";
  totalNet: { toFixed(n: number): string };
  totalCost: { toFixed(n: number): string };
  rateTableVersion: string;
  inpsWeeks: { hours: { toFixed(n: number): string } }[];
};

const monthOf = (p: PayslipFigures | undefined): VarianceMonth | null =>
  p
    ? {
        totalNet: p.totalNet.toFixed(2),
        totalCost: p.totalCost.toFixed(2),
        hours: fmt2(sum(p.inpsWeeks.map((w) => dec(w.hours.toFixed(2))))),
        rateTableVersion: p.rateTableVersion || null,
      }
    : null;

export async function getMonthVariance(
  ctx: ServiceContext,
  period: string,
  query: { thresholdPercent?: string; minimumAmount?: string },
): Promise<MonthVarianceResponse> {
  const thresholds = {
    percent: query.thresholdPercent ?? DEFAULT_VARIANCE_THRESHOLDS.percent,
    minimumAmount: query.minimumAmount ?? DEFAULT_VARIANCE_THRESHOLDS.minimumAmount,
  };
  const previousPeriod = addMonthsToPeriod(period, -1);
  const { start: previousStart } = periodBounds(previousPeriod);
  const { start, end } = periodBounds(period);
  const contracts = await getDb().domesticContract.findMany({
    where: {
      ...contractWhere(ctx.scope),
      startDate: { lte: new Date(`${end}T00:00:00Z`) },
      OR: [{ endDate: null }, { endDate: { gte: new Date(`${previousStart}T00:00:00Z`) } }],
    },
    orderBy: [{ employer: { sortName: "asc" } }, { workerLastName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      employerId: true,
      workerFirstName: true,
      workerLastName: true,
      startDate: true,
      endDate: true,
      employer: { select: { displayName: true } },
      payslips: {
        where: { period: { in: [previousPeriod, period] }, kind: "ordinary" },
        select: {
          id: true,
          period: true,
          status: true,
          totalNet: true,
          totalCost: true,
          rateTableVersion: true,
          inpsWeeks: { where: { isFromNextPeriod: false }, select: { hours: true } },
        },
      },
    },
  });
  const data: MonthVarianceRow[] = contracts.map((c) => {
    const current = c.payslips.find((p) => p.period === period);
    const previous = c.payslips.find((p) => p.period === previousPeriod);
    const startDate = dateString(c.startDate);
    const endDate = c.endDate ? dateString(c.endDate) : null;
    const ended = endDate !== null && endDate < start;
    const v = contractVariance({
      previous: monthOf(previous),
      current: monthOf(current),
      starts: startDate >= start && startDate <= end,
      // ended this month, or last month (no payslip expected any more)
      ends: endDate !== null && endDate <= end,
      thresholds,
    });
    return {
      domesticContractId: c.id,
      employerId: c.employerId,
      employerName: c.employer.displayName,
      workerName: `${c.workerFirstName} ${c.workerLastName}`,
      payslipId: current?.id ?? null,
      payslipStatus: current?.status ?? null,
      previousPayslipId: previous?.id ?? null,
      net: v.net,
      cost: v.cost,
      hours: v.hours,
      rateTableVersion: current?.rateTableVersion ?? null,
      previousRateTableVersion: previous?.rateTableVersion ?? null,
      // a relationship ended before the month expects no payslip: not "not run"
      flags: ended ? v.flags.filter((f) => f !== "not_run") : v.flags,
    };
  });
  const counts = Object.fromEntries([
    ["contracts", data.length],
    ["flagged", data.filter((r) => r.flags.some((f) => f !== "not_run")).length],
    ...VARIANCE_FLAGS.map((f) => [f, data.filter((r) => r.flags.includes(f)).length]),
  ]) as MonthVarianceResponse["counts"];
  const total = (f: (r: MonthVarianceRow) => string | null) => fmt2(sum(data.map((r) => dec(f(r) ?? "0"))));
  return {
    period,
    previousPeriod,
    thresholds,
    data,
    counts,
    totals: {
      previousNet: total((r) => r.net.previous),
      currentNet: total((r) => r.net.current),
      previousCost: total((r) => r.cost.previous),
      currentCost: total((r) => r.cost.current),
    },
  };
}
