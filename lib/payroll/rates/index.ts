/**
 * Rate-table registry: the dated versions (data/*.ts) resolved per day into the view the rules read
 * (`YearRates`), CCNL minimum lookup, the versions in force over a range (what a payslip names), and
 * the load-time check (every year opens on 1 January for every table; ordered, gapless INPS
 * brackets; every figure a decimal string; every version sourced). docs/rate-tables.md.
 */
import { Decimal, dec } from "../money";
import { boardLodgingVersions } from "./data/board-lodging";
import { cassacolfVersions } from "./data/cassacolf";
import { ccnlAllowancesVersions } from "./data/ccnl-allowances";
import { ccnlMinimumsVersions } from "./data/ccnl-minimums";
import { holidaysVersions } from "./data/holidays";
import { inpsVersions } from "./data/inps";
import { tfrRevaluationVersions } from "./data/tfr-revaluation";
import type { Level, PayTable, RateRegistry, YearRates } from "./types";
import {
  PAYSLIP_RATE_TABLES,
  RATE_TABLES,
  RATE_TABLE_STATUSES,
  type AnyRateTableVersion,
  type RateTableData,
  type RateTableName,
  type RateTableVersion,
} from "./versions";

export * from "./types";
export * from "./versions";
export { TFR_MONTHLY_COEFFICIENTS, TFR_DIVISOR, TFR_FIXED_PERCENT_PER_YEAR, TFR_FOI_SHARE } from "./tfr";

/** Every table version shipped with the application, in table then date order. */
export const SHIPPED_RATE_VERSIONS: readonly AnyRateTableVersion[] = Object.freeze([
  ...ccnlMinimumsVersions,
  ...ccnlAllowancesVersions,
  ...boardLodgingVersions,
  ...inpsVersions,
  ...cassacolfVersions,
  ...holidaysVersions,
  ...tfrRevaluationVersions,
] as AnyRateTableVersion[]);

/** A registry over the given versions (the shipped ones, with overrides, or a test's own). */
export function rateRegistry(versions: readonly AnyRateTableVersion[]): RateRegistry {
  return Object.freeze({ versions: Object.freeze([...versions]) });
}

export const DEFAULT_RATES: RateRegistry = rateRegistry(SHIPPED_RATE_VERSIONS);

/** The tables every day needs; the TFR year-end coefficient may be absent (percent null). */
const REQUIRED_TABLES: readonly RateTableName[] = ["ccnl-minimums", "ccnl-allowances", "board-lodging", "inps", "cassacolf", "holidays"];

interface RegistryIndex {
  byTable: Map<RateTableName, AnyRateTableVersion[]>;
  views: Map<string, YearRates>;
  byDate: Map<string, YearRates | null>;
}
const indexes = new WeakMap<RateRegistry, RegistryIndex>();

function indexOf(registry: RateRegistry): RegistryIndex {
  let ix = indexes.get(registry);
  if (ix) return ix;
  const byTable = new Map<RateTableName, AnyRateTableVersion[]>(RATE_TABLES.map((t) => [t, []]));
  for (const v of registry.versions) byTable.get(v.table)?.push(v);
  for (const list of byTable.values()) list.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
  ix = { byTable, views: new Map(), byDate: new Map() };
  indexes.set(registry, ix);
  return ix;
}

/**
 * The version of a table in force on a date: the latest one starting on or before it, within the
 * same calendar year (a year's tables never carry into the next: each year opens with its own
 * 1 January version, provisional until the official one ships). Null when there is none.
 */
export function versionAt<K extends RateTableName>(table: K, date: string, registry: RateRegistry = DEFAULT_RATES): RateTableVersion<K> | null {
  const list = indexOf(registry).byTable.get(table) ?? [];
  const year = date.slice(0, 4);
  let found: AnyRateTableVersion | null = null;
  for (const v of list) {
    if (v.effectiveFrom > date) break;
    found = v;
  }
  if (!found || found.effectiveFrom.slice(0, 4) !== year) return null;
  return found as unknown as RateTableVersion<K>;
}

