/**
 * The CCNL rules for contract terms, in one place (rules.md §2–3; docs/domain/rules-update.md
 * wins where it differs): the contract check of the API and the wizard, the minimum-wage endpoint,
 * validate-before-run and the run all call these functions, so a contract accepted here is run
 * without a limit warning and a contract refused here is refused by validate-before-run for the
 * same reason.
 *
 * - Levels per job type (rules.md §2.1, see LEVELS_BY_JOB_TYPE).
 * - Pay table (`payTableFor`): night_assistance → D, night_presence → E, rest_day_substitute → G,
 *   live-in with ≤ 30 h/week at level B/BS/C → B (reduced live-in), other live-in → A, else C.
 * - Hour limits per job and pay table (rules.md §3.1, `hourLimitsFor`): day, week, night.
 * - Minimum wage: the CCNL minimum of the level, table and year in force on the date, converted to
 *   the pay basis with × 52/12 (or 12/52) and compared exactly; the figure shown is that amount
 *   rounded up to the cent: the lowest wage in cents that is not below the minimum.
 * - One weekly-schedule shape at the boundary: `WeeklySchedule` (monday…sunday); the engine's
 *   Monday-first array comes from `scheduleDays`, and a database row's columns from `scheduleOfColumns`.
 *
 * Issues carry a stable `code`, a JSON pointer relative to the terms object, an English message
 * (API) and `params` from which the UI builds its own sentence.
 */
import { Decimal, dec } from "./money";
import { DEFAULT_RATES, ccnlMinimum, hasRatesForYear } from "./rates";
import type { Level, PayTable, RateRegistry } from "./rates/types";
import type { ContractTerms, JobType } from "./types";

export type { JobType } from "./types";

export const CCNL_LEVELS = ["A", "AS", "B", "BS", "C", "CS", "D", "DS"] as const satisfies readonly Level[];
export type CcnlLevel = (typeof CCNL_LEVELS)[number];

export const JOB_TYPES: readonly JobType[] = [
  "domestic_help",
  "carer_self_sufficient",
  "carer_non_self_sufficient",
  "babysitter",
  "night_assistance",
  "night_presence",
  "rest_day_substitute",
  "cook",
  "other",
];

export const PAY_BASES = ["hourly", "monthly"] as const;
export type PayBasis = (typeof PAY_BASES)[number];

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeeklySchedule = Record<Weekday, string>;

/**
 * Which CCNL levels fit which job (rules.md §2.1, art. 9–10):
 * - domestic_help (colf): A cleaner/helper, B general domestic collaborator, gardener, driver,
 *   D household administrator, butler, governess;
 * - cook: C cook, D head cook;
 * - babysitter: BS (all baby-sitters since 1 Oct 2020);
 * - carer_self_sufficient: BS;
 * - carer_non_self_sufficient: CS (no certified training), DS (trained);
 * - night_assistance (table D): BS, CS, DS;
 * - night_presence (table E, a single pay level): any level;
 * - rest_day_substitute (table G): CS, DS;
 * - other (companion AS, tutor D, educator/house director DS, …): any level.
 */
export const LEVELS_BY_JOB_TYPE: Readonly<Record<JobType, readonly CcnlLevel[]>> = {
  domestic_help: ["A", "B", "D"],
  cook: ["C", "D"],
  babysitter: ["BS"],
  carer_self_sufficient: ["BS"],
  carer_non_self_sufficient: ["CS", "DS"],
  night_assistance: ["BS", "CS", "DS"],
  night_presence: CCNL_LEVELS,
  rest_day_substitute: ["CS", "DS"],
  other: CCNL_LEVELS,
};

export const PAY_TABLE_LABELS_EN: Readonly<Record<PayTable, string>> = {
  A: "live-in",
  B: "live-in up to 30 h/week",
  C: "non-live-in",
  D: "night assistance",
  E: "night presence",
  G: "rest-day substitute",
};

