import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  acceptMonthBody,
  acceptMonthResponseSchema,
  contractMonthResponseSchema,
  listMonthsQuery,
  monthInboxResponseSchema,
  returnMonthBody,
  submitMonthBody,
} from "@/lib/validation/month";
import { jsonContent, problem, standardErrors } from "../common";

const monthPath = z.object({ id: z.string().uuid(), period: z.string().meta({ description: "YYYY-MM" }) });
const tags = ["Months"];

const WORKFLOW = `
A contract's month moves **open → submitted** (the household confirms it, with an optional note) →
**accepted** (a clerk takes it into payroll) or **returned** (a clerk asks for a change, with a note;
the household edits it again and submits it anew). A month never moved reads as \`open\`. Each
transition is recorded with who and when (\`history\`), an audit entry and a webhook
(\`month.submitted\`, \`month.accepted\`, \`month.returned\`). A household user with \`presences\` or
\`full\` changes the work events of its contracts only while the month is open or returned and has no
final payslip (409 \`month_closed\` otherwise); a clerk's edits are always allowed and do not change
the month's status. The month is due on the 5th of the following month (\`deadline\`, \`daysLeft\`).
`.trim();

const notFound = problem("Unknown contract, a contract of another organization or outside the caller's employers");

/** Months of contracts between the household and the clerk (issue 29 points 4–6). */
export const monthsPaths: ZodOpenApiPathsObject = {
  "/v1/domestic-contracts/{id}/months/{period}": {
    get: {
      tags,
      summary: "A contract's month: status, notes, who and when, history, each day against the schedule and the summary",
      description: `${WORKFLOW}\n\nEach day lists its events, what "as scheduled" would record (\`planned\`: the weekly schedule and the public holidays, as auto-fill) and \`difference\` (as_scheduled, missing, added, changed). Open to household users with presences or full on the contract's employer.`,
      requestParams: { path: monthPath },
      responses: {
        "200": jsonContent(contractMonthResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": problem("A household user with the view right only (forbidden)"),
        "404": notFound,
      },
    },
  },
  "/v1/domestic-contracts/{id}/months/{period}/submit": {
    post: {
      tags,
      summary: "Submit the month (household with presences or full, or a clerk)",
      description:
        "open or returned → submitted. An already submitted month is 409 month_already_submitted; an accepted month or one with a final payslip is 409 month_closed. A month outside the contract's employment is 422 (period_outside_employment at /period).",
      requestParams: { path: monthPath },
      requestBody: { content: { "application/json": { schema: submitMonthBody } } },
      responses: {
        "200": jsonContent(contractMonthResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": problem("Read-only key, or a household user with the view right only"),
        "404": notFound,
        "409": problem("month_already_submitted, month_closed, or a concurrent change (conflict)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-contracts/{id}/months/{period}/accept": {
    post: {
      tags,
      summary: "Accept the submitted month into payroll (clerks and keys); optionally run its payslip",
      description:
        "submitted → accepted; any other status is 409 month_not_submitted. With `runPayslip: true` the month's ordinary payslip is run as a draft in the same transaction (contribution weeks from the events, as a month-end run): a payslip that cannot run (422 payroll_blocked, 409 payslip_already_final, …) leaves the month submitted. Not open to portal users.",
      requestParams: { path: monthPath },
      requestBody: { content: { "application/json": { schema: acceptMonthBody } } },
      responses: {
        "200": jsonContent(acceptMonthResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": problem("Read-only key, or a portal user"),
        "404": notFound,
        "409": problem("month_not_submitted, payslip_already_final (runPayslip), or a concurrent change (conflict)"),
        "415": standardErrors["415"],
        "422": problem("Invalid fields (validation_failed), or the payslip cannot run (payroll_blocked, rates_missing_for_year)"),
      },
    },
  },
  "/v1/domestic-contracts/{id}/months/{period}/return": {
    post: {
      tags,
      summary: "Return the submitted month to the household with a note (clerks and keys)",
      description: "submitted → returned; any other status is 409 month_not_submitted. The household sees the month open again with the note.",
      requestParams: { path: monthPath },
      requestBody: { content: { "application/json": { schema: returnMonthBody } } },
      responses: {
        "200": jsonContent(contractMonthResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": problem("Read-only key, or a portal user"),
        "404": notFound,
        "409": problem("month_not_submitted, or a concurrent change (conflict)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/months": {
    get: {
      tags,
      summary: "The clerk's inbox: the period's months of the contracts in scope, by status, with counts",
      description: `Every contract active in the period, with its month's status: \`submitted\`, \`returned\`, \`open\` (events recorded, not submitted), \`not_started\` (nothing recorded), \`accepted\`. Ordered submitted first, then returned, open, not started, accepted; by employer and worker within each. \`counts\` are per status for the other filters (employerId, search). \`deadline\` is the 5th of the following month and \`daysLeft\` the days from today (Italy) to it.\n\n${WORKFLOW}`,
      requestParams: { query: listMonthsQuery },
      responses: {
        "200": jsonContent(monthInboxResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": problem("organizationId of another organization (organization_mismatch), or a portal user"),
      },
    },
  },
};
