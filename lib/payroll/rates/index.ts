/**
 * Rate-table registry: lookup by year/date, CCNL minimum lookup, and the load-time check
 * (ordered, gapless INPS brackets; every figure a decimal string; every section sourced).
 */
import { Decimal, dec } from "../money";
import { rates2023 } from "./2023";
import { rates2024 } from "./2024";
import { rates2025 } from "./2025";
import { rates2026 } from "./2026";
import type { Level, PayTable, RateRegistry, YearRates } from "./types";

export * from "./types";
export { TFR_MONTHLY_COEFFICIENTS, TFR_DIVISOR, TFR_FIXED_PERCENT_PER_YEAR, TFR_FOI_SHARE } from "./tfr";

export const DEFAULT_RATES: RateRegistry = Object.freeze({
  2023: rates2023,
  2024: rates2024,
  2025: rates2025,
  2026: rates2026,
});

export class RatesMissingError extends Error {
  readonly code = "rates_missing_for_year";
  constructor(readonly year: number) {
    super(`No rate tables for ${year}: CCNL minimums, INPS and CAS.SA.COLF tables for ${year} must be loaded first`);
  }
}

export function availableYears(registry: RateRegistry = DEFAULT_RATES): number[] {
  return Object.keys(registry)
    .map(Number)
    .sort((a, b) => a - b);
}

export function hasRatesForYear(year: number, registry: RateRegistry = DEFAULT_RATES): boolean {
  return registry[year] !== undefined;
}

export function getYearRates(year: number, registry: RateRegistry = DEFAULT_RATES): YearRates {
  const r = registry[year];
  if (!r) throw new RatesMissingError(year);
  return r;
}

export function ratesForDate(date: string, registry: RateRegistry = DEFAULT_RATES): YearRates {
  return getYearRates(Number(date.slice(0, 4)), registry);
}

export interface MinimumWage {
  /** the CCNL minimum (decimal string) */
  amount: string;
  unit: "month" | "hour";
  table: PayTable;
  level: Level;
  year: number;
  derived: boolean;
  source: string;
}

/**
 * CCNL minimum for (level, table, date). Null when the level does not exist in that table
 * (table B only B/BS/C, table D only BS/CS/DS, table G only CS/DS; table E has a single level).
 * Throws RatesMissingError for a year without tables.
 */
export function ccnlMinimum(level: Level, table: PayTable, date: string, registry: RateRegistry = DEFAULT_RATES): MinimumWage | null {
  const r = ratesForDate(date, registry);
  const c = r.ccnl;
  let amount: string | undefined;
  let unit: "month" | "hour" = "month";
  let key: string;
  switch (table) {
    case "A":
      amount = c.tableA[level];
      key = `tableA.${level}`;
      break;
    case "B":
      amount = c.tableB[level];
      key = `tableB.${level}`;
      break;
    case "C":
      amount = c.tableC[level];
      unit = "hour";
      key = `tableC.${level}`;
      break;
    case "D":
      amount = c.tableD[level];
      key = `tableD.${level}`;
      break;
    case "E":
      amount = c.tableE;
      key = "tableE";
      break;
    case "G":
      amount = c.tableG[level];
      unit = "hour";
      key = `tableG.${level}`;
      break;
  }
  if (amount === undefined) return null;
  return {
    amount,
    unit,
    table,
    level,
    year: r.year,
    derived: c.derived.includes(key),
    source: c.sources[0] ?? "",
  };
}

export interface RateCheckIssue {
  code: string;
  message: string;
  year: number;
}

const DEC_RE = /^-?\d+(\.\d+)?$/;
const URL_RE = /^https?:\/\/\S+$/;

function checkDecimals(obj: unknown, path: string, year: number, issues: RateCheckIssue[]): void {
  if (typeof obj === "string") {
    if (!DEC_RE.test(obj)) issues.push({ code: "rate_not_decimal", message: `${path}: "${obj}" is not a decimal string`, year });
    return;
  }
  if (typeof obj === "number") {
    issues.push({ code: "rate_not_string", message: `${path}: figures must be decimal strings`, year });
    return;
  }
  if (obj && typeof obj === "object") {
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) checkDecimals(v, `${path}.${k}`, year, issues);
  }
}

/**
 * Check one year's tables: figures are decimal strings, every section cites at least one URL,
 * INPS brackets are ordered and gapless (over[n] = upTo[n-1]), the conventional wage of bracket n
 * equals its lower bound, hourly totals reproduce conventional × published rate, worker share <
 * total, and the >24 h row exists.
 */