/** The versions of the payslip's tables in force on at least one day of [from, to] (inclusive), sorted by id. */
export function versionsInForce(
  from: string,
  to: string,
  registry: RateRegistry = DEFAULT_RATES,
  tables: readonly RateTableName[] = PAYSLIP_RATE_TABLES,
): AnyRateTableVersion[] {
  const out: AnyRateTableVersion[] = [];
  const ix = indexOf(registry);
  for (const t of tables) {
    const list = ix.byTable.get(t) ?? [];
    // the version in force on `from`, then every version starting inside the range
    const first = versionAt(t, from, registry);
    if (first) out.push(first as AnyRateTableVersion);
    for (const v of list) if (v.effectiveFrom > from && v.effectiveFrom <= to) out.push(v);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The ids of versionsInForce: what a payslip of that range names (`rateTableVersions`). */
export function rateVersionIdsBetween(from: string, to: string, registry: RateRegistry = DEFAULT_RATES): string[] {
  return versionsInForce(from, to, registry).map((v) => v.id);
}

export class RatesMissingError extends Error {
  readonly code = "rates_missing_for_year";
  constructor(readonly year: number) {
    super(`No rate tables for ${year}: CCNL minimums, INPS and CAS.SA.COLF tables for ${year} must be loaded first`);
  }
}

const union = (...lists: (readonly string[])[]): string[] => [...new Set(lists.flat())];

function composeView(year: number, parts: { [K in RateTableName]: RateTableVersion<K> | null }): YearRates {
  const m = parts["ccnl-minimums"]!;
  const a = parts["ccnl-allowances"]!;
  const b = parts["board-lodging"]!;
  const i = parts.inps!;
  const c = parts.cassacolf!;
  const h = parts.holidays!;
  const t = parts["tfr-revaluation"];
  const named = [m, a, b, i, c, h];
  const versionIds = named.map((v) => v.id).sort();
  return {
    year,
    version: `${year} · ${i.data.label} · ${m.data.label}`,
    versionIds,
    key: versionIds.join("|"),
    provisional: named.some((v) => v.status === "provisional"),
    ccnl: {
      basis: m.data.basis,
      tableA: m.data.tableA,
      tableB: m.data.tableB,
      tableC: m.data.tableC,
      tableD: m.data.tableD,
      tableE: m.data.tableE,
      tableG: m.data.tableG,
      functionAllowanceMonthly: a.data.functionAllowanceMonthly,
      babysitterAllowance: a.data.babysitterAllowance,
      multiAssistanceAllowance: a.data.multiAssistanceAllowance,
      uniCertificationAllowanceMonthly: a.data.uniCertificationAllowanceMonthly,
      sources: union(m.sources, a.sources),
      derived: union(m.derived, a.derived),
      notes: union(m.notes, a.notes),
    },
    board: { ...b.data, sources: b.sources, derived: b.derived, notes: b.notes },
    inps: {
      circular: i.data.circular,
      totalRateWithCuaf: i.data.totalRateWithCuaf,
      totalRateWithoutCuaf: i.data.totalRateWithoutCuaf,
      fixedTermAdditionalRate: i.data.fixedTermAdditionalRate,
      brackets: i.data.brackets,
      sources: i.sources,
      derived: i.derived,
      notes: i.notes,
    },
    cassacolf: { ...c.data, sources: c.sources, derived: c.derived, notes: c.notes },
    publishedHolidays: { dates: h.data.dates, sources: h.sources, derived: h.derived, notes: h.notes },
    tfrRevaluationAt31Dec: t
      ? { percent: t.data.percent, foiDec: t.data.foiDec, sources: t.sources, derived: t.derived, notes: t.notes }
      : { percent: null, foiDec: null, sources: [], derived: [], notes: [] },
  };
}

/** Every table in force on a date, as one view; null when a required table has no version that day. */
function viewAt(date: string, registry: RateRegistry): YearRates | null {
  const ix = indexOf(registry);
  const hit = ix.byDate.get(date);
  if (hit !== undefined) return hit;
  const parts = Object.fromEntries(RATE_TABLES.map((t) => [t, versionAt(t, date, registry)])) as { [K in RateTableName]: RateTableVersion<K> | null };
  let view: YearRates | null = null;
  if (REQUIRED_TABLES.every((t) => parts[t] !== null)) {
    const key = `${RATE_TABLES.map((t) => parts[t]?.id ?? "-").join("|")}`;
    view = ix.views.get(key) ?? null;
    if (!view) {
      view = composeView(Number(date.slice(0, 4)), parts);
      ix.views.set(key, view);
    }
  }
  ix.byDate.set(date, view);
  return view;
}

/** The years from the first to the last version that have every required table on 1 January. */
export function availableYears(registry: RateRegistry = DEFAULT_RATES): number[] {
  const years = new Set(registry.versions.map((v) => Number(v.effectiveFrom.slice(0, 4))));
  return [...years].filter((y) => hasRatesForYear(y, registry)).sort((a, b) => a - b);
}

export function hasRatesForYear(year: number, registry: RateRegistry = DEFAULT_RATES): boolean {
  return viewAt(`${year}-01-01`, registry) !== null;
}

/** The tables in force on 1 January of a year (the INPS and CAS.SA.COLF tables are yearly). */
export function getYearRates(year: number, registry: RateRegistry = DEFAULT_RATES): YearRates {
  return ratesForDate(`${year}-01-01`, registry);
}

/** The tables in force on a date (a step on 1 September reads differently from 31 August). */
export function ratesForDate(date: string, registry: RateRegistry = DEFAULT_RATES): YearRates {
  const r = viewAt(date, registry);
  if (!r) throw new RatesMissingError(Number(date.slice(0, 4)));
  return r;
}

/** The TFR revaluation at 31 December of a year as the tables give it (null until ISTAT publishes it). */
export function tfrRevaluationFor(year: number, registry: RateRegistry = DEFAULT_RATES): string | null {
  return versionAt("tfr-revaluation", `${year}-12-31`, registry)?.data.percent ?? null;
}

export type { RateTableData };

export interface MinimumWage {
  /** the CCNL minimum (decimal string) */
  amount: string;
  unit: "month" | "hour";
  table: PayTable;
  level: Level;
  year: number;
  derived: boolean;
  source: string;
  /** the CCNL minimums version the amount was read from */
  versionId: string;
  provisional: boolean;
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
    versionId: r.versionIds.find((id) => id.startsWith("ccnl-minimums@")) ?? "",
    provisional: r.provisional,
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

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Check the registry: every version well formed (id = table@effectiveFrom, with a "~suffix" for
 * a provisional version or an organization's override; a known status; a source and at least one URL unless it is a
 * not-yet-published TFR coefficient), no two versions of a table on the same day, every year that
 * has a version opening on 1 January for every required table, and every composition of the year
 * (1 January and each later step) passing checkYearRates.
 */
export function checkRegistry(registry: RateRegistry = DEFAULT_RATES): RateCheckIssue[] {
  const issues: RateCheckIssue[] = [];
  const seen = new Set<string>();
  const years = new Set<number>();
  for (const v of registry.versions) {
    const y = Number(v.effectiveFrom.slice(0, 4));
    years.add(y);
    if (!DATE_RE.test(v.effectiveFrom)) issues.push({ code: "rate_version_bad_date", message: `${v.id}: effectiveFrom "${v.effectiveFrom}"`, year: y });
    if (v.id.split("~")[0] !== `${v.table}@${v.effectiveFrom}`)
      issues.push({ code: "rate_version_bad_id", message: `${v.id} ≠ ${v.table}@${v.effectiveFrom}`, year: y });
    if (!(RATE_TABLE_STATUSES as readonly string[]).includes(v.status))
      issues.push({ code: "rate_version_bad_status", message: `${v.id}: status "${v.status}"`, year: y });
    if (!v.source.trim()) issues.push({ code: "rate_unsourced", message: `${v.id} names no source`, year: y });
    // a provisional version is replaced by the published one under another id, so the payslips computed on it see the change
    if (v.status === "provisional" && !v.id.includes("~"))
      issues.push({ code: "rate_version_provisional_id", message: `${v.id}: a provisional version's id carries a suffix (~provisional)`, year: y });
    const key = `${v.table}@${v.effectiveFrom}`;
    if (seen.has(key)) issues.push({ code: "rate_version_duplicate", message: `two versions of ${key}`, year: y });
    seen.add(key);
  }
  for (const y of [...years].sort((a, b) => a - b)) {
    for (const t of REQUIRED_TABLES) {
      if (!versionAt(t, `${y}-01-01`, registry)) issues.push({ code: "rate_year_not_opened", message: `${t} has no version on 1 January ${y}`, year: y });
    }
    if (!hasRatesForYear(y, registry)) continue;
    const steps = new Set([`${y}-01-01`, ...registry.versions.filter((v) => v.effectiveFrom.startsWith(`${y}-`)).map((v) => v.effectiveFrom)]);
    const checked = new Set<string>();
    for (const d of [...steps].sort()) {
      const r = ratesForDate(d, registry);
      if (checked.has(r.key)) continue;
      checked.add(r.key);
      if (r.year !== y) issues.push({ code: "rate_year_mismatch", message: `view of ${d} says ${r.year}`, year: y });
      issues.push(...checkYearRates(r));
    }
  }
  return issues;
}
