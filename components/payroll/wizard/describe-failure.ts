import type { UseFormReturn } from "react-hook-form";
import { ApiError, type FieldProblem } from "@/lib/client/api";
import { applyProblemToForm, fieldProblemText } from "@/lib/client/field-problem";
import type { ValidationIssue } from "@/lib/client/payroll";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { RunFailure } from "./options-step";
import { formFieldFor, pointerToField, type RunContext, type RunFormValues } from "./run-form";

/** A failed run: field errors go onto the inputs, payroll_blocked lists validate's errors, a final payslip is linked. */
export function describeFailure(error: unknown, form: UseFormReturn<RunFormValues, RunContext>, t: Dictionary, locale: Locale): RunFailure {
  if (error instanceof ApiError) {
    if (error.code === "payroll_blocked") {
      const issues: ValidationIssue[] = error.errors.map((e: FieldProblem) => ({
        code: e.code,
        message: e.message,
        field: e.path ? e.path.replace(/^\//, "") : undefined,
        // the figures of the sentence: without them issueText falls back to the API's message (issue 26 point 20)
        ...(e.params ? { params: e.params } : {}),
      }));
      // an error about a run option (advance, termination date…) also marks its input
      for (const issue of issues) {
        const name = issue.field ? pointerToField(`/${issue.field}`) : "root";
        if (name !== "root") form.setError(name as keyof RunFormValues, { type: "server", message: fieldProblemText(issue, t, locale) });
      }
      return { kind: "blocked", issues };
    }
    if (error.code === "payslip_already_final") {
      const id = typeof error.body.payslipId === "string" ? error.body.payslipId : null;
      return { kind: "final", payslipId: id };
    }
    if (error.status === 422 && error.errors.length > 0) {
      const unplaced = applyProblemToForm(error.errors, {
        fieldOf: (segments) => {
          const name = formFieldFor(segments);
          return name === "root" ? null : (name as keyof RunFormValues);
        },
        text: (problem) => fieldProblemText(problem, t, locale),
        setError: (field, message) => form.setError(field, { type: "server", message }),
      });
      return { kind: "fields", unplaced };
    }
  }
  return { kind: "other", error };
}
