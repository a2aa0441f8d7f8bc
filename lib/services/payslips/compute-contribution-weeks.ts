import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { assertContractInScope } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import {
  computeContributionWeeks as computeWeeks,
  contributionEventRange,
  PayrollError,
  RatesMissingError,
  type ContributionWeek,
  type PayrollSettings,
  type RateRegistry,
  type RunningState,
  type WorkEvent,
} from "@/lib/payroll";
import { findContractWithTerms, type ContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { noticeOptions, noticeProposal } from "@/lib/services/contracts/notice-proposal";
import { dateString } from "@/lib/db/serialize";
import { parseRunningState } from "@/lib/db/json-columns";
import { findPreviousPayslip, loadEvents, loadOpeningState, loadSettings, toEngineContract, toEngineTerms } from "./payroll-inputs";
import { daysOverLimit, periodOf } from "@/lib/payroll";

/** POST /v1/domestic-payslips/contribution-weeks → a bare array of weeks (interface §2.3). */
export async function computeContributionWeeks(
  ctx: ServiceContext,
  input: { domesticContractId: string; startDate: string; endDate: string; employmentEnding?: boolean },
): Promise<ContributionWeek[]> {
  const db = getDb();
  await assertContractInScope(db, ctx.scope, input.domesticContractId);
  const contract = await findContractWithTerms(db, ctx.scope.organizationId, input.domesticContractId);
  const range = contributionEventRange(input.startDate, input.endDate);
  const { events } = await loadEvents(db, contract.id, range.from, range.to);
  // Earlier sick days decide which sick days of the range are paid (and so count hours).
  const previous = await findPreviousPayslip(db, contract.id, periodOf(input.startDate), "ordinary");
  const state =
    previous?.runningState != null ? parseRunningState(previous.runningState, previous.id) : ((await loadOpeningState(db, contract.id))?.state ?? null);
  return contributionWeeksOf({ contract, events, state, settings: await loadSettings(db, ctx.scope.organizationId), rates: await ratesOf(ctx), ...input });
}

/**
 * The weeks of a range from loaded inputs (no database): the contribution-weeks call and the
 * month-end batch both use it. `events` must cover contributionEventRange(startDate, endDate).
 */
export function contributionWeeksOf(input: {
  contract: ContractWithTerms;
  events: WorkEvent[];
  state: RunningState | null;
  settings: Partial<PayrollSettings>;
  startDate: string;
  endDate: string;
  employmentEnding?: boolean;
  /** the organization's rate tables (ratesOf(ctx)), as the payslip the weeks feed reads them; undefined: the shipped ones */
  rates: RateRegistry | undefined;
}): ContributionWeek[] {
  const { contract, events } = input;
  // a legacy day over 24 h would give a week run-payroll refuses: name it instead (rules/day-hours.ts)
  const over = daysOverLimit(events);
  if (over.length > 0) {
    throw new AppError(
      "day_hours_exceeded",
      `${over[0]!.date} holds ${over[0]!.total.toFixed(2)} h across its events, over the 24 h a day can hold: fix the events of ${over.length === 1 ? "that day" : `the ${over.length} days listed`}`,
      {
        extra: { days: over.map((o) => ({ date: o.date, existingHours: o.total.toFixed(2) })), maxHoursPerDay: "24" },
      },
    );
  }
  try {
    return computeWeeks({
      contract: toEngineContract(contract),
      terms: toEngineTerms(contract),
      events,
      startDate: input.startDate,
      endDate: input.endDate,
      employmentEnding: input.employmentEnding,
      absenceHistory: input.state?.absenceHistory,
      noticeDays: noticeDaysAfterEnd(contract, input.startDate, input.endDate),
      settings: input.settings,
      rates: input.rates,
    });
  } catch (error) {
    throw toAppError(error);
  }
}

/** Employer-owed notice days of a recorded end inside the range: their weeks follow the termination (rules-update.md §3). */
function noticeDaysAfterEnd(contract: ContractWithTerms, startDate: string, endDate: string): number {
  const end = contract.endDate ? dateString(contract.endDate) : null;
  if (!end || end < startDate || end > endDate) return 0;
  const o = noticeOptions(noticeProposal(contract), contract.endReason);
  return o.missingNoticeType === "EMPLOYER" ? Number(o.missingNoticeDays ?? "0") : 0;
}

export function toAppError(error: unknown): unknown {
  if (error instanceof RatesMissingError)
    return new AppError("rates_missing_for_year", error.message, {
      errors: [{ path: "", message: error.message, code: error.code, params: { year: String(error.year) } }],
    });
  if (error instanceof PayrollError && error.code === "tfr_coefficient_missing") {
    return new AppError("tfr_coefficient_missing", error.message, {
      errors: [{ path: "/provisionalTfrCoefficient", message: error.message, code: error.code, params: error.params }],
    });
  }
  if (error instanceof PayrollError) {
    const errors = [{ path: "", message: error.message, code: error.code, params: error.params }];
    if (error.code === "rates_missing_for_year") return new AppError("rates_missing_for_year", error.message, { errors });
    return new AppError("validation_failed", error.message, { errors });
  }
  return error;
}
