/**
 * Public API of the payroll engine. Pure: imports only decimal.js and itself.
 */
export { calculatePayslip, PayrollInvariantError } from "./pipeline";
export { PAYSLIP_KINDS, ADDITIONAL_PAYSLIP_KINDS, payslipKindOf, payslipKindOrder, comparePayslips, payslipKindOrderSql } from "./payslip-kinds";
export type { PayslipKind, PayslipKindOptions } from "./payslip-kinds";
export { computeContributionWeeks, stateFromOpeningBalances, contributionEventRangeForPeriod } from "./api";
export type { ComputeContributionWeeksInput, OpeningBalances } from "./api";
export { validateBeforeRun } from "./checks/validate";
export type { ValidateInput, ValidationResult, ValidationIssue, ValidationFacts } from "./checks/validate";
export { PayrollError } from "./errors";
export { DEFAULT_SETTINGS, resolveSettings } from "./settings";
export type { PayrollSettings } from "./settings";
export * from "./types";
export {
  EVENT_TYPES,
  EVENT_SUBTYPES,
  SUBTYPE_PARENT,
  TYPE_SUBTYPES,
  SUBTYPE_DEFAULTS,
  ABSENCE_LOCATIONS,
  LOCATED_ABSENCE_TYPES,
  defaultFlags,
  isSubtypeOf,
} from "./events";
export type { EventType, EventSubType, SubtypeDefaults, AbsenceLocation } from "./events";
export { italianPublicHolidays, isItalianPublicHoliday, holidaysBetween, easterSunday, easterMonday } from "./calendar/holidays";
export { contributionWeekSpans, contributionEventRange } from "./calendar/weeks";
export {
  DEFAULT_RATES,
  SHIPPED_RATE_VERSIONS,
  RATE_TABLES,
  RATE_TABLE_STATUSES,
  PAYSLIP_RATE_TABLES,
  ccnlMinimum,
  getYearRates,
  ratesForDate,
  hasRatesForYear,
  availableYears,
  checkRegistry,
  checkYearRates,
  rateRegistry,
  versionAt,
  versionsInForce,
  rateVersionIdsBetween,
  RatesMissingError,
} from "./rates";
export type {
  MinimumWage,
  YearRates,
  RateRegistry,
  AnyRateTableVersion,
  RateTableVersion,
  RateTableName,
  RateTableStatus,
  RateTableData,
  RateCheckIssue,
} from "./rates";
export { weeklyHours } from "./rules/wage";
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
  engineTermsOf,
  workerHoursAcrossContracts,
} from "./ccnl";
export type { WorkerContractHours, WorkerHours, WorkerHoursWarning, WorkerHoursWarningCode } from "./ccnl";
export { workerDocumentWarnings, DOCUMENT_WARNING_DAYS } from "./checks/worker-documents";
export type { WorkerDocumentKind, WorkerDocumentWarning, WorkerDocumentWarningCode, WorkerDocumentsInput } from "./checks/worker-documents";
export type { ApiShapedTerms } from "./ccnl";
export type { CcnlLevel, PayBasis, Weekday, WeeklySchedule, HourLimitKind, MinimumWageResult, TermsLike, CcnlIssueCode, CcnlIssue, TermsCheck } from "./ccnl";
export { calendarDays, planAutoFill, holidayHours, validPatronSaintDay } from "./calendar/auto-fill";
export type { CalendarTerms, CalendarContractInput, CalendarDay, SkipReason, PlannedEvent, AutoFillPlan } from "./calendar/auto-fill";
export {
  isValidDate,
  isValidPeriod,
  parseDate,
  periodBounds,
  periodOf,
  addDays,
  addMonths,
  addYears,
  addMonthsToPeriod,
  eachDay,
  weekday,
  scheduleIndex,
  diffDays,
  minDate,
  maxDate,
} from "./calendar/dates";
export type { ISODate } from "./calendar/dates";
export type { Holiday } from "./calendar/holidays";
export { Decimal, ZERO, ONE, dec, fmt2, round2, sum } from "./money";
export { daysOverLimit, hoursByDate, DAY_HOURS_LIMIT } from "./rules/day-hours";
export type { DayOverLimit } from "./rules/day-hours";
export type { SicknessCounters } from "./rules/retention";
export {
  parseQuarter,
  formatQuarter,
  quarterOfDate,
  quarterIndex,
  addQuarters,
  quarterBounds,
  isNonWorkingDay,
  nextWorkingDayOnOrAfter,
  quarterlyDueDate,
  cessationDueDate,
  nextQuarterlyDeadline,
  thirteenthDueDate,
  annualStatementDueDate,
} from "./calendar/due-dates";
export type { Quarter } from "./calendar/due-dates";
export {
  computeQuarterlyStatement,
  periodsNeededForQuarter,
  toWholeHours,
  WHOLE_HOURS_ROUNDINGS,
  MAX_HOURS_PER_WEEK,
  MAX_HOURS_PER_QUARTER_LINE,
} from "./rules/quarterly-statement";
export type {
  WholeHoursRounding,
  StatementInpsWeek,
  StatementCassacolfWeek,
  QuarterlyStatementInput,
  QuarterlyStatement,
  StatementLine,
  StatementPayment,
  StatementNotice,
  StatementCassacolf,
  PaymentKind,
  StatementWeekFlag,
  StatementCorrectionInput,
  StatementCorrectionLine,
} from "./rules/quarterly-statement";
export { computeAnnualStatement, EMPLOYER_DEDUCTIBLE_CAP, paidYearOf } from "./rules/annual-statement";
export { allocateOver80Relief, over80ReliefEnd, OVER80_RELIEF_QUARTER_CAP, OVER80_RELIEF_MONTHS } from "./rules/over80-relief";
export type {
  AnnualStatement,
  AnnualStatementInput,
  AnnualStatementPayslip,
  AnnualStatementElement,
  AnnualStatementTakeOver,
  TfrPayment,
} from "./rules/annual-statement";
// Terminations and TFR (docs/domain/rules-update.md §1e, §2, §4)
export { TFR_MONTHLY_COEFFICIENTS } from "./rates/tfr";
export { coefficientMonthOf, coefficientFromFoi, previousDecemberKey, severanceNeedsCoefficient } from "./rules/tfr-revaluation";
export { checkGivenWeeks } from "./rules/termination-weeks";
export type { WeekLike } from "./rules/termination-weeks";
export { ccnlNotice, probationDays, probationEndDate } from "./rules/notice";
export { maternityProtection, PREGNANCY_PRESUMED_DAYS } from "./rules/maternity-protection";
export {
  INPS_COMMUNICATION_KINDS,
  INPS_COMMUNICATION_DAYS,
  MAX_VARIATIONS_PER_QUARTER,
  inpsCommunicationDueDate,
  variationQuarter,
  variationOverLimit,
  termsChanges,
  countsTowardVariationLimit,
} from "./rules/inps-communications";
export type { InpsCommunicationKind, CommunicatedTerms, TermsChange } from "./rules/inps-communications";
export type { MaternityProtection, MaternityProtectionInput } from "./rules/maternity-protection";
export type { NoticeResult, EndReasonCode } from "./rules/notice";
// Hiring and change letters (issue 31 item 2): the CCNL institutes a letter states
export { letterTermsFacts, VACATION_DAYS_PER_YEAR } from "./rules/letter-terms";
export type { LetterTermsFacts, LetterTermsInput, NoticeBand } from "./rules/letter-terms";
export { PAYSLIP_PAYMENT_STATUSES, payslipPaymentSummary, checkPayslipPayment } from "./rules/payslip-payments";
export type { PayslipPaymentStatus, PayslipPaymentSummary, PaymentCheckInput, PaymentProblem, PaymentProblemCode } from "./rules/payslip-payments";
export { benefitPackDueDate, benefitPackWarnings, BENEFIT_PACK_WARNINGS } from "./rules/benefit-pack";
export type { BenefitPackPayslip, BenefitPackWarning, BenefitPackWarningCode } from "./rules/benefit-pack";
export {
  ELEMENT_WORDINGS,
  ELEMENT_CODES,
  elementName,
  elementParams,
  elementTemplate,
  renderWording,
  isElementCode,
  type ElementCode,
  type ElementParams,
  type ElementWording,
} from "./element-wording";
export { CORRECTION_KIND, STORED_PAYSLIP_KINDS } from "./payslip-kinds";
export type { StoredPayslipKind } from "./payslip-kinds";
export { CORRECTION_SECTIONS, CORRECTION_SUMMARY_CODES, correctionDifference, correctionFiguresOfResult, correctionWholeHours } from "./rules/correction";
export type {
  CorrectionAmounts,
  CorrectionDifference,
  CorrectionElementLine,
  CorrectionFigures,
  CorrectionSection,
  CorrectionSummaryCode,
} from "./rules/correction";
export { contractVariance, DEFAULT_VARIANCE_THRESHOLDS, VARIANCE_FLAGS } from "./checks/month-variance";
export type { ContractVariance, VarianceChange, VarianceFlag, VarianceMonth, VarianceThresholds } from "./checks/month-variance";
