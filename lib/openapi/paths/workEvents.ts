import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { EVENT_SUBTYPES, SUBTYPE_DEFAULTS, SUBTYPE_PARENT } from "@/lib/payroll";
import {
  MAX_BATCH_ITEMS,
  autoFillSchema,
  batchQuery,
  createWorkEventSchema,
  workEventResponseSchema as workEventSchema,
  autoFillResultResponseSchema,
  workEventBatchResultResponseSchema,
  workEventMonthSummaryResponseSchema,
  workEventPageResponseSchema,
  listWorkEventsQuery,
  patchWorkEventSchema,
  suggestedMultiplier,
  workEventItemSchema,
  workEventSummaryQuery,
} from "@/lib/validation/work-event";
import { idempotencyKeyHeader, jsonContent, problem, standardErrors } from "../common";

/** Household users (presences or full) change only open months (lib/services/months/month-gate.ts). */
const monthClosed = problem(
  "A household user's change to a month already submitted or accepted, or with a final payslip (month_closed, with its period); clerks are not refused",
);

const yes = (b: boolean) => (b ? "yes" : "no");

/** The flag defaults per subtype, from the same table the service applies (rules.md §13). */
const FLAG_TABLE = [
  "| subType | type | addsToThirteen | addsToSeverance | isFromGlobalWage | affectsContributions | suggested multiplier |",
  "|---|---|---|---|---|---|---|",
  ...EVENT_SUBTYPES.map((s) => {
    const d = SUBTYPE_DEFAULTS[s];
    return `| \`${s}\` | \`${SUBTYPE_PARENT[s]}\` | ${yes(d.addsToThirteen)} | ${yes(d.addsToSeverance)} | ${yes(d.isFromGlobalWage)} | ${yes(d.affectsContributions)} | ${suggestedMultiplier(s)} |`;
  }),
].join("\n");

const idPath = z.object({ id: z.string().uuid() });
const tags = ["Work events"];

const CREATE_DESCRIPTION = `
Creates one work event on a contract of the caller's organization (another organization's contract
answers 404 like an unknown one). \`multiplier\` is required, as the interface says. A day holds at
most 24 h across all its events: an event that would take its date past 24 h → 422
\`day_hours_exceeded\` (the detail names the date and the hours already there; \`days\` lists them) — the
same on the batch, PATCH and auto-fill. The date must be
a real date inside the employment (start ≤ date ≤ end when ended), else 422 with code
\`outside_employment\` at \`/date\`. \`customName\` (≤ 120) and \`notes\` (≤ 1000) are trimmed, an empty
value is stored as null, and both are returned. Unknown fields → 422 \`unknown_field\`.

**Households** (portal users with \`presences\` or \`full\` on the contract's employer) create, change and
delete events — here, in batches, by PATCH/DELETE and by auto-fill — only in months still open or
returned with no final payslip; otherwise 409 \`month_closed\` (with its \`period\`). Clerks and keys
are never refused for the month's status (docs/months.md).

**Flags**: \`addsToThirteen\`, \`addsToSeverance\`, \`isFromGlobalWage\` and \`affectsContributions\` are optional;
when omitted they take the subtype's default below (rules.md §13) and each may be overridden per
event. The suggested multiplier is what the calendar proposes; the engine does not pay the unpaid
subtypes whatever their multiplier (the interface's range starts at 0.01).

${FLAG_TABLE}
`.trim();

const AUTO_FILL_DESCRIPTION = `
For each day of the range (at most one year: endDate before startDate + 1 year; startDate ≤ endDate),
from the contract terms in force **that day** (a schedule change mid-range is honoured):

- a day with hours in the weekly schedule → \`work\`/\`regular_work\` with those hours, multiplier 1, default flags;
- an Italian public holiday (1 Jan, 6 Jan, Easter Monday computed from Easter, 25 Apr, 1 May, 2 Jun,
  15 Aug, 1 Nov, 8 Dec, 25 Dec, 26 Dec, 4 Oct from 2026, and the employer's patron saint
  \`patronSaintDay\`) → \`public_holiday\`/\`regular_public_holiday\` named after the holiday (\`customName\`), with:
  - the day's scheduled hours when the schedule has hours that day;
  - otherwise, for an **hourly** worker, weekly hours ÷ 6 (the CCNL pays every holiday of an hourly
    worker at 1/6 of the weekly hours, Sunday included, once — rules.md §3.3);
  - otherwise, for a **monthly** worker, weekly hours ÷ 6 on a Sunday (the extra 1/26 of the monthly
    pay: monthly/26 = weekly × 52/12/26 = weekly/6 hours); a Monday–Saturday holiday on a rest day
    adds nothing to the monthly pay and is skipped with \`no_schedule\`;
- a rest day that is not a holiday gets nothing and is not listed.

A day that already has any event is left alone (\`existing_event\`); days outside the employment are
listed as \`outside_contract\`. Concurrent calls never duplicate: each call takes a transaction-scoped
advisory lock on the contract before reading its events. One audit entry summarises the call.
The payroll engine computes holiday pay from the calendar; the hours of a holiday event are what
the calendar and the contribution hours show.
`.trim();

