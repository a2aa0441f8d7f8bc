import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  createPayrollRunBody,
  getPayrollRunQuery,
  listPayrollRunsQuery,
  payrollRunResponseSchema as run,
  payrollRunDetailResponseSchema as runDetail,
} from "@/lib/validation/payroll-run";
import {
  createWebhookEndpointBody,
  updateWebhookEndpointBody,
  webhookEndpointResponseSchema as endpoint,
  webhookEndpointDetailResponseSchema,
} from "@/lib/validation/webhook-endpoint";
import { idempotencyKeyHeader, jsonContent, problem, standardErrors } from "../common";

const idPath = z.object({ id: z.string().uuid() });
const headers = z.object({ "Idempotency-Key": idempotencyKeyHeader });

const endpointWithSecret = endpoint
  .extend({ secret: z.string().meta({ description: "whsec_… signing secret: shown only in this answer" }) })
  .meta({ id: "WebhookEndpointWithSecret" });

const SIGNATURE_RECIPE = `Every delivery is a POST with a JSON body \`{ id, type, createdAt, organizationId, data: { object } }\`
(\`id\` is the event id: deliveries of one event share it, so receivers can ignore repeats) and the header
\`Paghe-Signature: t=<unix seconds>,v1=<hex>\` where \`v1 = HMAC-SHA256(secret, "<t>.<raw body>")\`.
To verify: split the header on "," and "=", recompute the HMAC over the raw body bytes, compare in constant
time, and refuse a \`t\` more than 5 minutes away from your clock. Answer 2xx within 10 s; any other answer
(or none) is retried with exponential backoff (1 s, 2 s, 4 s …, 8 retries), and every attempt is in the delivery log.`;

export const payrollRunsPaths: ZodOpenApiPathsObject = {
  "/v1/payroll-runs": {
    post: {
      tags: ["Payroll runs"],
      summary: "Run the month for many contracts on the job queue (202); each item validates, computes the weeks and runs the payroll as a draft",
      description:
        "A second run of the same scope and period while one is running → 409 `payroll_run_already_running` with `runId`. No rate tables for the year → 422 `rates_missing_for_year`; no contract of the scope active in the period → 422 `payroll_run_empty_scope`; another organization's ids → 404.",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: createPayrollRunBody } } },
      responses: {
        "202": jsonContent(runDetail, "Accepted: the run, with status running"),
        ...standardErrors,
        "409": problem("payroll_run_already_running (runId)"),
      },
    },
    get: {
      tags: ["Payroll runs"],
      summary: "The organization's runs (newest first), optionally of one period",
      requestParams: { query: listPayrollRunsQuery },
      responses: { "200": jsonContent(z.object({ data: z.array(run) })), "401": standardErrors["401"] },
    },
  },
  "/v1/payroll-runs/{id}": {
    get: {
      tags: ["Payroll runs"],
      summary: "A run with its counts per outcome and a page of its items (filter by outcome)",
      requestParams: { path: idPath, query: getPayrollRunQuery },
      responses: { "200": jsonContent(runDetail), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
  },
  "/v1/payroll-runs/{id}/cancel": {
    post: {
      tags: ["Payroll runs"],
      summary: "Cancel a running run: items not started become cancelled, finished payslips stay, nothing is left partial",
      requestParams: { path: idPath, header: headers },
      responses: { "200": jsonContent(runDetail), "401": standardErrors["401"], "404": standardErrors["404"], "409": problem("payroll_run_finished") },
    },
  },
  "/v1/payroll-runs/{id}/finalize": {
    post: {
      tags: ["Payroll runs"],
      summary: "Finalize the run's drafts that have no blocking issue (outcome ok or warnings): done by the job queue, each item's finalizeOutcome recorded",
      description:
        "Answers 202 at once with the run and its `finalize` progress (status running, then completed; GET /v1/payroll-runs/{id} follows it, items carry their finalizeOutcome). Each payslip is final as soon as its batch reaches it (the same finalize as POST /v1/domestic-payslips/{id}/finalize: audit entry, e-mails, payslip.finalized event); its stored PDF is rendered by the workers shortly after (`documentsPending`), or on its first request, the same bytes served every time. Asked again while it runs, nothing more is queued. When the organization requires an approver (payroll setting finalizeRequiresApprover), only a signed-in administrator or approver may finalize: a clerk or an API key → 403 approver_required.",
      requestParams: { path: idPath, header: headers },
      responses: {
        "202": jsonContent(runDetail, "Accepted: the finalize runs in the job queue"),
        "401": standardErrors["401"],
        "403": problem("approver_required"),
        "404": standardErrors["404"],
        "409": problem("payroll_run_not_finished"),
      },
    },
  },
  "/v1/webhook-endpoints": {
    post: {
      tags: ["Webhooks"],
      summary: "Register an endpoint; the answer carries its signing secret, shown once",
      description: SIGNATURE_RECIPE,
      requestBody: { content: { "application/json": { schema: createWebhookEndpointBody } } },
      responses: { "201": jsonContent(endpointWithSecret, "Created"), ...standardErrors },
    },
    get: {
      tags: ["Webhooks"],
      summary: "The organization's endpoints (no secrets)",
      responses: { "200": jsonContent(z.object({ data: z.array(endpoint) })), "401": standardErrors["401"] },
    },
  },
  "/v1/webhook-endpoints/{id}": {
    get: {
      tags: ["Webhooks"],
      summary: "An endpoint with its last 50 deliveries (the delivery log)",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(webhookEndpointDetailResponseSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    patch: {
      tags: ["Webhooks"],
      summary: "Change url, description, events or enabled",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: updateWebhookEndpointBody } } },
      responses: { "200": jsonContent(endpoint), ...standardErrors },
    },
    delete: {
      tags: ["Webhooks"],
      summary: "Delete an endpoint and its delivery log",
      requestParams: { path: idPath },
      responses: { "204": { description: "Deleted" }, "401": standardErrors["401"], "404": standardErrors["404"] },
    },
  },
  "/v1/webhook-endpoints/{id}/rotate-secret": {
    post: {
      tags: ["Webhooks"],
      summary: "Replace the signing secret (the new one is shown once; the old one stops at once)",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(endpointWithSecret), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
  },
};
