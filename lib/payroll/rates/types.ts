/**
 * Shapes of the rate tables as the engine reads them: `YearRates` is the view of every table in
 * force on one day, composed from the dated versions (versions.ts, data/*.ts, docs/rate-tables.md).
 */
import type { AnyRateTableVersion } from "./versions";

export type Level = "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
export const LEVELS: readonly Level[] = ["A", "AS", "B", "BS", "C", "CS", "D", "DS"];

/** CCNL pay tables: A live-in, B live-in ≤30 h, C non-live-in hourly, D night assistance, E night presence, G rest-day substitutes. */
export type PayTable = "A" | "B" | "C" | "D" | "E" | "G";

export interface Sourced {
  /** public URLs the figures of this section were read from */
  sources: readonly string[];
  /** dotted keys of figures computed rather than read verbatim (must be checked before production) */
  derived: readonly string[];
  notes: readonly string[];
}

export type InpsBracketId = "bracket_1" | "bracket_2" | "bracket_3" | "over_24_hours";

export interface InpsColumn {
  /** published hourly total with CUAF */
  withCuaf: string;
  /** published hourly total without CUAF */
  withoutCuaf: string;
  /** published worker share per hour (employer = total − worker) */
  employee: string;
}

export interface InpsBracket {
  id: InpsBracketId;
  conventionalWage: string;
  /** effective hourly wage strictly above (null for bracket 1 and the >24 h row) */
  effectiveWageOver: string | null;
  /** effective hourly wage up to and including (null for the top bracket and the >24 h row) */
  effectiveWageUpTo: string | null;
  openEnded: InpsColumn;
  fixedTerm: InpsColumn;
}

export interface YearRates {
  year: number;
  /** human-readable table version stored on every payslip */
  version: string;
  /** ids of the versions composing this view (the tables a payslip names), sorted */
  versionIds: readonly string[];
  /** one key per composition: two days with the same key read the same figures */
  key: string;
  /** true when any version of the view is provisional */
  provisional: boolean;
  ccnl: Sourced & {
    basis: string;
    tableA: Record<Level, string>;
    tableB: Partial<Record<Level, string>>;
    tableC: Record<Level, string>;
    tableD: Partial<Record<Level, string>>;
    tableE: string;
    tableG: Partial<Record<Level, string>>;
    functionAllowanceMonthly: string;
    babysitterAllowance: { liveInFullTimeMonthly: string; liveInReducedMonthly: string; hourly: string };
    multiAssistanceAllowance: { monthly: string; hourly: string };
    uniCertificationAllowanceMonthly: Partial<Record<Level, string>>;
  };
  board: Sourced & {
    lunchOrBreakfast: string;
    dinner: string;
    lodging: string;
    /** monthly convention (days × daily value) the sources use for this year; overridable by settings */
    monthlyDaysDefault: number;
  };
  inps: Sourced & {
    circular: string;
    totalRateWithCuaf: string;
    totalRateWithoutCuaf: string;
    fixedTermAdditionalRate: string;
    brackets: readonly InpsBracket[];
  };
  cassacolf: Sourced & {
    hourlyTotal: string;
    employee: string;
    employer: string;
    nightAssistanceHoursPerDay: string;
    nightPresenceHoursPerDay: string;
  };
  publishedHolidays: Sourced & { dates: readonly string[] };
  /** TFR revaluation coefficient (percent) applied at 31 Dec of this year; null until ISTAT publishes it */
  tfrRevaluationAt31Dec: Sourced & { percent: string | null; foiDec: string | null };
}

/**
 * A set of dated table versions the engine reads (the shipped data, or the shipped data with an
 * organization's overrides of provisional versions, or a test's own): build one with
 * `rateRegistry(versions)`; lookups are memoised per registry object.
 */
export interface RateRegistry {
  readonly versions: readonly AnyRateTableVersion[];
}
