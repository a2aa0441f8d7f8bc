import "server-only";
import { AppError } from "@/lib/errors";
import { dec } from "@/lib/payroll";
import { LEVELS_BY_JOB_TYPE, PAY_TABLE_LABELS_EN, minimumWageFor, payTableFor } from "@/lib/payroll";
import type { MinimumWageQuery } from "@/lib/validation/contract";
import type { PayTable } from "@/lib/payroll";
import { todayInItaly } from "@/lib/validation/common";

export interface MinimumWageView {
  date: string;
  year: number;
  level: string;
  jobType: string;
  cohabiting: boolean;
  weeklyHours: string;
  /** whether the level fits the job type (LEVELS_BY_JOB_TYPE) */
  levelAllowed: boolean;
  allowedLevels: string[];
  payTable: PayTable;
  payTableLabel: string;
  /** the CCNL table figure; null when the table has no such level */
  tableMinimum: { amount: string; unit: "month" | "hour" } | null;
  /** lowest monthly wage not below the minimum (hourly tables: hourly × weekly hours × 52/12, rounded up to the cent) */
  monthly: string | null;
  /** lowest hourly wage not below the minimum */
  hourly: string | null;
  derived: boolean;
  source: string | null;
}

/** The CCNL minimum for a level, job, live-in flag, weekly hours and date (no database). */
export function getMinimumWage(query: MinimumWageQuery): MinimumWageView {
  const date = query.date ?? todayInItaly();
  const result = minimumWageFor({ level: query.level, jobType: query.jobType, cohabiting: query.cohabiting, weeklyHours: query.weeklyHours, date });
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
