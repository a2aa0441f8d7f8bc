import "server-only";
import { AppError, type FieldError } from "@/lib/errors";
import { checkTermsAgainstCcnl, type CcnlIssue, type TermsCheck } from "@/lib/payroll";
import type { ContractWarning, TermsInput } from "@/lib/validation/contract";

/** A non-blocking remark returned with a successful change. */
export type { ContractWarning };

/** API terms → ContractTerms columns (without contract and effective date). */
export function termsData(t: TermsInput) {
  const s = t.weeklySchedule;
  return {
    level: t.level,
    jobType: t.jobType,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage: t.wage,
    hoursMon: s.monday,
    hoursTue: s.tuesday,
    hoursWed: s.wednesday,
    hoursThu: s.thursday,
    hoursFri: s.friday,
    hoursSat: s.saturday,
    hoursSun: s.sunday,
    boardBreakfastLunch: t.board.breakfastLunch,
    boardDinner: t.board.dinner,
    boardLodging: t.board.lodging,
    boardInCash: t.board.inCash,
    babysitterChildUnderSix: t.allowances.babysitterChildUnderSix,
    multipleAssisted: t.allowances.multipleAssisted,
    functionAllowance: t.allowances.functionAllowance,
    uniCertifiedUntil: t.allowances.uniCertifiedUntil ? new Date(`${t.allowances.uniCertifiedUntil}T00:00:00Z`) : null,
    seniorityIncrements: t.seniorityIncrements === null ? null : Number(t.seniorityIncrements),
    superminimo: t.superminimo,
    superminimoAbsorbable: t.superminimoAbsorbable,
  };
}

export function ccnlIssueToFieldError(issue: CcnlIssue, prefix: string): FieldError {
  return { path: `${prefix}${issue.path}`, message: issue.message, code: issue.code };
}

/**
 * Runs the CCNL checks of terms for their effective date. Returns the blocking issues as field
 * errors under `prefix` (a JSON pointer to the terms in the body) and the warnings.
 */
export function checkTerms(terms: TermsInput, effectiveDate: string, prefix: string): { errors: FieldError[]; warnings: ContractWarning[]; check: TermsCheck } {
  const check = checkTermsAgainstCcnl(terms, effectiveDate);
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
