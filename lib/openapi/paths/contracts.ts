import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  CONTRACT_SORT_FIELDS,
  addTermsSchema,
  createContractSchema,
  endContractSchema,
  listContractsQuery,
  listTermsQuery,
  minimumWageQuery,
  openingBalancesSchema,
  termsSchema,
  updateContractSchema,
  contractWarningSchema,
  termsResponseSchema,
  contractListResponseSchema,
  contractDetailResponseSchema,
  openingBalancesResponseSchema,
  minimumWageResponseSchema,
  noticeProposalResponseSchema,
} from "@/lib/validation/contract";
import { HOUR_LIMITS, JOB_TYPES, LEVELS_BY_JOB_TYPE } from "@/lib/payroll";
import { END_REASONS } from "@/lib/validation/contract-ccnl";
import { idempotencyKeyHeader, jsonContent, paginationSchema, problem, standardErrors } from "../common";

/** OpenAPI paths of /v1/domestic-contracts (decisions §7). */

const tags = ["Domestic contracts"];
const idPath = z.object({ id: z.string().uuid() });
const termsPath = z.object({ id: z.string().uuid(), termsId: z.string().uuid() });
const withWarnings = <S extends z.ZodObject>(schema: S) => schema.extend({ warnings: z.array(contractWarningSchema) });

const levelTable = JOB_TYPES.map((j) => `| \`${j}\` | ${LEVELS_BY_JOB_TYPE[j].join(", ")} |`).join("\n");

const CCNL_RULES = `
**CCNL checks** (422 \`validation_failed\`; each error has a JSON pointer and one of these codes):
- \`level_not_allowed_for_job\` — the level must fit the job type (rules.md §2.1):

| jobType | levels |
|---|---|
${levelTable}

- \`daily_hours_over_limit\` (pointer to the day), \`weekly_hours_over_limit\`, \`no_scheduled_hours\` — live-in
  ≤ ${HOUR_LIMITS.live_in.daily} h/day and ≤ ${HOUR_LIMITS.live_in.weekly} h/week; non-live-in ≤ ${HOUR_LIMITS.non_live_in.daily} h/day and ≤ ${HOUR_LIMITS.non_live_in.weekly} h/week; night assistance
  ≤ ${HOUR_LIMITS.night_assistance.daily} h/night, night presence ≤ ${HOUR_LIMITS.night_presence.daily} h/night, both ≤ ${HOUR_LIMITS.night_assistance.weekly} h/week. Live-in at level B, BS or C with
  ≤ 30 h/week is the reduced live-in table B.
- \`below_ccnl_minimum\` — the wage is below the CCNL minimum of the level, pay table and **year in force on the
  terms' effective date** (e.g. "Below the CCNL minimum for CS live-in in 2025: 1137.86 per month"). Pay table:
  night_assistance → D, night_presence → E, rest_day_substitute → G, live-in ≤30 h at B/BS/C → B, live-in → A,
  otherwise C (hourly). A monthly wage on an hourly table is compared with hourly minimum × weekly hours × 52/12,
  exactly; the figure quoted is that amount rounded up to the cent. The problem body then also carries
  \`minimumWage\` ({level, payTable, year, tableAmount, tableUnit, monthly, hourly, weeklyHours}). When the year
  has no rate tables the wage is accepted with the warning \`minimum_not_checked\`.
- \`pay_basis_not_allowed\` — live-in, night assistance and night presence are paid monthly.
- \`live_in_board_required\` — a live-in worker is owed breakfast/lunch, dinner and lodging (in kind, or as a
  cash indemnity with \`inCash\`); \`board_in_cash_without_items\`.
- \`babysitter_allowance_level\` (BS only), \`multiple_assisted_allowance_level\` (CS/DS only),
  \`function_allowance_level\` (live-in D/DS only).
`.trim();

const CONTRACT_RULES = `
**Contract checks** (422): \`employer_not_found\` (unknown or another organization's employer: the same answer),
\`employer_archived\`, \`fixed_term_end_required\` (a fixed-term contract needs \`fixedTermEndDate\`),
\`fixed_term_end_before_start\`, \`fixed_term_end_not_allowed\` (a planned end without \`fixedTerm\`),
\`replaces_absent_worker_needs_fixed_term\`, \`worker_under_sixteen\`, \`start_date_out_of_range\` (from 1960, at most
one year ahead). Worker: fiscal code checked (\`invalid_fiscal_code\`: 16 characters with the check letter, or 11
digits), IBAN checked (\`invalid_iban\`: mod 97; spaces removed, upper-cased), province two letters, postal code five digits. Optional strings sent as
\`""\` or \`null\` are not set. Unknown fields → \`unknown_field\`. Money and hours are decimal strings (2 decimals).
`.trim();