export function checkYearRates(r: YearRates): RateCheckIssue[] {
  const issues: RateCheckIssue[] = [];
  const y = r.year;
  const c = r.ccnl;
  checkDecimals(
    {
      tableA: c.tableA,
      tableB: c.tableB,
      tableC: c.tableC,
      tableD: c.tableD,
      tableE: c.tableE,
      tableG: c.tableG,
      functionAllowanceMonthly: c.functionAllowanceMonthly,
      babysitterAllowance: c.babysitterAllowance,
      multiAssistanceAllowance: c.multiAssistanceAllowance,
      uni: c.uniCertificationAllowanceMonthly,
    },
    "ccnl",
    y,
    issues,
  );
  checkDecimals({ l: r.board.lunchOrBreakfast, d: r.board.dinner, a: r.board.lodging }, "board", y, issues);
  checkDecimals({ t: r.cassacolf.hourlyTotal, e: r.cassacolf.employee, r: r.cassacolf.employer }, "cassacolf", y, issues);
  for (const [name, section] of [
    ["ccnl", r.ccnl],
    ["board", r.board],
    ["inps", r.inps],
    ["cassacolf", r.cassacolf],
    ["publishedHolidays", r.publishedHolidays],
  ] as const) {
    if (section.sources.length === 0) issues.push({ code: "rate_unsourced", message: `${name} has no source`, year: y });
    for (const s of section.sources) if (!URL_RE.test(s)) issues.push({ code: "rate_bad_source", message: `${name}: "${s}" is not a URL`, year: y });
  }
  if (r.tfrRevaluationAt31Dec.percent !== null && r.tfrRevaluationAt31Dec.sources.length === 0) {
    issues.push({ code: "rate_unsourced", message: "tfrRevaluationAt31Dec has no source", year: y });
  }
  if (![26, 30].includes(r.board.monthlyDaysDefault)) {
    issues.push({ code: "board_days_invalid", message: "board monthly days must be 26 or 30", year: y });
  }
  if (!dec(r.cassacolf.employee).plus(dec(r.cassacolf.employer)).equals(dec(r.cassacolf.hourlyTotal))) {
    issues.push({ code: "cassacolf_split_mismatch", message: "CAS.SA.COLF employee + employer ≠ total", year: y });
  }
  checkInpsTable(r, issues);
  return issues;
}

/** INPS: brackets ordered and gapless, the >24 h row present, every cell = conventional wage × rate, worker share < total. */
function checkInpsTable(r: YearRates, issues: RateCheckIssue[]): void {
  const y = r.year;
  const wage = r.inps.brackets.filter((b) => b.id !== "over_24_hours");
  const ids = wage.map((b) => b.id).join(",");
  if (ids !== "bracket_1,bracket_2,bracket_3") issues.push({ code: "inps_brackets_order", message: `INPS wage brackets out of order: ${ids}`, year: y });
  if (!r.inps.brackets.some((b) => b.id === "over_24_hours")) issues.push({ code: "inps_over24_missing", message: "INPS >24 h row missing", year: y });
  let prevUpTo: string | null = null;
  wage.forEach((b, i) => {
    checkDecimals({ conventionalWage: b.conventionalWage, over: b.effectiveWageOver ?? "0", upTo: b.effectiveWageUpTo ?? "0" }, `inps.${b.id}`, y, issues);
    if (i === 0 && b.effectiveWageOver !== null) issues.push({ code: "inps_bracket_gap", message: "bracket_1 must start at 0", year: y });
    if (i > 0 && (b.effectiveWageOver === null || prevUpTo === null || !dec(b.effectiveWageOver).equals(dec(prevUpTo)))) {
      issues.push({ code: "inps_bracket_gap", message: `${b.id} does not start where the previous bracket ends`, year: y });
    }
    if (i < wage.length - 1 && b.effectiveWageUpTo === null) issues.push({ code: "inps_bracket_gap", message: `${b.id} has no upper bound`, year: y });
    if (i === wage.length - 1 && b.effectiveWageUpTo !== null) issues.push({ code: "inps_bracket_gap", message: "top bracket must be open-ended", year: y });
    if (b.effectiveWageUpTo !== null && b.effectiveWageOver !== null && !dec(b.effectiveWageUpTo).greaterThan(dec(b.effectiveWageOver))) {
      issues.push({ code: "inps_bracket_order", message: `${b.id} bounds not increasing`, year: y });
    }
    prevUpTo = b.effectiveWageUpTo;
  });
  const withRate = dec(r.inps.totalRateWithCuaf);
  const withoutRate = dec(r.inps.totalRateWithoutCuaf);
  const add = dec(r.inps.fixedTermAdditionalRate);
  for (const b of r.inps.brackets) {
    checkDecimals(b.openEnded, `inps.${b.id}.openEnded`, y, issues);
    checkDecimals(b.fixedTerm, `inps.${b.id}.fixedTerm`, y, issues);
    const conv = dec(b.conventionalWage);
    const expect: Array<[string, Decimal, string]> = [
      ["openEnded.withCuaf", conv.times(withRate), b.openEnded.withCuaf],
      ["openEnded.withoutCuaf", conv.times(withoutRate), b.openEnded.withoutCuaf],
      ["fixedTerm.withCuaf", conv.times(withRate.plus(add)), b.fixedTerm.withCuaf],
      ["fixedTerm.withoutCuaf", conv.times(withoutRate.plus(add)), b.fixedTerm.withoutCuaf],
    ];
    for (const [k, computed, published] of expect) {
      if (!computed.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).equals(dec(published))) {
        issues.push({ code: "inps_cell_mismatch", message: `${b.id}.${k}: ${published} ≠ conventional × rate (${computed.toFixed(4)})`, year: y });
      }
    }
    for (const col of [b.openEnded, b.fixedTerm]) {
      if (!dec(col.employee).lessThan(dec(col.withCuaf))) issues.push({ code: "inps_share_invalid", message: `${b.id}: worker share ≥ total`, year: y });
    }
  }
}

export function checkRegistry(registry: RateRegistry = DEFAULT_RATES): RateCheckIssue[] {
  const issues: RateCheckIssue[] = [];
  for (const y of availableYears(registry)) {
    const r = registry[y];
    if (!r) continue;
    if (r.year !== y) issues.push({ code: "rate_year_mismatch", message: `table keyed ${y} says ${r.year}`, year: y });
    issues.push(...checkYearRates(r));
  }
  return issues;
}
