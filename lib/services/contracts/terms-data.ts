import "server-only";
import { AppError, type FieldError } from "@/lib/errors";
import { checkTermsAgainstCcnl, type CcnlIssue, type RateRegistry, type TermsCheck } from "@/lib/payroll";
import type { ContractWarning, TermsInput } from "@/lib/validation/contract";

/** A non-blocking remark returned with a successful change. */
export type { ContractWarning };

export function ccnlIssueToFieldError(issue: CcnlIssue, prefix: string): FieldError {
  return { path: `${prefix}${issue.path}`, message: issue.message, code: issue.code };
}

/**
 * Runs the CCNL checks of terms for their effective date. Returns the blocking issues as field
 * errors under `prefix` (a JSON pointer to the terms in the body) and the warnings.
 */
export function checkTerms(
  terms: TermsInput,
  effectiveDate: string,
  prefix: string,
  /** the organization's rate tables (ratesOf(ctx)): required, so no caller judges on the shipped ones by omission */
  rates: RateRegistry,
): { errors: FieldError[]; warnings: ContractWarning[]; check: TermsCheck } {
  const check = checkTermsAgainstCcnl(terms, effectiveDate, rates);
  return {
    errors: check.issues.map((i) => ccnlIssueToFieldError(i, prefix)),
    warnings: check.warnings.map((w) => ({ code: w.code, message: w.message, path: `${prefix}${w.path}` })),
    check,
  };
}

/**
 * 422 validation_failed with every field error; when the wage is below the minimum the problem
 * body also carries `minimumWage` (the figures the message quotes).
 */
export function contractValidationError(errors: FieldError[], check?: TermsCheck): AppError {
  const m = check?.minimum;
  const below = check?.issues.find((i) => i.code === "below_ccnl_minimum");
  const extra =
    below && m && m.kind === "ok"
      ? {
          minimumWage: {
            level: m.level,
            payTable: m.table,
            year: m.year,
            tableAmount: m.tableAmount,
            tableUnit: m.tableUnit,
            monthly: m.monthly,
            hourly: m.hourly,
            weeklyHours: m.weeklyHours,
          },
        }
      : undefined;
  const detail = below ? below.message : errors.length === 1 && errors[0] ? errors[0].message : "The request contains invalid fields";
  return new AppError("validation_failed", detail, { errors, extra });
}