/** Tables whose CCNL pay is monthly: the agreed wage must be monthly too. */
const MONTHLY_TABLES: readonly PayTable[] = ["A", "B", "D", "E"];

export type HourLimitKind = "live_in" | "non_live_in" | "night_assistance" | "night_presence";

/**
 * Hour limits (rules.md §3.1): live-in 10 h/day and 54 h/week; non-live-in 8 h/day and 40 h/week.
 * Night work is bounded by its CCNL window (assistance 20:00–08:00 = 12 h, presence 21:00–08:00
 * = 11 h) and by the 54 h/week general maximum (the common pattern is 9 h × 6 nights).
 */
export const HOUR_LIMITS: Readonly<Record<HourLimitKind, { daily: string; weekly: string }>> = {
  live_in: { daily: "10", weekly: "54" },
  non_live_in: { daily: "8", weekly: "40" },
  night_assistance: { daily: "12", weekly: "54" },
  night_presence: { daily: "11", weekly: "54" },
};

export const REDUCED_LIVE_IN_MAX_WEEKLY = "30";

const DECIMAL_RE = /^\d{1,9}(\.\d+)?$/;
const FIFTY_TWO = new Decimal(52);
const TWELVE = new Decimal(12);

export function hourLimitKind(jobType: JobType, cohabiting: boolean): HourLimitKind {
  if (jobType === "night_assistance") return "night_assistance";
  if (jobType === "night_presence") return "night_presence";
  return cohabiting ? "live_in" : "non_live_in";
}

/** Sum of the seven days; unparsable entries count as zero (the schema reports them). */
export function weeklyTotal(schedule: Partial<Record<Weekday, string>>): Decimal {
  let total = new Decimal(0);
  for (const day of WEEKDAYS) {
    const value = schedule[day];
    if (value !== undefined && DECIMAL_RE.test(value)) total = total.plus(value);
  }
  return total;
}

export function payBasisAllowed(table: PayTable, payBasis: PayBasis): boolean {
  return payBasis === "monthly" || !MONTHLY_TABLES.includes(table);
}

export type MinimumWageResult =
  | {
      kind: "ok";
      level: CcnlLevel;
      table: PayTable;
      tableLabel: string;
      year: number;
      date: string;
      weeklyHours: string;
      /** the figure in the CCNL table and its unit */
      tableAmount: string;
      tableUnit: "month" | "hour";
      /** minimum for a monthly wage (null: hourly table with no weekly hours) */
      monthly: string | null;
      /** minimum for an hourly wage (null: monthly table with no weekly hours) */
      hourly: string | null;
      derived: boolean;
      source: string;
    }
  | { kind: "level_not_in_table"; level: CcnlLevel; table: PayTable; year: number }
  | { kind: "rates_missing"; year: number };

const ceil2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);

export function minimumWageFor(
  input: { level: CcnlLevel; jobType: JobType; cohabiting: boolean; weeklyHours: Decimal | string; date: string },
  registry: RateRegistry = DEFAULT_RATES,
): MinimumWageResult {
  const year = Number(input.date.slice(0, 4));
  if (!hasRatesForYear(year, registry)) return { kind: "rates_missing", year };
  const weekly = dec(input.weeklyHours);
  const table = payTableFor({ ...input, weeklyHours: weekly });
  const min = ccnlMinimum(input.level, table, input.date, registry);
  if (!min) return { kind: "level_not_in_table", level: input.level, table, year };
  const amount = dec(min.amount);
  const hasHours = weekly.greaterThan(0);
  const monthly = min.unit === "month" ? amount.toFixed(2) : hasHours ? ceil2(amount.times(weekly).times(FIFTY_TWO).div(TWELVE)) : null;
  const hourly = min.unit === "hour" ? amount.toFixed(2) : hasHours ? ceil2(amount.times(TWELVE).div(FIFTY_TWO).div(weekly)) : null;
  return {
    kind: "ok",
    level: input.level,
    table,
    tableLabel: PAY_TABLE_LABELS_EN[table],
    year: min.year,
    date: input.date,
    weeklyHours: weekly.toFixed(2),
    tableAmount: amount.toFixed(2),
    tableUnit: min.unit,
    monthly,
    hourly,
    derived: min.derived,
    source: min.source,
  };
}

