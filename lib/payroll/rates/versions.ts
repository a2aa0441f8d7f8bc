/**
 * Rate tables as dated data (docs/rate-tables.md, docs/domain/rules-update-3.md A11): every table
 * is a list of versions, each in force from its `effectiveFrom` to the day before the next
 * version of the same table, or to the end of its calendar year when it is the last one of that
 * year (the CCNL minimums, board and lodging and INPS are re-published every January). A version
 * carries its source and a status: `published` (read from the official table) or `provisional`
 * (computed ahead of it, e.g. the renewal's scheduled steps before the Ministry's table and the
 * INPS circular).
 */
import type { InpsBracket, Level } from "./types";

export const RATE_TABLES = ["ccnl-minimums", "ccnl-allowances", "board-lodging", "inps", "cassacolf", "holidays", "tfr-revaluation"] as const;
export type RateTableName = (typeof RATE_TABLES)[number];

/** The tables a payslip names (the TFR year-end coefficient has its own series and provisional figures). */
export const PAYSLIP_RATE_TABLES: readonly RateTableName[] = ["ccnl-minimums", "ccnl-allowances", "board-lodging", "inps", "cassacolf", "holidays"];

export const RATE_TABLE_STATUSES = ["published", "provisional"] as const;
export type RateTableStatus = (typeof RATE_TABLE_STATUSES)[number];

export interface CcnlMinimumsData {
  /** short human label, e.g. "CCNL minimi 2026" (printed in the payslip's table version) */
  label: string;
  basis: string;
  tableA: Record<Level, string>;
  tableB: Partial<Record<Level, string>>;
  tableC: Record<Level, string>;
  tableD: Partial<Record<Level, string>>;
  tableE: string;
  tableG: Partial<Record<Level, string>>;
}

export interface CcnlAllowancesData {
  functionAllowanceMonthly: string;
  babysitterAllowance: { liveInFullTimeMonthly: string; liveInReducedMonthly: string; hourly: string };
  multiAssistanceAllowance: { monthly: string; hourly: string };
  uniCertificationAllowanceMonthly: Partial<Record<Level, string>>;
}

export interface BoardLodgingData {
  lunchOrBreakfast: string;
  dinner: string;
  lodging: string;
  monthlyDaysDefault: number;
}

export interface InpsData {
  /** short human label, e.g. "INPS circ. 9/2026" */
  label: string;
  circular: string;
  totalRateWithCuaf: string;
  totalRateWithoutCuaf: string;
  fixedTermAdditionalRate: string;
  brackets: readonly InpsBracket[];
}

export interface CassacolfData {
  hourlyTotal: string;
  employee: string;
  employer: string;
  nightAssistanceHoursPerDay: string;
  nightPresenceHoursPerDay: string;
}

export interface HolidaysData {
  dates: readonly string[];
}

export interface TfrRevaluationData {
  percent: string | null;
  foiDec: string | null;
}

export interface RateTableData {
  "ccnl-minimums": CcnlMinimumsData;
  "ccnl-allowances": CcnlAllowancesData;
  "board-lodging": BoardLodgingData;
  inps: InpsData;
  cassacolf: CassacolfData;
  holidays: HolidaysData;
  "tfr-revaluation": TfrRevaluationData;
}

export interface RateTableVersion<K extends RateTableName = RateTableName, D = RateTableData[K]> {
  /** `${table}@${effectiveFrom}`, e.g. "ccnl-minimums@2026-01-01" (an organization's override: "ccnl-minimums@2027-01-01~org-<hash of its figures>") */
  id: string;
  table: K;
  /** YYYY-MM-DD: first day the version applies */
  effectiveFrom: string;
  status: RateTableStatus;
  /** the instrument the figures come from (circular, agreement, renewal article), one line */
  source: string;
  /** when the official table was published (null when unknown or provisional) */
  publishedOn: string | null;
  /** public URLs the figures were read from */
  sources: readonly string[];
  /** dotted keys of figures computed rather than read verbatim */
  derived: readonly string[];
  notes: readonly string[];
  data: D;
}

export type AnyRateTableVersion = { [K in RateTableName]: RateTableVersion<K> }[RateTableName];
