import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  cancelInpsCommunicationBody,
  fileInpsCommunicationBody,
  INPS_COMMUNICATION_SORT_FIELDS,
  inpsCommunicationListResponseSchema,
  inpsCommunicationResponseSchema,
  listInpsCommunicationsQuery,
} from "@/lib/validation/inps-communication";
import { idempotencyKeyHeader, jsonContent, problem, standardErrors } from "../common";

/** OpenAPI paths of the mandatory communications to INPS (rules-update-3 B4, issue 31). */

const idPath = z.object({ id: z.string().uuid() });
const tags = ["INPS communications"];

const RULES = `
**Made by the contract's life**, in the transaction of the change (docs/domain/inps-communications.md):
\`hiring\` when a contract is created, due by 24:00 of the day before the start — holidays included, so a start on
Monday 2 November 2026 is due Sunday 1 November; \`variation\` when new or corrected terms change the weekly hours, the
pay, the level or the cohabitation (event: the terms' effective date), due 5 days after; \`extension\` when the planned end
of a fixed term moves later (event: the end it replaces) and \`transformation\` when a fixed term becomes open-ended
(event: the day it is recorded), due 5 days after; \`cessation\` when the end is recorded, due 5 days after the end date;
\`annulment\` when a contract whose hiring was filed is deleted, due 5 days after the start. The 5-day deadlines are not
moved off Sundays or holidays. A contract created with its \`inpsRelationshipCode\` is known to INPS already: no hiring. Before the hiring is filed, corrections of the contract change its data set instead of
making new communications.

**At most two variations of hours or pay per calendar quarter** (INPS): the third and later carry \`variationNumber\` > 2
and the warning \`variation_limit_exceeded\` (also answered by the terms call that made it).

**Status**: \`to_file\` → \`filed\` (POST …/filed with the receipt) or \`cancelled\` (a reopened end cancels its cessation,
a deleted contract or terms what was still to file, a clerk with POST …/cancel). \`overdue\`: still to file and due before
today (Italy). Webhook \`inps_communication.due\` once per communication still to file when its due date is today or tomorrow.`.trim();

export const inpsCommunicationsPaths: ZodOpenApiPathsObject = {
  "/v1/inps-communications": {
    get: {
      tags,
      summary: "List the organization's communications to INPS",
      description: `Filters: \`status\`, \`kind\`, \`contractId\`, \`employerId\`, \`dueBefore\` (due on or before), \`overdue\`.
\`sortField\`: ${INPS_COMMUNICATION_SORT_FIELDS.map((f) => `\`${f}\``).join(", ")}; default \`dueDate\` \`asc\`; ties by id.\n\n${RULES}`,
      requestParams: { query: listInpsCommunicationsQuery },
      responses: {
        "200": jsonContent(inpsCommunicationListResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
      },
    },
  },
  "/v1/inps-communications/{id}": {
    get: {
      tags,
      summary: "One communication to INPS, with its data set",
      description: RULES,
      requestParams: { path: idPath },
      responses: { "200": jsonContent(inpsCommunicationResponseSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
  },
  "/v1/inps-communications/{id}/filed": {
    post: {
      tags,
      summary: "Record the INPS receipt of a communication",
      description: `\`receiptNumber\` and \`filedOn\` (not after today); a hiring also needs \`relationshipCode\` (422
\`relationship_code_required\`), which is stored on the contract (\`inpsRelationshipCode\`). The same receipt again answers
the communication unchanged; another receipt for a filed one, or a cancelled one → 409 \`conflict\`. Audit entry
\`inps_communication.file\`.`,
      parameters: [idempotencyKeyHeader],
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: fileInpsCommunicationBody } } },
      responses: {
        "200": jsonContent(inpsCommunicationResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("Already filed with another receipt, or cancelled (conflict)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/inps-communications/{id}/cancel": {
    post: {
      tags,
      summary: "Cancel a communication still to file",
      description: "With the clerk's `reason`. A cancelled one answers unchanged; a filed one → 409 `conflict`. Audit entry `inps_communication.cancel`.",
      parameters: [idempotencyKeyHeader],
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: cancelInpsCommunicationBody } } },
      responses: {
        "200": jsonContent(inpsCommunicationResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("Filed with INPS (conflict)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
};