export interface TermsLike {
  level: CcnlLevel;
  jobType: JobType;
  cohabiting: boolean;
  payBasis: PayBasis;
  wage: string;
  weeklySchedule: WeeklySchedule;
  board: { breakfastLunch: boolean; dinner: boolean; lodging: boolean; inCash: boolean };
  allowances: { babysitterChildUnderSix: boolean; multipleAssisted: boolean; functionAllowance: boolean; uniCertifiedUntil?: string | null };
  /** when set, `wage` must be the minimum of the effective date + this superminimo */
  superminimo?: string | null;
}

/** The CCNL minimum in the terms' pay unit on a date (the lowest wage in cents not below it), or null without tables. */
export function minimumInPayUnit(
  t: { level: CcnlLevel; jobType: JobType; cohabiting: boolean; payBasis: PayBasis; weeklyHours: Decimal | string },
  date: string,
  registry: RateRegistry = DEFAULT_RATES,
): Decimal | null {
  const m = minimumWageFor({ level: t.level, jobType: t.jobType, cohabiting: t.cohabiting, weeklyHours: t.weeklyHours, date }, registry);
  if (m.kind !== "ok") return null;
  const floor = t.payBasis === "monthly" ? m.monthly : m.hourly;
  return floor === null ? null : dec(floor);
}

export type CcnlIssueCode =
  | "level_not_allowed_for_job"
  | "level_not_in_pay_table"
  | "pay_basis_not_allowed"
  | "no_scheduled_hours"
  | "daily_hours_over_limit"
  | "weekly_hours_over_limit"
  | "below_ccnl_minimum"
  | "wage_composition_mismatch"
  | "uni_allowance_level"
  | "live_in_board_required"
  | "board_in_cash_without_items"
  | "babysitter_allowance_level"
  | "multiple_assisted_allowance_level"
  | "function_allowance_level"
  | "minimum_not_checked";

export interface CcnlIssue {
  /** JSON pointer relative to the terms object, e.g. "/wage" */
  path: string;
  code: CcnlIssueCode;
  message: string;
  params: Record<string, string>;
}

export interface TermsCheck {
  /** blocking: the API answers 422 */
  issues: CcnlIssue[];
  /** not blocking (e.g. no rate tables for the year, so the minimum could not be checked) */
  warnings: CcnlIssue[];
  table: PayTable;
  weeklyHours: string;
  minimum: MinimumWageResult;
}

function minimumSentence(m: Extract<MinimumWageResult, { kind: "ok" }>, payBasis: PayBasis): string {
  const head = `Below the CCNL minimum for ${m.level} ${m.tableLabel} in ${m.year}`;
  if (payBasis === "monthly") {
    if (m.tableUnit === "month") return `${head}: ${m.monthly} per month`;
    return `${head}: ${m.monthly} per month (${m.tableAmount} per hour × ${m.weeklyHours} h × 52/12)`;
  }
  if (m.tableUnit === "hour") return `${head}: ${m.hourly} per hour`;
  return `${head}: ${m.hourly} per hour (${m.tableAmount} per month × 12/52 / ${m.weeklyHours} h)`;
}

