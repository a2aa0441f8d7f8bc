/**
 * The payslip as ordered lists of named steps over one draft (rules/draft.ts). Pure and
 * deterministic: no clock, no I/O. Each kind of payslip is a list; `lib/payroll/README.md`
 * shows them. A new rule goes in `rules/<concern>.ts` as a function (or a step) with its tests.
 */
import { PayrollError } from "./errors";
import { RatesMissingError } from "./rates";
import type { PayrollInput, PayslipResult } from "./types";
import { severanceAdvance } from "./rules/advances";
import { close } from "./rules/close";
import { contributionElements } from "./rules/contribution-elements";
import { contributionWeeks } from "./rules/contribution-weeks";
import { customItems } from "./rules/custom-items";
import { createDraft, type PayslipKind, type PayslipStep } from "./rules/draft";
import { earnings } from "./rules/earnings";
import { accruals, severanceAccrual } from "./rules/month-accruals";
import { severanceLiquidation } from "./rules/severance-liquidation";
import { netCarry } from "./rules/net-carry";
import { quarterRoundingDifference } from "./rules/quarter-rounding";
import { openState } from "./rules/state";
import { terminationIndemnities, terminationSettlement } from "./rules/termination";
import { thirteenthPayment } from "./rules/thirteenth";
import { weeklyContributions } from "./rules/weekly-contributions";

export { PayrollInvariantError } from "./rules/close";

/** The steps of each kind of payslip, in order. */
export const PAYSLIP_STEPS: Readonly<Record<PayslipKind, readonly PayslipStep[]>> = {
  ordinary: [
    openState,
    earnings,
    customItems,
    accruals,
    severanceAdvance,
    contributionWeeks,
    terminationIndemnities,
    severanceAccrual,
    terminationSettlement,
    weeklyContributions,
    contributionElements,
    quarterRoundingDifference,
    netCarry,
    close,
  ],
  thirteenth: [openState, thirteenthPayment, netCarry, close],
  severance_liquidation: [openState, severanceLiquidation, netCarry, close],
};

export function calculatePayslip(input: PayrollInput): PayslipResult {
  try {
    const draft = createDraft(input);
    for (const step of PAYSLIP_STEPS[draft.kind]) step.run(draft);
    if (!draft.result) throw new PayrollError("payroll_invariant_violated", "The close step did not run");
    return draft.result;
  } catch (e) {
    if (e instanceof RatesMissingError) throw new PayrollError("rates_missing_for_year", e.message, { year: String(e.year) });
    throw e;
  }
}