export const contractsPaths: ZodOpenApiPathsObject = {
  "/v1/domestic-contracts": {
    get: {
      tags,
      summary: "List the organization's domestic contracts",
      description: `
Filters: \`employerId\` (an employer of another organization matches nothing), \`status\` (\`active\`: no end or an
end today or later; \`ended\`: the end date is past), \`search\` (every word must occur, case-insensitively, in the
worker's first name, last name or fiscal code; \`%\` and \`_\` are literal). \`sortField\`: ${CONTRACT_SORT_FIELDS.map((f) => `\`${f}\``).join(", ")}
(\`workerName\` = last name, then first name); default \`createdAt\` \`desc\`; ties broken by id. Each item carries
its \`currentTerms\`. \`counts\` (extension): active and ended contracts matching \`employerId\` and \`search\`.`.trim(),
      requestParams: { query: listContractsQuery },
      responses: {
        "200": jsonContent(contractListResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
      },
    },
    post: {
      tags,
      summary: "Create a contract with its first terms",
      description: `
The first terms take effect on \`startDate\`. \`terms.weeklySchedule\` is an object with the hours of every weekday,
\`{"monday": "4.00", …, "sunday": "0.00"}\` (all seven required). Answers 201 with the contract detail and
\`warnings\`. Writes an audit entry (\`contract.create\`).

${CONTRACT_RULES}

${CCNL_RULES}`.trim(),
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: createContractSchema } } },
      responses: {
        "201": jsonContent(withWarnings(contractDetailResponseSchema), "Created"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-contracts/minimum-wage": {
    get: {
      tags,
      summary: "The CCNL minimum wage for a level, job type, live-in flag, weekly hours and date",
      description: `
The helper the contract wizard shows (the screens compute the same figures with the shared module
\`lib/payroll/ccnl.ts\`). \`date\` defaults to today (Italian time). \`monthly\` and \`hourly\` are the lowest
compliant wages for each pay basis (conversions with 52/12 weeks a month, rounded up to the cent). A year without
rate tables → 422 \`rates_missing_for_year\`.`.trim(),
      requestParams: { query: minimumWageQuery },
      responses: {
        "200": jsonContent(minimumWageResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "422": problem("No rate tables for the year (rates_missing_for_year)"),
      },
    },
  },
  "/v1/domestic-contracts/{id}": {
    get: {
      tags,
      summary: "A contract with its current terms, terms history and opening balances",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(contractDetailResponseSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    patch: {
      tags,
      summary: "Update the contract's fields that are not terms",
      description: `
Only the members present change; worker fields one by one (\`null\` clears an optional one). Terms (level, wage,
schedule…) change with \`POST …/terms\`; the employer cannot change. \`fixedTerm: false\` also clears
\`fixedTermEndDate\` and \`replacesAbsentWorker\` unless the body sets them. \`startDate\` moves the first terms with it;
refused (422 on \`/startDate\`) when later terms, work events, payslips or opening balances would fall before it, or
when the first terms break the CCNL in the new start's year. Audit entry \`contract.update\` with before and after.
A change of \`worker\` fields is a change of the person (\`/v1/workers\`): the worker and the worker's other contracts
take the same fields; a fiscal code another worker holds is refused (409 \`worker_fiscal_code_taken\`, with \`workerId\`).

${CONTRACT_RULES}`.trim(),
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: updateContractSchema } } },
      responses: {
        "200": jsonContent(withWarnings(contractDetailResponseSchema)),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The new fiscal code is another worker's (worker_fiscal_code_taken, with workerId)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags,
      summary: "Delete an unused contract",
      description:
        "Only while no work event or payslip uses it: otherwise 409 `contract_in_use` (with `workEvents` and `payslips`, the counts). Terms and opening balances go with it. Audit entry `contract.delete`. 204.",
      requestParams: { path: idPath },
      responses: {
        "204": { description: "Deleted" },
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("Work events or payslips use the contract (contract_in_use)"),
      },
    },
  },
  "/v1/domestic-contracts/{id}/terms": {
    get: {
      tags,
      summary: "Terms history",
      description:
        "Every terms row with its `effectiveTo`; `sortField` `effectiveFrom` only, default ascending. Payroll for a date uses the row with the latest `effectiveFrom` on or before it.",
      requestParams: { path: idPath, query: listTermsQuery },
      responses: {
        "200": jsonContent(z.object({ data: z.array(termsResponseSchema), pagination: paginationSchema })),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
    post: {
      tags,
      summary: "New terms from a date (wage, level, schedule… change)",
      description: `
\`effectiveFrom\` before the start → 422 \`terms_before_start\`; after a recorded end → 422 \`terms_after_end\`; on the date of
existing terms → **409 \`conflict\`** with \`existingTermsId\` (correct those with \`PUT …/terms/{termsId}\`). The terms
are checked against the CCNL of their own date. 201 with the terms and \`warnings\` (e.g. payslips already computed
from that date). Audit entry \`contract.terms_add\`.

${CCNL_RULES}`.trim(),
      parameters: [idempotencyKeyHeader],
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: addTermsSchema } } },
      responses: {
        "201": jsonContent(withWarnings(termsResponseSchema), "Created"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("Terms already exist on that date (conflict, with existingTermsId)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-contracts/{id}/terms/{termsId}": {
    put: {
      tags,
      summary: "Correct terms in place (same effective date)",
      description: "Same body and CCNL checks as new terms, without `effectiveFrom`. Audit entry `contract.terms_update`.",
      requestParams: { path: termsPath },
      requestBody: { content: { "application/json": { schema: termsSchema } } },
      responses: {
        "200": jsonContent(withWarnings(termsResponseSchema)),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags,
      summary: "Delete later terms entered by mistake",
      description: "The first terms (from the start date) cannot be deleted: 409 `conflict`. Audit entry `contract.terms_delete`. 204.",
      requestParams: { path: termsPath },
      responses: {
        "204": { description: "Deleted" },
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The first terms (conflict)"),
      },
    },
  },
  "/v1/domestic-contracts/{id}/end": {
    post: {
      tags,
      summary: "Record the end of employment",
      description: `
\`endDate\` is the last day of employment; \`endReason\` one of ${END_REASONS.map((r) => `\`${r}\``).join(", ")}. The end-of-employment
payslip reads them. An end already recorded → 409 \`contract_ended\`. 422 when the date is before the start
(\`end_before_start\`), when \`end_of_fixed_term\` is given for an open-ended contract (\`not_fixed_term\`), and when work
events (\`work_event_after_end\`, the first 20 listed, also in \`workEventsAfterEnd\` with \`workEventsAfterEndTotal\`),
payslips (\`payslip_after_end\`), terms (\`terms_after_end\`) or opening balances (\`opening_balances_after_end\`) lie after
it: the clerk moves or deletes them first. A dismissal inside the maternity protection (from the presumed start of pregnancy,
300 days before the expected birth, to the end of the compulsory leave, read from the recorded maternity days) → 422
\`dismissal_in_maternity_protection\` on \`/endReason\`, unless the reason is \`just_cause\`; a resignation or mutual
agreement inside it is accepted with the warning \`resignation_in_maternity_protection\` (validation by the labour
inspectorate; docs/domain/rules-update-3.md A13). Optional \`noticeGivenDate\`, \`noticeWorkedDays\` (0–120) and an override of the
missing days (\`noticeOverrideDays\` with \`noticeOverrideReason\`). 200 with the contract, \`warnings\`
(\`fixed_term_end_differs\`, \`resignation_in_maternity_protection\`) and \`proposedNotice\`: the CCNL notice for this end (docs/domain/rules-update.md §4).
Audit entry \`contract.end\`.`.trim(),
      parameters: [idempotencyKeyHeader],
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: endContractSchema } } },
      responses: {
        "200": jsonContent(withWarnings(contractDetailResponseSchema).extend({ proposedNotice: noticeProposalResponseSchema.nullable() })),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The contract already has an end (contract_ended)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags,
      summary: "Cancel a recorded end",
      description:
        "The contract is active again. 409 `conflict` when no end is recorded or a final end-of-employment payslip exists. Audit entry `contract.reopen`.",
      requestParams: { path: idPath },
      responses: {
        "200": jsonContent(contractDetailResponseSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("No end recorded, or a final settlement exists (conflict)"),
      },
    },
  },
  "/v1/domestic-contracts/{id}/opening-balances": {
    put: {
      tags,
      summary: "Set the balances carried over from another payroll system",
      description: `
Upsert: 201 when created, 200 when replaced; fields left out are zero. \`asOfDate\` inside the employment (422
\`as_of_before_start\` / \`as_of_after_end\`). Vacation days up to 4 decimals (this year may be negative after an advance,
−26…26; previous year 0…60); money ≥ 0 with 2 decimals; \`sickDaysUsedLast365\` a whole number 0…366 as a string.
A take-over in the middle of a year (docs/domain/rules-update-3.md A7) also gives the year-to-date figures of the months
the previous system ran (\`ytdGross\`, \`ytdWorkerInps\`, \`ytdWorkerCassacolf\`, \`ytdTaxable\`, \`ytdEmploymentDays\`,
year of \`asOfDate\`), the contributions it declared per quarter (\`declaredQuarters\`) and whether the days of the first
contribution week that precede the take-over were declared by it (\`earlierDaysDeclaredElsewhere\`; null = not said, and
validate-before-run warns \`takeover_first_week_unconfirmed\`). The annual statement of that year adds them (its months up
to \`asOfDate\` are not missing) and the first payslip's year-to-date totals continue from them.
The balances also appear in the contract detail. Audit entry \`contract.opening_balances_set\`.`.trim(),
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: openingBalancesSchema } } },
      responses: {
        "200": jsonContent(withWarnings(openingBalancesResponseSchema), "Replaced"),
        "201": jsonContent(withWarnings(openingBalancesResponseSchema), "Created"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
};