function checkHours(terms: TermsLike, weekly: Decimal, weeklyHours: string, issues: CcnlIssue[]): void {
  // Hours
  const kind = hourLimitKind(terms.jobType, terms.cohabiting);
  const limits = HOUR_LIMITS[kind];
  if (weekly.isZero()) {
    issues.push({
      path: "/weeklySchedule",
      code: "no_scheduled_hours",
      message: "The weekly schedule has no hours: give the hours of at least one day",
      params: {},
    });
  }
  for (const day of WEEKDAYS) {
    const value = terms.weeklySchedule[day];
    if (!DECIMAL_RE.test(value)) continue;
    if (dec(value).greaterThan(limits.daily)) {
      issues.push({
        path: `/weeklySchedule/${day}`,
        code: "daily_hours_over_limit",
        message: `${dec(value).toFixed(2)} h on ${day} exceed the CCNL maximum of ${limits.daily} h a day for ${kind.replace(/_/g, "-")} work`,
        params: { day, hours: dec(value).toFixed(2), max: limits.daily, kind },
      });
    }
  }
  if (weekly.greaterThan(limits.weekly)) {
    issues.push({
      path: "/weeklySchedule",
      code: "weekly_hours_over_limit",
      message: `${weeklyHours} h a week exceed the CCNL maximum of ${limits.weekly} h for ${kind.replace(/_/g, "-")} work`,
      params: { hours: weeklyHours, max: limits.weekly, kind },
    });
  }
}

function checkMinimum(
  terms: TermsLike,
  weekly: Decimal,
  weeklyHours: string,
  effectiveDate: string,
  registry: RateRegistry,
  issues: CcnlIssue[],
  warnings: CcnlIssue[],
): MinimumWageResult {
  // Minimum wage
  const minimum = minimumWageFor(
    { level: terms.level, jobType: terms.jobType, cohabiting: terms.cohabiting, weeklyHours: weekly, date: effectiveDate },
    registry,
  );
  if (minimum.kind === "rates_missing") {
    warnings.push({
      path: "/wage",
      code: "minimum_not_checked",
      message: `No CCNL tables for ${minimum.year}: the wage could not be checked against the minimum`,
      params: { year: String(minimum.year) },
    });
  } else if (minimum.kind === "level_not_in_table") {
    // Only reachable when the level does not fit the job type, already reported above.
    if (!issues.some((i) => i.code === "level_not_allowed_for_job")) {
      issues.push({
        path: "/level",
        code: "level_not_in_pay_table",
        message: `The CCNL ${PAY_TABLE_LABELS_EN[minimum.table]} table has no level ${minimum.level}`,
        params: { level: minimum.level, table: minimum.table },
      });
    }
  } else if (!weekly.isZero()) {
    const floor = terms.payBasis === "monthly" ? minimum.monthly : minimum.hourly;
    if (floor !== null && /^\d{1,9}(\.\d{1,2})?$/.test(terms.wage) && dec(terms.wage).lessThan(floor)) {
      issues.push({
        path: "/wage",
        code: "below_ccnl_minimum",
        message: minimumSentence(minimum, terms.payBasis),
        params: {
          level: minimum.level,
          table: minimum.table,
          year: String(minimum.year),
          minimum: floor,
          unit: terms.payBasis === "monthly" ? "month" : "hour",
          tableAmount: minimum.tableAmount,
          tableUnit: minimum.tableUnit,
          weeklyHours,
        },
      });
    }
    // a wage given as minimum + superminimo must add up on the effective date (issue 12 item 9)
    if (floor !== null && terms.superminimo !== undefined && terms.superminimo !== null && /^\d{1,9}(\.\d{1,2})?$/.test(terms.superminimo)) {
      const expected = dec(floor).plus(terms.superminimo).toFixed(2);
      if (/^\d{1,9}(\.\d{1,2})?$/.test(terms.wage) && !dec(terms.wage).equals(expected)) {
        issues.push({
          path: "/wage",
          code: "wage_composition_mismatch",
          message: `With a superminimo of ${dec(terms.superminimo).toFixed(2)} the wage is the CCNL minimum ${floor} + ${dec(terms.superminimo).toFixed(2)} = ${expected}`,
          params: { minimum: floor, superminimo: dec(terms.superminimo).toFixed(2), expected, unit: terms.payBasis === "monthly" ? "month" : "hour" },
        });
      }
    }
  }

  return minimum;
}

