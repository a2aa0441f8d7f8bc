"use client";
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { FieldProblemParams } from "@/lib/i18n/messages/common";
import { formatDecimalInput } from "@/lib/format/decimal-input";
import { issueProblem } from "@/lib/validation/zod-errors";
import { formatLongDate } from "@/lib/format/display";
import type { FieldProblem } from "./api";

type Render = (params: FieldProblemParams) => string;

/** Params as the reader writes them: decimal commas on Italian screens, dates in words. */
function wordedParams(params: Readonly<Record<string, string>> | undefined, locale: Locale): FieldProblemParams {
  const out: FieldProblemParams = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) out[key] = formatLongDate(value, locale);
    else if (/^-?\d+(\.\d+)?$/.test(value)) out[key] = formatDecimalInput(value, locale);
    else out[key] = value;
  }
  return out;
}

/**
 * The one place a field's problem becomes a sentence (issue 15 point 16): from its stable code and
 * params, in the screen's language, for the API's field errors and the forms' own zod checks alike.
 * The English `message` is never shown; an unknown code reads as "not a valid value".
 */
export function fieldProblemText(problem: Pick<FieldProblem, "code" | "params">, t: Dictionary, locale: Locale): string {
  const worded = wordedParams(problem.params, locale);
  // the CCNL checks of a contract format their own figures (a minimum wage is money: "1.137,86"), so they get them as sent
  const tables: readonly [Readonly<Record<string, unknown>>, FieldProblemParams][] = [
    [t.common.fieldProblems, worded],
    [t.contracts.issues, { ...problem.params }],
    [t.payroll.issueText, worded],
  ];
  for (const [table, params] of tables) {
    const render = table[problem.code];
    if (typeof render === "function") return (render as Render)(params);
  }
  return t.common.fieldProblems.invalid();
}

/** A form's own zod check, worded like the API's refusal of the same field. */
export function zodIssueText(issue: z.core.$ZodIssue, t: Dictionary, locale: Locale): string {
  return fieldProblemText(issueProblem(issue), t, locale);
}

/**
 * The one resolver of the forms: the shared zod schema checks the values (or what `toInput` makes
 * of them), and each problem is worded from its code and params by `fieldProblemText` — never from
 * zod's or the schema's English message. The first problem of a field is the one shown.
 */
export function fieldProblemResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  word: { t: Dictionary; locale: Locale },
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.map(String).join(".");
      flat[name] ??= { type: issue.code, message: zodIssueText(issue, word.t, word.locale) };
    }
    return { values: {}, errors: toNestErrors<Values>(flat as FieldErrors, options) };
  };
}

/** The segments of an RFC 6901 JSON pointer: "/contributionWeeks/0/hours" → ["contributionWeeks", "0", "hours"]. */
export function pointerSegments(pointer: string): string[] {
  if (!pointer || pointer === "/") return [];
  return pointer
    .replace(/^\//, "")
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * The one way an API refusal reaches a form: each field problem goes onto the input its pointer
 * names (`fieldOf` knows the form's names), worded by `text`; what no input shows is returned for
 * the form's banner.
 */
export function applyProblemToForm<Field extends string>(
  problems: readonly FieldProblem[],
  form: {
    fieldOf: (segments: string[]) => Field | null;
    setError: (field: Field, message: string, problem: FieldProblem) => void;
    text: (problem: FieldProblem) => string;
  },
): string[] {
  const unplaced: string[] = [];
  for (const problem of problems) {
    const field = form.fieldOf(pointerSegments(problem.path));
    const message = form.text(problem);
    if (field === null) unplaced.push(message);
    else form.setError(field, message, problem);
  }
  return unplaced;
}
