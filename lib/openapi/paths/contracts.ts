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
} from "@/lib/validation/contract";
import { CCNL_LEVELS, HOUR_LIMITS, JOB_TYPES, LEVELS_BY_JOB_TYPE, PAY_BASES, WEEKDAYS } from "@/lib/payroll";
import { END_REASONS } from "@/lib/validation/contract-ccnl";
import { idempotencyKeyHeader, jsonContent, paginationSchema, problem, standardErrors } from "../common";

/** OpenAPI paths of /v1/domestic-contracts (decisions §7). */

const tags = ["Domestic contracts"];
const idPath = z.object({ id: z.string().uuid() });
const termsPath = z.object({ id: z.string().uuid(), termsId: z.string().uuid() });
const PAY_TABLES = ["A", "B", "C", "D", "E", "G"] as const;
const dec = (example: string, description?: string) => z.string().meta({ example, ...(description ? { description } : {}) });

const weeklyScheduleOut = z
  .object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dec(d === "saturday" || d === "sunday" ? "0.00" : "4.00")])) as Record<(typeof WEEKDAYS)[number], z.ZodString>,
  )
  .meta({ id: "WeeklySchedule", description: "Hours per weekday, Monday..Sunday, decimal strings with 2 decimals" });

const warningSchema = z.object({ code: z.string(), message: z.string(), path: z.string().optional() }).meta({
  id: "ContractWarning",
  description:
    "Non-blocking remark: minimum_not_checked, payslips_computed_with_previous_terms, payslips_computed_with_previous_balances, fixed_term_end_differs",
});

const termsOut = z
  .object({
    id: z.string().uuid(),
    effectiveFrom: dec("2025-01-06"),
    effectiveTo: z.string().nullable().meta({ description: "Last day these terms apply (the day before the next terms); null when open-ended" }),
    level: z.enum(CCNL_LEVELS),
    jobType: z.enum(JOB_TYPES),
    cohabiting: z.boolean(),
    payBasis: z.enum(PAY_BASES),
    wage: dec("9.00", "Per hour (hourly) or per month (monthly)"),
    weeklySchedule: weeklyScheduleOut,
    weeklyHours: dec("20.00", "Sum of the weekly schedule"),
    payTable: z.enum(PAY_TABLES).meta({
      description:
        "CCNL pay table: A live-in, B live-in ≤30 h (levels B/BS/C), C non-live-in (hourly), D night assistance, E night presence, G rest-day substitute",
    }),
    board: z.object({ breakfastLunch: z.boolean(), dinner: z.boolean(), lodging: z.boolean(), inCash: z.boolean() }),
    allowances: z.object({
      babysitterChildUnderSix: z.boolean(),
      multipleAssisted: z.boolean(),
      functionAllowance: z.boolean(),
      uniCertifiedUntil: z
        .string()
        .nullable()
        .meta({ description: "last valid day of the worker's UNI 11766 certification (allowance for B, BS, CS); null = none" }),
    }),
    seniorityIncrements: z.string().nullable(),
    superminimo: z.string().nullable().meta({ description: "The part of the wage above the CCNL minimum of effectiveFrom; null: the wage is a fixed figure" }),
    superminimoAbsorbable: z.boolean().meta({ description: "Later increases of the CCNL minimum are absorbed by the superminimo" }),
    createdAt: z.string(),
  })
  .meta({ id: "ContractTerms" });

const workerOut = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    fiscalCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    birthPlace: z.string().nullable(),
    nationality: z.string().nullable(),
    address: z.string().nullable(),
    locality: z.string().nullable(),
    province: z.string().nullable(),
    zipCode: z.string().nullable(),
    iban: z.string().nullable(),
  })
  .meta({ id: "ContractWorker" });

