import "server-only";
/**
 * The end of employment comes from the contract (issue 11; docs/domain/rules-update.md §3, §4):
 * a run for the month containing the recorded end is an end-of-employment payslip with the CCNL
 * notice computed from the contract; a request contradicting the recorded end is 422; the TFR
 * coefficient of a termination or advance must be published (or given as provisional); the weeks
 * a client passes must be the period's weeks. Nothing here writes.
 */
import { dateString } from "@/lib/db/serialize";
import { AppError, type FieldError } from "@/lib/errors";
import type { RunOptions, ValidationIssue } from "@/lib/payroll";
import { periodBounds } from "@/lib/payroll";
import { TFR_MONTHLY_COEFFICIENTS } from "@/lib/payroll";
import { coefficientMonthOf, severanceNeedsCoefficient } from "@/lib/payroll";
import { checkGivenWeeks, type WeekLike } from "@/lib/payroll";
import { noticeOptions, noticeProposal, type NoticeProposal } from "@/lib/services/contracts/notice-proposal";
import type { PayrollInputs } from "./payroll-inputs";

/** The recorded end when it falls in the period, else null. */
export function recordedEndIn(inputs: PayrollInputs, period: string): string | null {
  const end = inputs.contract.endDate ? dateString(inputs.contract.endDate) : null;
  if (!end) return null;
  const pb = periodBounds(period);
  return end >= pb.start && end <= pb.end ? end : null;
}

/**
 * Run options completed from the contract's recorded end: the end date and, when the request gives
 * no notice figures, the CCNL notice computed from the contract. 422 when the request contradicts
 * the recorded end or gives an end date before the start or outside the period.
 */
export function applyRecordedEnd(inputs: PayrollInputs, options: RunOptions, ordinary: boolean): { options: RunOptions; notice: NoticeProposal | null } {
  const errors: FieldError[] = [];
  const pb = periodBounds(options.period);
  const start = dateString(inputs.contract.startDate);
  const recorded = inputs.contract.endDate ? dateString(inputs.contract.endDate) : null;
  const given = options.employmentEndDate ?? null;
  if (given) {
    if (given < start)
      errors.push({
        path: "/employmentEndDate",
        message: `The contract starts on ${start}: employment cannot end before`,
        code: "end_before_start",
        params: { startDate: start },
      });
    else if (given < pb.start || given > pb.end)
      errors.push({
        path: "/employmentEndDate",
        message: `${given} is outside the period ${options.period}`,
        code: "end_outside_period",
        params: { date: given, period: options.period },
      });
    if (recorded && given !== recorded) {
      throw new AppError(
        "employment_end_mismatch",
        `The contract records the end of employment on ${recorded} (${inputs.contract.endReason ?? "no reason"}), not ${given}`,
        {
          errors: [{ path: "/employmentEndDate", message: `The recorded end is ${recorded}`, code: "employment_end_mismatch" }],
          extra: { recordedEndDate: recorded },
        },
      );
    }
  }
  if (errors.length > 0) throw new AppError("validation_failed", errors[0]?.message ?? "Invalid end of employment", { errors });
  const inPeriod = recordedEndIn(inputs, options.period);
  if (!inPeriod || !ordinary) return { options, notice: null };
  const notice = noticeProposal(inputs.contract);
  const explicit = options.missingNoticeType !== undefined && options.missingNoticeType !== null;
  const explicitDays = (options.missingNoticeDays ?? null) !== null || (options.missingNoticeWeeks && Number(options.missingNoticeWeeks) > 0);
  const next: RunOptions = { ...options, employmentEndDate: inPeriod };
  if (!explicit && !explicitDays) Object.assign(next, noticeOptions(notice, inputs.contract.endReason));
  return { options: next, notice };
}

/** The coefficient table the engine will use: the maintained table, else the built-in series. */
function hasCoefficient(inputs: PayrollInputs, key: string): boolean {
  return !!inputs.settings.tfrMonthlyCoefficients?.[key] || !!TFR_MONTHLY_COEFFICIENTS[key];
}

/** validate-before-run: the TFR coefficient a termination or advance of the period needs (rules-update.md §2), only when there is a fund at the last 31 December to revalue (rules-update-3 A5). */
export function coefficientIssues(inputs: PayrollInputs, options: RunOptions, kind: string): ValidationIssue[] {
  if (options.provisionalTfrCoefficient) return [];
  const pb = periodBounds(options.period);
  const dates: Array<{ date: string; field: string }> = [];
  const end = options.employmentEndDate ?? recordedEndIn(inputs, options.period);
  if (kind === "ordinary" && end && end <= pb.end && end >= pb.start && options.liquidateSeveranceWithEmploymentEnd !== false)
    dates.push({ date: end, field: "employmentEndDate" });
  if (kind === "severance_liquidation") dates.push({ date: end ?? pb.end, field: "severanceLiquidationPayslip" });
  if (options.severanceAnticipation && Number(options.severanceAnticipation) > 0) dates.push({ date: pb.end, field: "severanceAnticipation" });
  const out: ValidationIssue[] = [];
  for (const d of dates) {
    // nothing to revalue (no fund at the last 31 December): no coefficient asked (rules-update-3 A5)
    if (!severanceNeedsCoefficient(inputs.state, d.date)) continue;
    const cm = coefficientMonthOf(d.date);
    if (cm.key && !hasCoefficient(inputs, cm.key)) {
      out.push({
        code: "tfr_coefficient_missing",
        message: `Coefficiente ISTAT di rivalutazione TFR del mese ${cm.key} non ancora pubblicato: aggiungilo in Impostazioni → Tabelle o indica un coefficiente provvisorio con il motivo`,
        field: d.field,
        periods: [cm.key],
        params: { month: cm.key },
      });
    }
  }
  return out;
}

/** run-payroll: the given weeks must be the period's (422 contribution_weeks_mismatch with a pointer). */
export function assertWeeks(inputs: PayrollInputs, options: RunOptions, weeks: readonly WeekLike[], ordinary: boolean): void {
  const end = options.employmentEndDate ?? null;
  const noticeDays =
    options.missingNoticeType === "EMPLOYER" ? Math.floor(Number(options.missingNoticeDays ?? "0") + Number(options.missingNoticeWeeks ?? "0") * 7) : 0;
  const issue = checkGivenWeeks({ period: options.period, hireDate: dateString(inputs.contract.startDate), terminationDate: end, noticeDays, weeks, ordinary });
  if (issue) throw new AppError("contribution_weeks_mismatch", issue.message, { errors: [issue] });
}
