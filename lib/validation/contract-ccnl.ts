/**
 * The CCNL rules for contract terms live in the engine (`lib/payroll/ccnl.ts`, exported from
 * `@/lib/payroll`): this module re-exports them for the validation layer and adds the end-of-
 * employment reasons of the contract API.
 */
export {
  CCNL_LEVELS,
  JOB_TYPES,
  PAY_BASES,
  WEEKDAYS,
  LEVELS_BY_JOB_TYPE,
  PAY_TABLE_LABELS_EN,
  HOUR_LIMITS,
  REDUCED_LIVE_IN_MAX_WEEKLY,
  hourLimitKind,
  hourLimitsFor,
  weeklyTotal,
  payTableFor,
  payBasisAllowed,
  minimumWageFor,
  checkTermsAgainstCcnl,
  scheduleDays,
  scheduleOfDays,
  scheduleOfColumns,
} from "@/lib/payroll";
export type { CcnlLevel, JobType, PayBasis, Weekday, WeeklySchedule, HourLimitKind, MinimumWageResult, TermsLike, CcnlIssueCode, CcnlIssue, TermsCheck } from "@/lib/payroll";

export const END_REASONS = ["dismissal", "resignation", "mutual_agreement", "end_of_fixed_term", "death_of_assisted_person", "just_cause"] as const;
export type EndReason = (typeof END_REASONS)[number];