function checkBoardAndAllowances(terms: TermsLike, issues: CcnlIssue[]): void {
  // Board and lodging (rules.md §2.5): a live-in worker is owed full board and lodging.
  const b = terms.board;
  if (terms.cohabiting && !(b.breakfastLunch && b.dinner && b.lodging)) {
    issues.push({
      path: "/board",
      code: "live_in_board_required",
      message: "A live-in worker is owed breakfast/lunch, dinner and lodging (in kind, or as a cash indemnity with inCash)",
      params: {},
    });
  }
  if (b.inCash && !(b.breakfastLunch || b.dinner || b.lodging)) {
    issues.push({
      path: "/board/inCash",
      code: "board_in_cash_without_items",
      message: "Board paid in cash needs at least one of breakfastLunch, dinner, lodging",
      params: {},
    });
  }

  // Allowances (rules.md §2.3)
  const a = terms.allowances;
  if (a.babysitterChildUnderSix && terms.level !== "BS") {
    issues.push({
      path: "/allowances/babysitterChildUnderSix",
      code: "babysitter_allowance_level",
      message: "The allowance for a child under six applies to level BS only",
      params: { level: terms.level },
    });
  }
  if (a.multipleAssisted && terms.level !== "CS" && terms.level !== "DS") {
    issues.push({
      path: "/allowances/multipleAssisted",
      code: "multiple_assisted_allowance_level",
      message: "The allowance for assisting more than one person applies to levels CS and DS only",
      params: { level: terms.level },
    });
  }
  if (a.functionAllowance && !(terms.cohabiting && (terms.level === "D" || terms.level === "DS"))) {
    issues.push({
      path: "/allowances/functionAllowance",
      code: "function_allowance_level",
      message: "The function allowance applies to live-in workers of levels D and DS only",
      params: { level: terms.level },
    });
  }
  // UNI 11766 allowance: levels B, BS and CS of the 2026 table (rules-update §8)
  if (a.uniCertifiedUntil && !["B", "BS", "CS"].includes(terms.level)) {
    issues.push({
      path: "/allowances/uniCertifiedUntil",
      code: "uni_allowance_level",
      message: "The UNI 11766 certification allowance applies to levels B, BS and CS only",
      params: { level: terms.level },
    });
  }
}

/** Checks terms (already well-formed) against the CCNL for their effective date. */
export function checkTermsAgainstCcnl(terms: TermsLike, effectiveDate: string, registry: RateRegistry = DEFAULT_RATES): TermsCheck {
  const issues: CcnlIssue[] = [];
  const warnings: CcnlIssue[] = [];
  const weekly = weeklyTotal(terms.weeklySchedule);
  const weeklyHours = weekly.toFixed(2);
  const table = payTableFor({ jobType: terms.jobType, cohabiting: terms.cohabiting, level: terms.level, weeklyHours: weekly });

  const allowed = LEVELS_BY_JOB_TYPE[terms.jobType];
  if (!allowed.includes(terms.level)) {
    issues.push({
      path: "/level",
      code: "level_not_allowed_for_job",
      message: `Level ${terms.level} does not fit the job type ${terms.jobType}: use ${allowed.join(", ")}`,
      params: { level: terms.level, jobType: terms.jobType, allowed: allowed.join(", ") },
    });
  }

  if (!payBasisAllowed(table, terms.payBasis)) {
    issues.push({
      path: "/payBasis",
      code: "pay_basis_not_allowed",
      message: `The CCNL pays ${PAY_TABLE_LABELS_EN[table]} work by the month: use payBasis monthly`,
      params: { table },
    });
  }

  checkHours(terms, weekly, weeklyHours, issues);
  const minimum = checkMinimum(terms, weekly, weeklyHours, effectiveDate, registry, issues, warnings);
  checkBoardAndAllowances(terms, issues);
  return { issues, warnings, table, weeklyHours, minimum };
}

