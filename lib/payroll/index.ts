/**
 * Public API of the payroll engine. Pure: imports only decimal.js and itself.
 */
export { calculatePayslip, PayrollInvariantError } from "./pipeline";
export { computeContributionWeeks, stateFromOpeningBalances, contributionEventRangeForPeriod } from "./api";
export type { ComputeContributionWeeksInput, OpeningBalances } from "./api";
export { validateBeforeRun } from "./checks/validate";
export type { ValidateInput, ValidationResult, ValidationIssue, ValidationFacts } from "./checks/validate";
export { PayrollError } from "./errors";
export { DEFAULT_SETTINGS, resolveSettings } from "./settings";
export type { PayrollSettings } from "./settings";
export * from "./types";
export { EVENT_TYPES, EVENT_SUBTYPES, SUBTYPE_PARENT, TYPE_SUBTYPES, SUBTYPE_DEFAULTS, defaultFlags, isSubtypeOf } from "./events";
export type { EventType, EventSubType, SubtypeDefaults } from "./events";
export { italianPublicHolidays, isItalianPublicHoliday, holidaysBetween, easterSunday, easterMonday } from "./calendar/holidays";
export { contributionWeekSpans, contributionEventRange } from "./calendar/weeks";
export { DEFAULT_RATES, ccnlMinimum, getYearRates, hasRatesForYear, availableYears, checkRegistry, checkYearRates, RatesMissingError } from "./rates";
export type { MinimumWage, YearRates, RateRegistry } from "./rates";
export { payTableFor, payTableOf, weeklyHours } from "./rules/wage";