const BATCH_DESCRIPTION = `
The body is a JSON array of events (the creation fields without \`domesticContractId\`). All or
nothing, in one transaction: one invalid item rejects the whole request (422) and every bad field is
reported with a pointer to its item (\`/3/hours\`); the dates are checked against the employment
once the shapes are right. At most ${MAX_BATCH_ITEMS} items (more → 413 \`batch_too_large\`, with
\`maxItems\`); an empty array → 422. Answers 201 \`{ data: [events] }\` in the order sent.

\`replaceExisting=true\` (extension) first deletes, in the same transaction, the events already on the
dates of the batch and returns them as \`replaced\` — what the calendar uses to turn auto-filled
work days into sick days or a vacation week, and to undo that change.
`.trim();

export const workEventsPaths: ZodOpenApiPathsObject = {
  "/v1/work-events": {
    get: {
      tags,
      summary: "List a contract's work events",
      description:
        "`domesticContractId` is required (another organization's or a malformed id → 404). Filters: `from`/`to` (dates, inclusive), `type`, `subType`. `sortField`: `date` (default, ascending), `createdAt`, `hours`, `type`; ties broken by id.",
      requestParams: { query: listWorkEventsQuery },
      responses: {
        "200": jsonContent(workEventPageResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
    post: {
      tags,
      summary: "Create a work event",
      description: CREATE_DESCRIPTION,
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: createWorkEventSchema } } },
      responses: {
        "201": jsonContent(workEventSchema, "Created"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": monthClosed,
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/work-events/batch": {
    post: {
      tags,
      summary: "Create many work events for one contract, all or nothing",
      description: BATCH_DESCRIPTION,
      requestParams: { query: batchQuery },
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: z.array(workEventItemSchema).max(MAX_BATCH_ITEMS) } } },
      responses: {
        "201": jsonContent(workEventBatchResultResponseSchema, "Created"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": monthClosed,
        "413": standardErrors["413"],
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/work-events/auto-fill": {
    post: {
      tags,
      summary: "Generate the events of a date range from the weekly schedule and the public holidays",
      description: AUTO_FILL_DESCRIPTION,
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: autoFillSchema } } },
      responses: {
        "201": jsonContent(autoFillResultResponseSchema, "Created (possibly nothing: see skipped)"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": monthClosed,
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/work-events/summary": {
    get: {
      tags,
      summary: "A month of a contract: hours by type and subtype, scheduled hours, difference, holidays, days",
      description:
        "What the calendar screen shows. `month` is `YYYY-MM`. Scheduled hours come from the terms in force on each day inside the employment; `difference` = recorded − scheduled. `holidays` lists the month's public holidays (national and the employer's patron saint); `days` has one entry per day of the month.",
      requestParams: { query: workEventSummaryQuery },
      responses: {
        "200": jsonContent(workEventMonthSummaryResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/work-events/{id}": {
    get: {
      tags,
      summary: "One work event",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(workEventSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    patch: {
      tags,
      summary: "Change some fields of a work event",
      description:
        "Only the fields present change; `customName`/`notes` may be null to clear them. The merged event is checked like a new one (subType under type, date inside the employment of its contract; `domesticContractId` may move it to another contract of the organization). When `subType` changes, the flags not sent take the new subtype's defaults; the multiplier is kept unless sent. Allowed after a payslip used the event: that payslip does not change (decisions §5).",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: patchWorkEventSchema } } },
      responses: {
        "200": jsonContent(workEventSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": monthClosed,
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags,
      summary: "Delete a work event (204)",
      description: "Allowed after a payslip used the event: that payslip does not change; delete and re-run it to recalculate.",
      requestParams: { path: idPath },
      responses: {
        "204": { description: "Deleted" },
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": monthClosed,
      },
    },
  },
};