/** The pay table of a job, live-in flag, level and weekly hours (one rule for contracts and payroll). */
export function payTableFor(input: { jobType: JobType; cohabiting: boolean; level: Level; weeklyHours: Decimal | string } | ContractTerms): PayTable {
  const weekly = "weeklyHours" in input ? dec(input.weeklyHours) : sumDays(input.weeklySchedule);
  if (input.jobType === "night_assistance") return "D";
  if (input.jobType === "night_presence") return "E";
  if (input.jobType === "rest_day_substitute") return "G";
  if (input.cohabiting) {
    if (weekly.lessThanOrEqualTo(REDUCED_LIVE_IN_MAX_WEEKLY) && (input.level === "B" || input.level === "BS" || input.level === "C")) return "B";
    return "A";
  }
  return "C";
}

function sumDays(days: readonly string[]): Decimal {
  let total = new Decimal(0);
  for (const d of days) total = total.plus(dec(d));
  return total;
}

/** Hour limits of a job (its pay table follows from it): `daily` is a day, or a night for the night jobs. */
export function hourLimitsFor(jobType: JobType, cohabiting: boolean): { kind: HourLimitKind; daily: string; weekly: string } {
  const kind = hourLimitKind(jobType, cohabiting);
  return { kind, ...HOUR_LIMITS[kind] };
}

/** The engine's Monday-first array of a weekly schedule. */
export function scheduleDays(schedule: WeeklySchedule): string[] {
  return WEEKDAYS.map((d) => schedule[d]);
}

/** A weekly schedule from the engine's Monday-first array. */
export function scheduleOfDays(days: readonly string[]): WeeklySchedule {
  return Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i] ?? "0"])) as WeeklySchedule;
}

/** A weekly schedule from a database row's hoursMon…hoursSun columns (Decimal or string), 2 decimals. */
export function scheduleOfColumns(
  row: Record<"hoursMon" | "hoursTue" | "hoursWed" | "hoursThu" | "hoursFri" | "hoursSat" | "hoursSun", { toString(): string }>,
): WeeklySchedule {
  const cols = [row.hoursMon, row.hoursTue, row.hoursWed, row.hoursThu, row.hoursFri, row.hoursSat, row.hoursSun];
  return scheduleOfDays(cols.map((h) => dec(h.toString()).toFixed(2)));
}

/** Terms in the API's shape (what forms, the contract check and the terms history carry), with the overrides. */
export interface ApiShapedTerms extends TermsLike {
  seniorityIncrements?: string | number | null;
  superminimoAbsorbable?: boolean;
}

/**
 * The engine's terms (`ContractTerms`, types.ts) from terms in the API's shape: the one conversion
 * between the two, so a contract-terms row needs a single mapping (row → API shape) on the server.
 * Optional fields appear only when set, in a fixed order, so terms without a superminimo or a UNI
 * certification keep the engine inputs (and the payslips' input fingerprints) they always had.
 */
export function engineTermsOf(effectiveFrom: string, t: ApiShapedTerms): ContractTerms {
  return {
    effectiveFrom,
    level: t.level,
    jobType: t.jobType,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage: t.wage,
    weeklySchedule: scheduleDays(t.weeklySchedule),
    board: { breakfastLunch: t.board.breakfastLunch, dinner: t.board.dinner, lodging: t.board.lodging, inCash: t.board.inCash },
    babysitterChildUnderSix: t.allowances.babysitterChildUnderSix,
    multipleAssisted: t.allowances.multipleAssisted,
    functionAllowance: t.allowances.functionAllowance,
    seniorityIncrements: t.seniorityIncrements === null || t.seniorityIncrements === undefined ? null : Number(t.seniorityIncrements),
    ...(t.superminimo !== null && t.superminimo !== undefined ? { superminimo: t.superminimo, superminimoAbsorbable: t.superminimoAbsorbable ?? true } : {}),
    ...(t.allowances.uniCertifiedUntil ? { uniCertifiedUntil: t.allowances.uniCertifiedUntil } : {}),
  };
}

