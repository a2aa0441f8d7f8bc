/**
 * The wizard's form model and its mapping onto the run-payroll body. The body is checked by the
 * API's own schema (runPayrollBody) so the form and the API agree on every rule; the form keeps
 * the body's field names, so zod paths and the API's JSON pointers land on the same inputs.
 */
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { ContributionWeek, PayslipKind, RunPayrollInput } from "@/lib/client/payroll";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { runPayrollBody } from "@/lib/validation/payslip";
import { pointerSegments, zodIssueText } from "@/lib/client/field-problem";
import type { Locale } from "@/lib/i18n/config";
import { firstDayOf, isIsoDate, lastDayOf } from "../periods";
import { parseDecimalInput, type DecimalKind } from "@/lib/format/decimal-input";

export type CustomUnit = "period" | "week" | "hour" | "day" | "month" | "year";
export interface CustomRow {
  name: string;
  periodType: CustomUnit;
  periodDuration: string;
  value: string;
}
export interface WeekRow extends ContributionWeek {
  /** hours as computed from the calendar, to show edits and restore them */
  computedHours: string;
}

export const CUSTOM_LISTS = ["customEarnings", "customDeductions", "customImputedElements"] as const;
export type CustomList = (typeof CUSTOM_LISTS)[number];

export interface RunFormValues {
  kind: PayslipKind;
  contributionWeeks: WeekRow[];
  employmentEnding: boolean;
  employmentEndDate: string;
  missingNoticeType: "" | "EMPLOYER" | "EMPLOYEE";
  missingNoticeDays: string;
  missingNoticeWeeks: string;
  liquidateSeveranceWithEmploymentEnd: boolean;
  notUsedVacationContributionHours: string;
  severanceAnticipation: string;
  vacationAnticipation: string;
  accommodationInCash: string;
  accommodationInNature: string;
  customEarnings: CustomRow[];
  customDeductions: CustomRow[];
  customImputedElements: CustomRow[];
  note1: string;
  note2: string;
  /** a TFR coefficient not yet published, given as provisional with its reason (the API's provisionalTfrCoefficient) */
  provisionalTfrCoefficient: { percent: string; reason: string };
}

export interface RunContext {
  contractId: string;
  organizationId: string;
  period: string;
  /** validate-before-run found the TFR coefficient of the termination missing: the provisional one is required */
  needsCoefficient?: boolean;
}

export function defaultRunValues(kind: PayslipKind): RunFormValues {
  return {
    kind,
    contributionWeeks: [],
    employmentEnding: false,
    employmentEndDate: "",
    missingNoticeType: "",
    missingNoticeDays: "",
    missingNoticeWeeks: "",
    liquidateSeveranceWithEmploymentEnd: true,
    notUsedVacationContributionHours: "",
    severanceAnticipation: "",
    vacationAnticipation: "",
    accommodationInCash: "",
    accommodationInNature: "",
    customEarnings: [],
    customDeductions: [],
    customImputedElements: [],
    note1: "",
    note2: "",
    provisionalTfrCoefficient: { percent: "", reason: "" },
  };
}

export const emptyCustomRow = (): CustomRow => ({ name: "", periodType: "period", periodDuration: "1", value: "" });

const optionalDecimal = (value: string, kind: DecimalKind = "quantity") => (value.trim() === "" ? undefined : parseDecimalInput(value, kind));

/** The contribution-weeks request for the period: the termination date ends the range when the employment ends in it. */
export function weeksRange(period: string, employmentEnding: boolean, employmentEndDate: string): { startDate: string; endDate: string } {
  const startDate = firstDayOf(period);
  const last = lastDayOf(period);
  const endDate = employmentEnding && isIsoDate(employmentEndDate) && employmentEndDate >= startDate && employmentEndDate <= last ? employmentEndDate : last;
  return { startDate, endDate };
}

