/**
 * Form model of contract terms, shared by the creation wizard and the "new terms" dialog: input
 * values (strings as typed) → API body, and the same checks the API runs (zod shape + the shared
 * CCNL rules), as issues with JSON pointers.
 */
import { pointerSegments } from "@/lib/client/field-problem";
import { zodIssuesToFieldErrors } from "@/lib/validation/zod-errors";
import type { FieldError } from "@/lib/errors";
import type { z } from "zod";
import type { TermsView } from "@/lib/validation/contract";
import {
  CCNL_LEVELS,
  JOB_TYPES,
  WEEKDAYS,
  checkTermsAgainstCcnl,
  type CcnlLevel,
  type JobType,
  type PayBasis,
  type TermsLike,
  type Weekday,
} from "@/lib/payroll";
import { formatDecimalInput, parseDecimalInput } from "@/lib/format/decimal-input";

export interface TermsFormValues {
  level: CcnlLevel | "";
  jobType: JobType | "";
  cohabiting: boolean;
  payBasis: PayBasis;
  wage: string;
  /** the part of the wage above the CCNL minimum ("" = a fixed wage) and whether it absorbs increases */
  superminimo: string;
  superminimoAbsorbable: boolean;
  weeklySchedule: Record<Weekday, string>;
  board: { breakfastLunch: boolean; dinner: boolean; lodging: boolean; inCash: boolean };
  /** uniCertifiedUntil: "" = not certified */
  allowances: { babysitterChildUnderSix: boolean; multipleAssisted: boolean; functionAllowance: boolean; uniCertifiedUntil: string };
}

/** A field's problem as the API names it (pointer, stable code, params): the forms' own checks and the API's refusals alike. */
export type FormIssue = FieldError;

export const emptySchedule = (): Record<Weekday, string> => ({
  monday: "0",
  tuesday: "0",
  wednesday: "0",
  thursday: "0",
  friday: "0",
  saturday: "0",
  sunday: "0",
});

export function defaultTermsValues(): TermsFormValues {
  return {
    level: "",
    jobType: "",
    cohabiting: false,
    payBasis: "hourly",
    wage: "",
    superminimo: "",
    superminimoAbsorbable: true,
    weeklySchedule: emptySchedule(),
    board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
    allowances: { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false, uniCertifiedUntil: "" },
  };
}

/** "9.00" → "9", "4.50" → "4.5": hours as a clerk would type them. */
const plainHours = (h: string) => (h.includes(".") ? h.replace(/0+$/, "").replace(/\.$/, "") : h);

/** The terms as the form shows them: decimals with the screen's separator ("1250,00" on Italian screens). */
export function termsValuesFromView(view: TermsView, locale: "it" | "en" = "it"): TermsFormValues {
  return {
    level: view.level,
    jobType: view.jobType,
    cohabiting: view.cohabiting,
    payBasis: view.payBasis,
    wage: formatDecimalInput(view.wage, locale),
    superminimo: view.superminimo ? formatDecimalInput(view.superminimo, locale) : "",
    superminimoAbsorbable: view.superminimoAbsorbable ?? true,
    weeklySchedule: Object.fromEntries(WEEKDAYS.map((d) => [d, formatDecimalInput(plainHours(view.weeklySchedule[d]), locale)])) as Record<Weekday, string>,
    board: { ...view.board },
    allowances: { ...view.allowances, uniCertifiedUntil: view.allowances.uniCertifiedUntil ?? "" },
  };
}

/** The API's terms object (decimals normalised: "9,50" → "9.50"). */
export function toTermsBody(v: TermsFormValues) {
  return {
    level: v.level,
    jobType: v.jobType,
    cohabiting: v.cohabiting,
    payBasis: v.payBasis,
    wage: parseDecimalInput(v.wage),
    superminimo: (v.superminimo ?? "").trim() === "" ? null : parseDecimalInput(v.superminimo),
    superminimoAbsorbable: v.superminimoAbsorbable ?? true,
    weeklySchedule: Object.fromEntries(WEEKDAYS.map((d) => [d, parseDecimalInput(v.weeklySchedule[d] || "0", "quantity")])) as Record<Weekday, string>,
    board: { ...v.board },
    allowances: { ...v.allowances, uniCertifiedUntil: v.allowances.uniCertifiedUntil || null },
  };
}

/** A form's own zod problems as the API would name them (stable code and params), for `fieldProblemText`. */
export function zodIssues(error: z.ZodError, prefix = ""): FormIssue[] {
  // a form never sends fields it does not know: unknown keys are not the clerk's problem
  return zodIssuesToFieldErrors(error)
    .filter((issue) => issue.code !== "unknown_field")
    .map((issue) => ({ ...issue, path: prefix + issue.path }));
}

const DEC = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The shared CCNL checks on terms that may still be incomplete (the wizard checks one step at a
 * time): fields not filled in yet are replaced by neutral values, and the caller keeps only the
 * issues of the fields on screen.
 */
export function ccnlIssues(terms: ReturnType<typeof toTermsBody>, date: string, prefix: string): { issues: FormIssue[]; warnings: FormIssue[] } {
  if (
    !(CCNL_LEVELS as readonly string[]).includes(terms.level) ||
    !(JOB_TYPES as readonly string[]).includes(terms.jobType) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date)
  ) {
    return { issues: [], warnings: [] };
  }
  const provisional: TermsLike = {
    ...terms,
    level: terms.level as CcnlLevel,
    jobType: terms.jobType as JobType,
    wage: DEC.test(terms.wage) ? terms.wage : "99999.99",
    weeklySchedule: Object.fromEntries(WEEKDAYS.map((d) => [d, DEC.test(terms.weeklySchedule[d]) ? terms.weeklySchedule[d] : "0"])) as Record<Weekday, string>,
  };
  const check = checkTermsAgainstCcnl(provisional, date);
  const map = (i: (typeof check.issues)[number]): FormIssue => ({ path: prefix + i.path, code: i.code, message: i.message, params: i.params });
  return { issues: check.issues.map(map), warnings: check.warnings.map(map) };
}

/** "/terms/weeklySchedule/monday" → "terms.weeklySchedule.monday" (react-hook-form field name). */
/** A problem's JSON pointer as the form's field name: "/terms/weeklySchedule/monday" → "terms.weeklySchedule.monday". */
export function fieldName(path: string): string {
  return pointerSegments(path).join(".");
}

export function matchesAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`));
}