/** One contract of a worker in force on the day looked at: what its hours count against (issue 31). */
export interface WorkerContractHours {
  contractId: string;
  jobType: JobType;
  cohabiting: boolean;
  weeklySchedule: WeeklySchedule;
}

export type WorkerHoursWarningCode = "worker_weekly_hours_over_limit" | "worker_daily_hours_over_limit";

export interface WorkerHoursWarning {
  code: WorkerHoursWarningCode;
  message: string;
  params: Record<string, string>;
}

export interface WorkerHours {
  /** hours per week over all the contracts, 2 decimals */
  weeklyHours: string;
  /** hours per weekday over all the contracts */
  dailyHours: WeeklySchedule;
  /** the maxima the totals are held to (null without contracts) */
  limits: { daily: string; weekly: string } | null;
  warnings: WorkerHoursWarning[];
}

/**
 * A worker's hours across households (issue 31): the weekly schedules of the contracts in force,
 * summed per weekday and per week, against the CCNL maxima of art. 14 c. 1 (HOUR_LIMITS: 8 h/day
 * and 40 h/week non-live-in, 10/54 live-in). Interpretation: the CCNL sets the maxima per
 * relationship; across relationships of different kinds the most generous of their maxima applies
 * (each contract alone is already held to its own by `checkTermsAgainstCcnl`), so two non-live-in
 * jobs are held to 8 and 40, a live-in job with a non-live-in one to 10 and 54. Warnings, never
 * refusals: the worker's other employers are outside the clerk's control.
 */
export function workerHoursAcrossContracts(contracts: readonly WorkerContractHours[]): WorkerHours {
  const daily = Object.fromEntries(WEEKDAYS.map((d) => [d, new Decimal(0)])) as Record<Weekday, Decimal>;
  let maxDaily: Decimal | null = null;
  let maxWeekly: Decimal | null = null;
  for (const c of contracts) {
    for (const day of WEEKDAYS) {
      const value = c.weeklySchedule[day];
      if (DECIMAL_RE.test(value)) daily[day] = daily[day].plus(value);
    }
    const limits = HOUR_LIMITS[hourLimitKind(c.jobType, c.cohabiting)];
    maxDaily = maxDaily === null ? dec(limits.daily) : Decimal.max(maxDaily, limits.daily);
    maxWeekly = maxWeekly === null ? dec(limits.weekly) : Decimal.max(maxWeekly, limits.weekly);
  }
  const weekly = WEEKDAYS.reduce((sum, d) => sum.plus(daily[d]), new Decimal(0));
  const dailyHours = Object.fromEntries(WEEKDAYS.map((d) => [d, daily[d].toFixed(2)])) as WeeklySchedule;
  const warnings: WorkerHoursWarning[] = [];
  if (maxDaily === null || maxWeekly === null) return { weeklyHours: weekly.toFixed(2), dailyHours, limits: null, warnings };
  const n = String(contracts.length);
  for (const day of WEEKDAYS) {
    if (!daily[day].greaterThan(maxDaily)) continue;
    warnings.push({
      code: "worker_daily_hours_over_limit",
      message: `${dailyHours[day]} h on ${day} over ${n} contracts exceed the CCNL maximum of ${maxDaily.toFixed(0)} h a day`,
      params: { day, hours: dailyHours[day], max: maxDaily.toFixed(0), contracts: n },
    });
  }
  if (weekly.greaterThan(maxWeekly)) {
    warnings.push({
      code: "worker_weekly_hours_over_limit",
      message: `${weekly.toFixed(2)} h a week over ${n} contracts exceed the CCNL maximum of ${maxWeekly.toFixed(0)} h a week`,
      params: { hours: weekly.toFixed(2), max: maxWeekly.toFixed(0), contracts: n },
    });
  }
  return { weeklyHours: weekly.toFixed(2), dailyHours, limits: { daily: maxDaily.toFixed(0), weekly: maxWeekly.toFixed(0) }, warnings };
}
