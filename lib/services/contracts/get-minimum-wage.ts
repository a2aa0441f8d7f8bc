import "server-only";
import { AppError } from "@/lib/errors";
import { dec } from "@/lib/payroll";
import { LEVELS_BY_JOB_TYPE, PAY_TABLE_LABELS_EN, minimumWageFor, payTableFor } from "@/lib/payroll";
import type { MinimumWageQuery, MinimumWageView } from "@/lib/validation/contract";
import { todayInItaly } from "@/lib/validation/common";
import type { ServiceContext } from "@/lib/services/context";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";

/** The CCNL minimum for a level, job, live-in flag, weekly hours and date, on the organization's tables. */
export async function getMinimumWage(ctx: ServiceContext, query: MinimumWageQuery): Promise<MinimumWageView> {
  const date = query.date ?? todayInItaly();
  const result = minimumWageFor(
    { level: query.level, jobType: query.jobType, cohabiting: query.cohabiting, weeklyHours: query.weeklyHours, date },
    await ratesOf(ctx),
  );
  if (result.kind === "rates_missing") {
    throw new AppError("rates_missing_for_year", `No CCNL tables for ${result.year}: the minimum wage is not known yet`);
  }
  const allowedLevels = [...LEVELS_BY_JOB_TYPE[query.jobType]];
  const payTable = payTableFor({ ...query, weeklyHours: query.weeklyHours });
  const base = {
    date,
    year: result.year,
    level: query.level,
    jobType: query.jobType,
    cohabiting: query.cohabiting,
    weeklyHours: dec(query.weeklyHours).toFixed(2),
    levelAllowed: allowedLevels.includes(query.level),
    allowedLevels,
    payTable,
    payTableLabel: PAY_TABLE_LABELS_EN[payTable],
  };
  if (result.kind === "level_not_in_table") {
    return { ...base, levelAllowed: false, tableMinimum: null, monthly: null, hourly: null, derived: false, source: null };
  }
  return {
    ...base,
    tableMinimum: { amount: result.tableAmount, unit: result.tableUnit },
    monthly: result.monthly,
    hourly: result.hourly,
    derived: result.derived,
    source: result.source,
  };
}