const contractOut = z
  .object({
    id: z.string().uuid(),
    organizationId: z.string().uuid(),
    employerId: z.string().uuid(),
    employer: z.object({ id: z.string().uuid(), displayName: z.string(), archived: z.boolean() }),
    worker: workerOut,
    inpsRelationshipCode: z.string().nullable(),
    status: z
      .enum(["active", "ended"])
      .meta({ description: "ended: the recorded end date is past (Italian time). A contract ending today or later is active." }),
    startDate: z.string(),
    endDate: z.string().nullable(),
    endReason: z.enum(END_REASONS).nullable(),
    notice: z
      .object({
        givenDate: z.string().nullable(),
        workedDays: z.number().int().nullable(),
        overrideDays: z.number().int().nullable(),
        overrideReason: z.string().nullable(),
      })
      .nullable()
      .meta({ description: "Notice recorded with the end (docs/domain/rules-update.md §4); null while active" }),
    fixedTerm: z.boolean(),
    fixedTermEndDate: z.string().nullable(),
    replacesAbsentWorker: z.boolean(),
    fixedTermSurchargeApplies: z
      .boolean()
      .meta({ description: "The INPS fixed-term surcharge (NASpI +1.40%) applies: fixedTerm and not replacesAbsentWorker" }),
    cuafDue: z.boolean(),
    workerRenouncedIvsShare: z.boolean(),
    notes: z.string().nullable(),
    currentTerms: termsOut.meta({ description: "The terms in force today (before the start: the first terms; after the end: those in force on the end date)" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "DomesticContract" });

const balancesOut = z
  .object({
    asOfDate: z.string(),
    vacationDaysLeftThisYear: dec("10.8333"),
    vacationDaysLeftPreviousYear: dec("0.0000"),
    thirteenthAccruedThisYear: dec("312.50"),
    tfrFundAtLastYearEnd: dec("4321.09"),
    tfrAccruedThisYear: dec("290.12"),
    sickDaysUsedLast365: dec("4"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "ContractOpeningBalances" });

const contractDetailOut = contractOut
  .extend({ terms: z.array(termsOut).meta({ description: "Terms history, oldest first" }), openingBalances: balancesOut.nullable() })
  .meta({ id: "DomesticContractDetail" });

/** The CCNL notice computed for a recorded end (docs/domain/rules-update.md §4). */
export const noticeProposalOut = z
  .object({
    ccnlDays: z.number().int().meta({ description: "CCNL notice in calendar days (0: none due)" }),
    workedDays: z.number().int(),
    missingDays: z.number().int(),
    owedBy: z.enum(["EMPLOYER", "EMPLOYEE"]).nullable().meta({ description: "who owes the indemnity for the missing days" }),
    inProbation: z.boolean(),
    probationDays: z.number().int().meta({ description: "probation length in days of actual work" }),
    explanation: z.array(z.string()).meta({ description: "Italian sentences explaining the figure" }),
    overrideDays: z.number().int().nullable(),
    overrideReason: z.string().nullable(),
    effectiveMissingDays: z.number().int().meta({ description: "missing days the final payslip uses (the override, or the computed figure)" }),
  })
  .meta({ id: "NoticeProposal" });

const withWarnings = <S extends z.ZodObject>(schema: S) => schema.extend({ warnings: z.array(warningSchema) });

const minimumWageOut = z
  .object({
    date: z.string(),
    year: z.number().int(),
    level: z.enum(CCNL_LEVELS),
    jobType: z.enum(JOB_TYPES),
    cohabiting: z.boolean(),
    weeklyHours: dec("54.00"),
    levelAllowed: z.boolean(),
    allowedLevels: z.array(z.enum(CCNL_LEVELS)),
    payTable: z.enum(PAY_TABLES),
    payTableLabel: z.string().meta({ example: "live-in" }),
    tableMinimum: z
      .object({ amount: dec("1137.86"), unit: z.enum(["month", "hour"]) })
      .nullable()
      .meta({ description: "The CCNL table figure; null when the table has no such level" }),
    monthly: z.string().nullable().meta({ description: "Lowest compliant monthly wage", example: "1137.86" }),
    hourly: z.string().nullable().meta({ description: "Lowest compliant hourly wage", example: "4.87" }),
    derived: z.boolean().meta({ description: "The table figure was computed from published neighbours (rules.md §2.3)" }),
    source: z.string().nullable(),
  })
  .meta({ id: "MinimumWage" });

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
        "200": jsonContent(
          z.object({ data: z.array(contractOut), pagination: paginationSchema, counts: z.object({ active: z.number().int(), ended: z.number().int() }) }),
        ),
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
        "201": jsonContent(withWarnings(contractDetailOut), "Created"),
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
        "200": jsonContent(minimumWageOut),
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
      responses: { "200": jsonContent(contractDetailOut), "401": standardErrors["401"], "404": standardErrors["404"] },
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

${CONTRACT_RULES}`.trim(),
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: updateContractSchema } } },
      responses: {
        "200": jsonContent(withWarnings(contractDetailOut)),
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
        "200": jsonContent(z.object({ data: z.array(termsOut), pagination: paginationSchema })),
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
        "201": jsonContent(withWarnings(termsOut), "Created"),
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
        "200": jsonContent(withWarnings(termsOut)),
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
it: the clerk moves or deletes them first. Optional \`noticeGivenDate\`, \`noticeWorkedDays\` (0–120) and an override of the
missing days (\`noticeOverrideDays\` with \`noticeOverrideReason\`). 200 with the contract, \`warnings\`
(\`fixed_term_end_differs\`) and \`proposedNotice\`: the CCNL notice for this end (docs/domain/rules-update.md §4).
Audit entry \`contract.end\`.`.trim(),
      parameters: [idempotencyKeyHeader],
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: endContractSchema } } },
      responses: {
        "200": jsonContent(withWarnings(contractDetailOut).extend({ proposedNotice: noticeProposalOut.nullable() })),
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
        "200": jsonContent(contractDetailOut),
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
The balances also appear in the contract detail. Audit entry \`contract.opening_balances_set\`.`.trim(),
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: openingBalancesSchema } } },
      responses: {
        "200": jsonContent(withWarnings(balancesOut), "Replaced"),
        "201": jsonContent(withWarnings(balancesOut), "Created"),
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