export function toRunBody(v: RunFormValues, ctx: RunContext): RunPayrollInput {
  const ending = v.employmentEnding;
  const custom = (rows: CustomRow[]) =>
    rows.length === 0
      ? undefined
      : rows.map((r) => ({
          name: r.name.trim(),
          periodType: r.periodType,
          periodDuration: parseDecimalInput(r.periodDuration, "quantity"),
          value: parseDecimalInput(r.value, "money"),
        }));
  const body: Record<string, unknown> = {
    domesticContractId: ctx.contractId,
    organizationId: ctx.organizationId,
    period: ctx.period,
    contributionWeeks: v.contributionWeeks.map((w) => ({
      hours: parseDecimalInput(w.hours, "quantity"),
      weekStart: w.weekStart,
      weekEnd: w.weekEnd,
      isFromNextPeriod: w.isFromNextPeriod,
      ...(w.isNoticePeriod ? { isNoticePeriod: true } : {}),
    })),
    notUsedVacationContributionHours: (ending && optionalDecimal(v.notUsedVacationContributionHours)) || "0.00",
    missingNoticeWeeks: (ending && optionalDecimal(v.missingNoticeWeeks)) || "0",
  };
  if (v.kind === "thirteenth") body.isThirteenth = true;
  if (v.kind === "severance_liquidation") body.severanceLiquidationPayslip = true;
  if (ending) {
    body.employmentEndDate = v.employmentEndDate;
    if (v.missingNoticeType) body.missingNoticeType = v.missingNoticeType;
    const days = optionalDecimal(v.missingNoticeDays);
    if (days !== undefined) body.missingNoticeDays = days;
    body.liquidateSeveranceWithEmploymentEnd = v.liquidateSeveranceWithEmploymentEnd;
  }
  for (const key of ["severanceAnticipation", "vacationAnticipation", "accommodationInCash", "accommodationInNature"] as const) {
    const value = optionalDecimal(v[key], "money");
    if (value !== undefined) body[key] = value;
  }
  for (const key of CUSTOM_LISTS) {
    const rows = custom(v[key]);
    if (rows) body[key] = rows;
  }
  const coefficient = v.provisionalTfrCoefficient;
  if (coefficient.percent.trim() || coefficient.reason.trim()) {
    // "1,85" as typed → "1.85"; up to six decimals as ISTAT publishes them
    body.provisionalTfrCoefficient = { percent: parseDecimalInput(coefficient.percent, "quantity"), reason: coefficient.reason.trim() };
  }
  if (v.note1.trim()) body.note1 = v.note1;
  if (v.note2.trim()) body.note2 = v.note2;
  return body as RunPayrollInput;
}

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(defaultRunValues("ordinary")));

/** Body paths that are not inputs of the form land on the input that decides them, or on the root. */
export function formFieldFor(path: readonly PropertyKey[]): string {
  const [head] = path;
  if (head === "isThirteenth" || head === "severanceLiquidationPayslip") return "kind";
  if (head === undefined || !FORM_FIELDS.has(String(head))) return "root";
  return path.map(String).join(".");
}

/** JSON pointer from a 422 answer ("/contributionWeeks/0/hours") → form field name. */
export function pointerToField(pointer: string): string {
  return formFieldFor(pointerSegments(pointer));
}

/** Validates the body the form would send; the run context comes through useForm's `context`. */
export function runFormResolver(t: Dictionary, locale: Locale): Resolver<RunFormValues, RunContext> {
  return async (values, context, options) => {
    const c = context ?? { contractId: "", organizationId: "", period: "" };
    const parsed = runPayrollBody.safeParse(toRunBody(values, c));
    const flat: Record<string, FieldError> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = formFieldFor(issue.path);
        if (!flat[name]) flat[name] = { type: issue.code, message: zodIssueText(issue, t, locale) };
      }
    }
    if (
      values.employmentEnding &&
      isIsoDate(values.employmentEndDate) &&
      (values.employmentEndDate < firstDayOf(c.period) || values.employmentEndDate > lastDayOf(c.period))
    ) {
      flat.employmentEndDate ??= { type: "custom", message: t.payroll.errors.endOutsidePeriod };
    }
    if (c.needsCoefficient && !values.provisionalTfrCoefficient.percent.trim()) {
      flat["provisionalTfrCoefficient.percent"] ??= { type: "required", message: t.payroll.wizard.coefficient.required };
    }
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}

export function hasWeekErrors(errors: FieldErrors<RunFormValues>): boolean {
  return !!errors.contributionWeeks;
}
