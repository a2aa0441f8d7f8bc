import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  calendarFeedResponseSchema,
  calendarFeedStatusSchema,
  DEADLINE_KINDS,
  DEADLINES_DEFAULT_DAYS,
  deadlineListResponseSchema,
  listDeadlinesQuery,
} from "@/lib/validation/deadlines";
import { jsonContent, problem, standardErrors } from "../common";

/** OpenAPI paths of the deadlines calendar and a clerk's calendar feed (issue 31 point 5). */

const KINDS = `
**Kinds** (\`kind\`, repeat it or separate with commas):
- \`inps_communication\`: the mandatory communications to INPS (hiring by the day before the start; extension, transformation and cessation within 5 days);
- \`contribution_payment\`: the quarterly INPS and CAS.SA.COLF payment of each employer with a contract still in force at the end of the quarter (10 April, 10 July, 10 October, 10 January, moved to the next working day off Saturdays, Sundays and national holidays), and the cessation payment of each ended contract (within 10 days of the end, moved the same way);
- \`probation_end\`: the last day of probation (CCNL art. 12: 30 days of actual work for live-in workers and levels D/DS, 8 otherwise; shorter for short fixed terms), counted on the schedule, holidays excluded;
- \`fixed_term_end\`: the planned end of a fixed-term contract;
- \`thirteenth\`: the thirteenth month, one reminder for the organization on 15 December (paid at Christmas and in any case within December);
- \`annual_statement\`: the statement of the year's pay to each worker, by 31 March of the next year;
- \`permit_expiry\`: the expiry of a worker's identity document or residence permit (\`params.warning\` is the worker page's warning for it).`.trim();

export const deadlinesPaths: ZodOpenApiPathsObject = {
  "/v1/deadlines": {
    get: {
      tags: ["Deadlines"],
      summary: "The organization's deadlines, by date",
      description: `Every deadline between \`from\` (default today in Italy) and \`to\` (default ${DEADLINES_DEFAULT_DAYS} days later), sorted by date. The range is at most one year (400 \`invalid_query\`, pointer \`/to\`, code \`range_too_long\`).
Each deadline has a stable \`id\`, its \`kind\` (${DEADLINE_KINDS.map((k) => `\`${k}\``).join(", ")}), a \`title\` (code and params), a \`summary\` worded in the caller's language (the \`locale\` cookie or Accept-Language, else Italian), the employer, contract and worker it concerns, \`overdue\` and the app's \`link\`.\n\n${KINDS}`,
      requestParams: { query: listDeadlinesQuery },
      responses: { "200": jsonContent(deadlineListResponseSchema), "400": standardErrors["400"], "401": standardErrors["401"], "403": standardErrors["403"] },
    },
  },
  "/v1/me/calendar-feed": {
    get: {
      tags: ["Deadlines"],
      summary: "Whether the signed-in clerk has a calendar feed (never its address)",
      responses: { "200": jsonContent(calendarFeedStatusSchema), "401": standardErrors["401"], "403": problem("An API key has no calendar feed (forbidden)") },
    },
    post: {
      tags: ["Deadlines"],
      summary: "Create or replace the signed-in clerk's calendar feed; its secret address is in this answer only",
      description:
        "The address (`/calendar/<token>.ics`, no credentials needed: the token is the secret) serves the organization's deadlines from 30 days ago to a year ahead as an iCalendar file, in the clerk's language. Calling again replaces the address: the old one answers 404 at once. Only the token's SHA-256 is stored. A retry with the same Idempotency-Key replaces nothing and answers 409 idempotency_replay_withheld (the answer holds the secret, never stored).",
      responses: {
        "201": jsonContent(calendarFeedResponseSchema, "Created"),
        "401": standardErrors["401"],
        "403": problem("An API key has no calendar feed (forbidden), or a cross-site request"),
      },
    },
    delete: {
      tags: ["Deadlines"],
      summary: "Revoke the signed-in clerk's calendar feed: its address answers 404 from now on",
      responses: {
        "204": { description: "Revoked (also when there was none)" },
        "401": standardErrors["401"],
        "403": problem("An API key has no calendar feed (forbidden), or a cross-site request"),
      },
    },
  },
};
