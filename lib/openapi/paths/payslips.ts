import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  contributionWeekResponseSchema,
  monthStatusResponseSchema,
  payrollValidationResponseSchema,
  payslipListItemResponseSchema,
  payslipResponseSchema,
  contributionWeeksBody,
  listPayslipsQuery,
  patchPayslipBody,
  payrollMonthQuery,
  runPayrollBody,
  validateBeforeRunBody,
} from "@/lib/validation/payslip";
import { correctionBulkResultSchema, correctionResultSchema, correctPayslipBody, correctPayslipsBody } from "@/lib/validation/payslip-correction";
import { monthVarianceParams, monthVarianceQuery, monthVarianceResponseSchema } from "@/lib/validation/month-variance";
import { idempotencyKeyHeader, jsonContent, paginationSchema, problem, standardErrors } from "../common";

const idPath = z.object({ id: z.string().uuid() });
const headers = z.object({ "Idempotency-Key": idempotencyKeyHeader });

export const payslipsPaths: ZodOpenApiPathsObject = {
  "/v1/domestic-payslips": {
    get: {
      tags: ["Payslips"],
      summary: "List the payslips of a contract",
      description:
        "sortField: startDate (default, desc), createdAt, totalNet, totalGross, period. Optional filters status and year. Open to portal users (a household with any right on the contract's employer, the contract's worker): they see final payslips only.",
      requestParams: { query: listPayslipsQuery },
      responses: {
        "200": jsonContent(z.object({ data: z.array(payslipListItemResponseSchema), pagination: paginationSchema })),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/domestic-payslips/{id}": {
    get: {
      tags: ["Payslips"],
      summary: "The full payslip with its breakdown, weeks, states, totalsShape and year-to-date",
      description:
        "Carries `viewedAt` and `receiptConfirmedAt` (the worker's portal). Open to portal users (a household with any right on the contract's employer, the contract's worker): a draft is unknown to them (404).",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(payslipResponseSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    patch: {
      tags: ["Payslips"],
      summary: "Update note1 / note2 of a draft (a final payslip → 409 payslip_not_draft; any other field → 422)",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: patchPayslipBody } } },
      responses: {
        "200": jsonContent(payslipResponseSchema),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "409": problem("The payslip is final (payslip_not_draft)"),
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags: ["Payslips"],
      summary: "Delete a draft or final payslip",
      description:
        "204. When later payslips of the same contract exist, the response carries `X-Later-Payslips` (their ids) and a `Warning` header: their running totalsShape may be outdated; re-run them.",
      requestParams: { path: idPath },
      responses: {
        "204": { description: "Deleted" },
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The payslip has correcting payslips (conflict, with correctionIds): delete them first"),
      },
    },
  },
  "/v1/domestic-payslips/{id}/finalize": {
    post: {
      tags: ["Payslips"],
      summary: "Finalize a draft (irreversible); exactly one of concurrent calls wins, the others get 409 payslip_not_draft",
      description:
        "When the organization requires an approver (payroll setting finalizeRequiresApprover), only a signed-in administrator or approver may finalize: a clerk or an API key → 403 approver_required.",
      requestParams: { path: idPath, header: headers },
      responses: {
        "200": jsonContent(payslipResponseSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The payslip is no longer a draft: finalized meanwhile (payslip_not_draft)"),
      },
    },
  },
  "/v1/domestic-payslips/{id}/view": {
    post: {
      tags: ["Payslips"],
      summary: "The worker opened a final payslip of theirs in the portal: records viewedAt the first time",
      description:
        "For the worker signed in to the portal only (anyone else → 403 forbidden). The first call records `viewedAt`; later calls change nothing and answer the same payslip. Another worker's payslip, or a draft, → 404 as an unknown id. The clerk's screens show it (\"Vista il …\").",
      requestParams: { path: idPath, header: headers },
      responses: {
        "200": jsonContent(payslipResponseSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/domestic-payslips/{id}/receipt-confirmation": {
    post: {
      tags: ["Payslips"],
      summary: "The worker confirms having received the pay of a final payslip of theirs",
      description:
        "For the worker signed in to the portal only (anyone else → 403 forbidden). Records `receiptConfirmedAt` and `receiptConfirmedById` (and `viewedAt` when still empty), an audit entry and the webhook `payslip.receipt_confirmed`. Once only: a second confirmation → 409 `receipt_already_confirmed` with `receiptConfirmedAt` and `receiptConfirmedById`. Another worker's payslip, or a draft, → 404 as an unknown id. The payment itself is recorded elsewhere.",
      requestParams: { path: idPath, header: headers },
      responses: {
        "200": jsonContent(payslipResponseSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("Already confirmed (receipt_already_confirmed, with receiptConfirmedAt and receiptConfirmedById)"),
      },
    },
  },
  "/v1/domestic-payslips/validate-before-run": {
    post: {
      tags: ["Payslips"],
      summary: "Check a contract is ready for a period: errors block a run, warnings do not",
      description:
        "Errors: contract_not_active_in_period, period_before_contract_start, period_after_contract_end, no_terms_in_force, no_weekly_schedule, wage_below_minimum, level_not_allowed_for_table, rates_missing_for_year, … Warnings: earlier_periods_without_payslip, earlier_periods_draft_only, event_outside_schedule, week_over_ccnl_limit (hours not recorded as overtime), regular_hours_over_ccnl_limit, overtime_within_ccnl_limit, takeover_first_week_unconfirmed, takeover_first_week_undeclared, missing_fiscal_code, rate_derived, … A TFR coefficient is required (tfr_coefficient_missing) only when there is a fund at the last 31 December to revalue.",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: validateBeforeRunBody } } },
      responses: {
        "200": jsonContent(payrollValidationResponseSchema),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/contribution-weeks": {
    post: {
      tags: ["Payslips"],
      summary: "The Sunday–Saturday contribution weeks meeting a date range, with their contributory hours",
      description:
        "A bare JSON array (not wrapped in data). A week belongs to the month of its Saturday: weeks whose Saturday falls after endDate have isFromNextPeriod = true. With employmentEnding, or when the contract's recorded end falls in the range, the last week ends on the termination day and is not deferred; no week follows the termination except the notice-period weeks, marked isNoticePeriod: true, that carry the hours of an employer-owed notice indemnity (docs/domain/rules-update.md §3). Pass the array as contributionWeeks to run-payroll (it may be edited).",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: contributionWeeksBody } } },
      responses: {
        "200": jsonContent(z.array(contributionWeekResponseSchema)),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/run-payroll": {
    post: {
      tags: ["Payslips"],
      summary: "Compute the payslip of a contract and period as a draft",
      description:
        "201 with the full payslip in draft. The kind is ordinary, thirteenth (isThirteenth) or severance liquidation (severanceLiquidationPayslip). A draft of the same contract, period and kind is recomputed in place (same id, notes kept unless given); a final one → 409 payslip_already_final. When validate-before-run reports errors → 422 payroll_blocked listing them. The weeks must be the period's (Sunday–Saturday, clipped at hiring/termination, Saturday rule, right isFromNextPeriod, hours 0–168, no duplicates; an empty array only for a thirteenth or TFR payslip), else 422 contribution_weeks_mismatch with a pointer to the bad week; unknown fields inside a week are ignored. A run for the month of the contract's recorded end is an end-of-employment payslip with the CCNL notice computed from the contract (unless missingNoticeType/Days are given); an employmentEndDate contradicting the recorded end → 422 employment_end_mismatch. A termination or advance whose TFR coefficient month is not published → 422 tfr_coefficient_missing (with months) when there is a fund at the last 31 December to revalue (a worker hired this year needs none; rules-update-3 A5), unless provisionalTfrCoefficient {percent, reason} is given; the payslip then records it (severanceBreakdown, warning tfr_coefficient_provisional). When deductions and worker contributions exceed the pay, the net is 0.00 and the rest is carried to the next payslip with pay (deduction lines TRATTENUTE_RINVIATE / TRATTENUTE_RECUPERATE, warning deductions_carried_forward). Concurrent runs of one contract are serialised: they produce exactly one payslip. Running totalsShape chain from the contract's previous payslip (or its opening balances).",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: runPayrollBody } } },
      responses: {
        "201": jsonContent(payslipResponseSchema, "Created (draft)"),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem(
          "A final payslip of the contract, period and kind exists (payslip_already_final), or the same Idempotency-Key is still being processed (idempotency_key_in_use)",
        ),
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/month-status": {
    get: {
      tags: ["Payslips"],
      summary: "The organization's contracts active in a month, with the status of their payslip (not_run, draft, final, outdated)",
      requestParams: { query: payrollMonthQuery },
      responses: {
        "200": jsonContent(monthStatusResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
      },
    },
  },
};

const correctionDescription =
  "A final payslip is never replaced (rules-update-3 A12, docs/corrections.md): its period is recomputed with today's data (the work events, the contract's terms, the rate tables, the running state of the payslip before it) and a correcting payslip (kind `correction`, \"Cedolino di rettifica\") states the difference line by line — the elements, pay, the worker's and the employer's INPS and CAS.SA.COLF, net, cost, the 13th/TFR/vacation accruals and the contribution hours. It is final at once (stored PDF, the household's and the worker's e-mails, webhook `payslip.finalized` with kind `correction`), linked both ways (`correctsPayslipId` on it, `corrections` on the original), and its contribution difference goes to the quarter of its payment (`paymentDate`, default today) as a line of its own in that quarter's contribution payment and statement. The original is not changed. Nothing changed → 409 `correction_without_difference`; a draft → 409 `payslip_not_final`; a correction → 409 `payslip_not_correctable`. With an approver required, only an administrator or approver may (403 `approver_required`).";

export const payslipCorrectionsPaths: ZodOpenApiPathsObject = {
  "/v1/domestic-payslips/{id}/corrections/preview": {
    post: {
      tags: ["Payslips"],
      summary: "Preview the correction of a final payslip: the line-by-line difference, nothing written",
      description: correctionDescription,
      requestParams: { path: idPath, header: headers },
      requestBody: { content: { "application/json": { schema: correctPayslipBody } } },
      responses: {
        "200": jsonContent(correctionResultSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("Nothing to correct (correction_without_difference), not final (payslip_not_final) or a correction (payslip_not_correctable)"),
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/{id}/corrections": {
    post: {
      tags: ["Payslips"],
      summary: "Correct a final payslip with a correcting payslip (cedolino di rettifica), final at once",
      description: correctionDescription,
      requestParams: { path: idPath, header: headers },
      requestBody: { content: { "application/json": { schema: correctPayslipBody } } },
      responses: {
        "201": jsonContent(correctionResultSchema, "Created (final correcting payslip)"),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem(
          "Nothing to correct (correction_without_difference), not final (payslip_not_final), a correction (payslip_not_correctable), or the same Idempotency-Key is still being processed",
        ),
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/corrections/preview": {
    post: {
      tags: ["Payslips"],
      summary: "Preview the corrections of every final payslip of a month (or of a list): each difference and the totals, nothing written",
      description:
        "Give `period` (every final payslip of the month: ordinary, thirteenth, TFR liquidation) or `payslipIds`. Payslips recomputed the same are listed in `unchanged`, those that cannot be recomputed in `refused` with the reason's code.",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: correctPayslipsBody } } },
      responses: {
        "200": jsonContent(correctionBulkResultSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/corrections": {
    post: {
      tags: ["Payslips"],
      summary: "Correct every final payslip of a month (or of a list) that changed: one correcting payslip each, in one transaction",
      description: `${correctionDescription} In bulk: the preview's payslips with a difference get a correcting payslip each; the answer lists them with the totals.`,
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: correctPayslipsBody } } },
      responses: {
        "200": jsonContent(correctionBulkResultSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The same Idempotency-Key is still being processed (idempotency_key_in_use)"),
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/payroll-months/{period}/variance": {
    get: {
      tags: ["Payslips"],
      summary: "Each contract's month against the one before: what to look at before confirming the month",
      description:
        "Contracts active in the month or the one before, with their ordinary payslips' net, employer cost and contribution hours of both months and the flags: `net_change`/`cost_change` (above `thresholdPercent` of last month's figure and at least `minimumAmount`), `hours_change`, `new_relationship`, `ended_relationship`, `new_table_version` (the payslip names other rate tables than last month's), `not_run`.",
      requestParams: { path: monthVarianceParams, query: monthVarianceQuery },
      responses: {
        "200": jsonContent(monthVarianceResponseSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "422": standardErrors["422"],
      },
    },
  },
};
