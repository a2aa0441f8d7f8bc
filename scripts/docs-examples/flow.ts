/**
 * The demo's payroll flow as an integrator makes it, through the app's own route handlers: each
 * request and its answer recorded as an example of its operation (lib/openapi/examples.json, shown
 * by the OpenAPI document and /docs). Runs against a database seeded with the demo (prisma/seed/demo.ts)
 * and an API key of the demo organization. The values that change from run to run (ids, times) are
 * made stable by `normalizeExamples`.
 */
import { NextRequest } from "next/server";
import * as employers from "@/app/(api)/v1/employers/route";
import * as employer from "@/app/(api)/v1/employers/[id]/route";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as workEvents from "@/app/(api)/v1/work-events/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as validate from "@/app/(api)/v1/domestic-payslips/validate-before-run/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import type { ApiExample } from "@/lib/openapi/examples";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Step {
  id: string;
  summary: string;
  handler: Handler;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** the operation's path template, as in the document */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

function concrete(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

async function send(apiKey: string, step: Step): Promise<ApiExample> {
  const url = new URL(concrete(step.path, step.params), "http://localhost:3000");
  for (const [k, v] of Object.entries(step.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ authorization: `Bearer ${apiKey}` });
  if (step.body !== undefined) headers.set("content-type", "application/json");
  const req = new NextRequest(url, { method: step.method, headers, body: step.body === undefined ? undefined : JSON.stringify(step.body) });
  const res = await step.handler(req, { params: Promise.resolve(step.params ?? {}) });
  const text = await res.text();
  return {
    id: step.id,
    summary: step.summary,
    method: step.method,
    path: step.path,
    url: `${url.pathname}${url.search}`,
    request: {
      ...(step.query ? { query: step.query } : {}),
      ...(step.body !== undefined ? { body: step.body } : {}),
    },
    response: {
      status: res.status,
      contentType: (res.headers.get("content-type") ?? "").split(";")[0]!.trim(),
      ...(res.headers.get("location") ? { location: res.headers.get("location")! } : {}),
      body: text ? (JSON.parse(text) as unknown) : null,
    },
  };
}

const SCHEDULE = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };

/** The flow, step by step; each answer feeds the next request. Throws when a step does not answer as the flow expects. */
export async function recordExamples(apiKey: string, organizationId: string): Promise<ApiExample[]> {
  const out: ApiExample[] = [];
  const step = async (s: Step, expectStatus: number) => {
    const example = await send(apiKey, s);
    if (example.response.status !== expectStatus)
      throw new Error(
        `${s.id}: ${s.method} ${example.url} answered ${example.response.status}, not ${expectStatus}: ${JSON.stringify(example.response.body).slice(0, 600)}`,
      );
    out.push(example);
    return example.response.body as Record<string, unknown> & { id: string };
  };

  const household = await step(
    {
      id: "createEmployer",
      summary: "A household employer",
      handler: employers.POST,
      method: "POST",
      path: "/v1/employers",
      body: { type: "domestic", organizationId, personalInfo: { firstName: "Giovanna", lastName: "Esempio" }, externalId: "household-1001" },
    },
    201,
  );
  await step(
    {
      id: "createEmployerInvalid",
      summary: "A refused employer: the problem names each field by its JSON pointer and links its code to /docs",
      handler: employers.POST,
      method: "POST",
      path: "/v1/employers",
      body: { type: "domestic", organizationId, personalInfo: { firstName: "Giovanna" } },
    },
    422,
  );
  const contract = await step(
    {
      id: "createContract",
      summary: "An hourly colf (level B, 10.00 €/h, Monday to Friday 4 h) hired on Monday 3 March 2025, with her worker record",
      handler: contracts.POST,
      method: "POST",
      path: "/v1/domestic-contracts",
      body: {
        employerId: household.id,
        worker: { firstName: "Elisa", lastName: "Esempio", fiscalCode: "SMPLSE80A41H501U" },
        startDate: "2025-03-03",
        terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "10.00", weeklySchedule: SCHEDULE },
      },
    },
    201,
  );
  const domesticContractId = contract.id;
  await step(
    {
      id: "autoFillMonth",
      summary: "March's work events from the weekly schedule",
      handler: autoFill.POST,
      method: "POST",
      path: "/v1/work-events/auto-fill",
      body: { domesticContractId, startDate: "2025-03-01", endDate: "2025-03-31" },
    },
    201,
  );
  await step(
    {
      id: "createWorkEvent",
      summary: "Two hours of overtime on Saturday 15 March, at 125 %",
      handler: workEvents.POST,
      method: "POST",
      path: "/v1/work-events",
      body: { domesticContractId, date: "2025-03-15", hours: "2.00", type: "work", subType: "overtime", multiplier: "1.25" },
    },
    201,
  );
  await step(
    {
      id: "validateBeforeRun",
      summary: "The checks before the run: nothing blocks March",
      handler: validate.POST,
      method: "POST",
      path: "/v1/domestic-payslips/validate-before-run",
      body: { domesticContractId, date: "2025-03" },
    },
    200,
  );
  const contributionWeeks = (await step(
    {
      id: "contributionWeeks",
      summary: "The month's contribution weeks (Sunday to Saturday); the last one ends in April and is paid with April",
      handler: weeks.POST,
      method: "POST",
      path: "/v1/domestic-payslips/contribution-weeks",
      body: { domesticContractId, startDate: "2025-03-01", endDate: "2025-03-31" },
    },
    200,
  )) as unknown as unknown[];
  const draft = await step(
    {
      id: "runPayroll",
      summary: "March's payslip, a draft: every element with its code, its params and its Italian wording",
      handler: run.POST,
      method: "POST",
      path: "/v1/domestic-payslips/run-payroll",
      body: {
        domesticContractId,
        organizationId,
        period: "2025-03",
        contributionWeeks,
        notUsedVacationContributionHours: "0.00",
        missingNoticeWeeks: "0",
        customEarnings: [{ name: "Rimborso spese di viaggio", periodType: "period", periodDuration: "1", value: "30.00" }],
      },
    },
    201,
  );
  const final = { handler: finalize.POST, method: "POST" as const, path: "/v1/domestic-payslips/{id}/finalize", params: { id: draft.id } };
  await step({ id: "finalizePayslip", summary: "The payslip made final", ...final }, 200);
  await step({ id: "finalizePayslipAgain", summary: "Finalizing it again: refused with a problem whose type links to /docs", ...final }, 409);
  await step(
    { id: "getPayslip", summary: "The final payslip", handler: payslip.GET, method: "GET", path: "/v1/domestic-payslips/{id}", params: { id: draft.id } },
    200,
  );
  await step(
    {
      id: "getEmployer",
      summary: "The household employer",
      handler: employer.GET,
      method: "GET",
      path: "/v1/employers/{id}",
      params: { id: household.id },
    },
    200,
  );
  await step(
    {
      id: "listInpsStatements",
      summary: "The quarter's INPS statement of the contract: March is its only month, so it is complete",
      handler: statements.GET,
      method: "GET",
      path: "/v1/inps-statements",
      query: { domesticContractId, quarter: "2025-Q1" },
    },
    200,
  );
  return out;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
export const EXAMPLE_TIMESTAMP = "2026-01-15T09:30:00.000Z";

/**
 * Stable examples: every UUID becomes 00000000-0000-4000-8000-<n> in the order it first appears
 * (the same id keeps the same stand-in everywhere, in paths, bodies and links), every timestamp the
 * same instant. Dates of the flow (2025-03…) are its own and stay.
 */
export function normalizeExamples(examples: readonly ApiExample[]): ApiExample[] {
  const ids = new Map<string, string>();
  const stand = (id: string) => {
    const key = id.toLowerCase();
    let s = ids.get(key);
    if (!s) {
      s = `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, "0")}`;
      ids.set(key, s);
    }
    return s;
  };
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") return TIMESTAMP.test(value) ? EXAMPLE_TIMESTAMP : value.replace(UUID, stand);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    return value;
  };
  return examples.map((e) => visit(e) as ApiExample);
}
