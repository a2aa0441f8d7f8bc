/**
 * Idempotency on every POST, generated from the OpenAPI document (issue 33 point 4): each POST sent
 * twice with the same Idempotency-Key runs once. The second answer is the first one replayed
 * (`Idempotent-Replayed: true`, same status and body), or — for an answer that held a secret —
 * 409 idempotency_replay_withheld naming what the first created; no table gains a row, and no audit
 * entry carries the second request's id (the services write the request id into their entries).
 *
 * Bodies come from the document's schemas, with real values for the creating operations (so that
 * "runs once" is tested on a success, not only on a refusal); whatever POST the document gains is
 * covered without a change here.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { TEST_ADMIN_EMAIL, TEST_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";
import { createMondayColf, runPayrollMonth } from "../support/hourly-colf";
import { idsOf, invoke, loadOperations, openApiDocument, pathParamsFor, sample, tableCounts, type IdSet, type Operation } from "./openapi-operations";

const doc = openApiDocument();
const RUN = randomUUID().slice(0, 8);
const SCHEDULE = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };
/** Counters and the records of the mechanism itself: they change on every call. */
const NOT_COUNTED = ["idempotency_records", "audit_log", "rate_limit_windows", "sign_in_throttles"];

let operations: Operation[] = [];
let ids: IdSet = {};
let adminHeaders: Record<string, string> = {};
/** a contract no other POST of the run ends (the work events go on it) */
let colfContractId = "";

/** Real bodies for the operations that create something (the rest are sampled from the document). */
function realBody(op: Operation): unknown {
  switch (op.id) {
    case "POST /v1/employers":
      return { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Idem", lastName: `Potente${RUN}` }, allowDuplicate: true };
    case "POST /v1/workers":
      return { firstName: "Idem", lastName: `Lavoratrice${RUN}` };
    case "POST /v1/domestic-contracts":
      return {
        employerId: ids.employerId,
        worker: { firstName: "Idem", lastName: `Contratto${RUN}` },
        startDate: "2025-02-01",
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: "9.00",
          weeklySchedule: SCHEDULE,
          seniorityIncrements: "0",
        },
      };
    case "POST /v1/work-events":
      return { domesticContractId: colfContractId, date: "2026-01-05", hours: "1", type: "work", subType: "regular_work", multiplier: "1" };
    case "POST /v1/work-events/batch":
      return [{ date: "2026-01-06", hours: "1", type: "work", subType: "regular_work", multiplier: "1" }];
    case "POST /v1/webhook-endpoints":
      return { url: "https://93.184.216.34/idempotent", events: ["payslip.finalized"] };
    case "POST /v1/api-keys":
      return { name: `idempotent ${RUN}`, scope: "read" };
    default:
      return op.bodySchema ? sample(doc, op.bodySchema, ids) : undefined;
  }
}

function queryOf(op: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of op.parameters.filter((x) => x.in === "query" && (x.required || /Id$/.test(x.name))))
    query[p.name] = String(sample(doc, p.schema, ids, p.name));
  if (op.id === "POST /v1/work-events/batch") query.domesticContractId = colfContractId;
  return query;
}

function unknownParams(op: Operation): Record<string, string> {
  return Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, randomUUID()]));
}

/** Refusals the route wrapper answers before it claims the key (input checks): nothing ran, nothing is recorded. */
const PRE_CLAIM_REFUSALS = [
  "validation_failed",
  "invalid_query",
  "invalid_json",
  "invalid_text",
  "unsupported_media_type",
  "forbidden",
  "read_only_key",
  "not_found",
];

function withoutRequest(body: unknown): unknown {
  if (!body || typeof body !== "object") return body;
  const { requestId: _requestId, ...rest } = body as Record<string, unknown>;
  return rest;
}

async function auditEntriesOf(requestId: string): Promise<number> {
  return getDb().auditLog.count({ where: { requestId } });
}

let ownEmployerId = "";

beforeAll(async () => {
  operations = (await loadOperations()).filter((op) => op.method === "POST");
  // a payslip of the organization (a draft, to finalize and reissue)
  const colf = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Idem${RUN}` });
  colfContractId = colf;
  const payslip = await runPayrollMonth({ organizationId: DEMO_ORGANIZATION_ID, contractId: colf, period: "2025-02", lastDay: "28" });
  // the ids of this test's own employer: terminating or changing the demo's contracts would change
  // what the other files of this tier read (they take the demo's first colf);
  // a second household of its own for the operations on a contract (terminating it must not end the
  // colf the work-event POSTs write to)
  const target = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `IdemTarget${RUN}` });
  ownEmployerId = (await getDb().domesticContract.findUniqueOrThrow({ where: { id: target }, select: { employerId: true } })).employerId;
  ids = await idsOf(DEMO_ORGANIZATION_ID, ownEmployerId);
  ids["domestic-payslips"] = ids.payslipId = ids.domesticPayslipId = payslip.id;
  // a user other than the signed-in administrator: resetting one's own password ends one's own session
  const other = await getDb().user.create({
    data: { organizationId: DEMO_ORGANIZATION_ID, email: `clerk-${RUN}@test.paghe.local`, name: "Idem Clerk", passwordHash: "not-a-hash" },
    select: { id: true },
  });
  ids.users = ids.userId = other.id;
  adminHeaders = { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" };
});

describe("every POST of the document, sent twice with the same Idempotency-Key", () => {
  it("runs once: the retry replays the first answer (or withholds a secret) and writes nothing", async () => {
    const succeeded: string[] = [];
    const withheld: string[] = [];
    const refusedBeforeClaim: string[] = [];
    for (const op of operations) {
      // a resource an earlier POST created (a letter) is picked up; one still missing gets an unknown id (404, never claimed)
      const params = (await pathParamsFor(op, { ...(await idsOf(DEMO_ORGANIZATION_ID, ownEmployerId)), ...ids })) ?? unknownParams(op);
      const body = realBody(op);
      const init = { query: queryOf(op), body: body === undefined ? undefined : JSON.stringify(body) };
      const key = `idem-${RUN}-${op.id}`;
      let auth: Record<string, string> = { authorization: `Bearer ${TEST_API_KEY}` };
      // an operation for administrators only: its own key for the signed-in administrator
      const probe = await invoke(op, params, { ...init, headers: { ...auth, "idempotency-key": `${key}-probe` } });
      if (probe.status === 403 && probe.body?.code !== "read_only_key") auth = adminHeaders;

      const first = await invoke(op, params, { ...init, headers: { ...auth, "idempotency-key": key, "x-request-id": randomUUID() } });
      expect(first.status, `${op.id}: ${first.text}`).toBeLessThan(500);
      const before = await tableCounts(NOT_COUNTED);
      const retryId = randomUUID();
      const retry = await invoke(op, params, { ...init, headers: { ...auth, "idempotency-key": key, "x-request-id": retryId } });

      const replayed = retry.headers.get("idempotent-replayed") === "true";
      if (!replayed) {
        // refused by the route wrapper before the key is claimed (the request never ran): the same refusal again
        expect(PRE_CLAIM_REFUSALS, `${op.id}: ${first.status} ${first.text.slice(0, 300)} then ${retry.status} not replayed`).toContain(first.body?.code);
        expect(withoutRequest(retry.body), op.id).toEqual(withoutRequest(first.body));
        refusedBeforeClaim.push(op.id);
      }
      expect(await tableCounts(NOT_COUNTED), `${op.id}: the retry wrote rows`).toEqual(before);
      expect(await auditEntriesOf(retryId), `${op.id}: the retry ran the service`).toBe(0);
      if (!replayed) continue;
      if (retry.body?.code === "idempotency_replay_withheld") {
        expect(first.status, op.id).toBeLessThan(300);
        expect(retry.status, op.id).toBe(409);
        // what the first created is named, never its secret
        if (first.body?.id) expect(retry.body.resourceId, op.id).toBe(first.body.id);
        expect(retry.text, op.id).not.toContain(JSON.stringify(first.body).slice(1, -1));
        withheld.push(op.id);
      } else {
        expect({ status: retry.status, body: retry.body }, op.id).toEqual({ status: first.status, body: first.body });
      }
      if (first.status < 300) succeeded.push(op.id);
    }
    // the creating operations ran for real, so "once" is a success counted once
    expect(succeeded).toEqual(
      expect.arrayContaining([
        "POST /v1/employers",
        "POST /v1/workers",
        "POST /v1/domestic-contracts",
        "POST /v1/work-events",
        "POST /v1/work-events/batch",
        "POST /v1/webhook-endpoints",
        "POST /v1/api-keys",
      ]),
    );
    expect(withheld).toEqual(expect.arrayContaining(["POST /v1/webhook-endpoints", "POST /v1/api-keys", "POST /v1/me/calendar-feed"]));
    expect(operations.length).toBeGreaterThanOrEqual(20);
    // most POSTs ran (a success or a refusal of the service), and were replayed
    expect(refusedBeforeClaim.length, refusedBeforeClaim.join(", ")).toBeLessThan(operations.length / 2);
  });

  it("a secret-bearing POST retried with the same key creates one endpoint, and a new key creates another", async () => {
    const op = operations.find((o) => o.id === "POST /v1/webhook-endpoints")!;
    const count = () => getDb().webhookEndpoint.count({ where: { organizationId: DEMO_ORGANIZATION_ID } });
    const body = JSON.stringify({ url: "https://93.184.216.34/once", events: ["payroll_run.completed"] });
    const auth = { authorization: `Bearer ${TEST_API_KEY}` };
    const start = await count();
    const first = await invoke(op, {}, { body, headers: { ...auth, "idempotency-key": `once-${RUN}` } });
    expect(first.status, first.text).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_/);
    const retry = await invoke(op, {}, { body, headers: { ...auth, "idempotency-key": `once-${RUN}` } });
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ code: "idempotency_replay_withheld", resourceId: first.body.id, location: `/v1/webhook-endpoints/${first.body.id}` });
    expect(retry.text).not.toContain(first.body.secret);
    expect(await count()).toBe(start + 1);
    const again = await invoke(op, {}, { body, headers: { ...auth, "idempotency-key": `twice-${RUN}` } });
    expect(again.status).toBe(201);
    expect(await count()).toBe(start + 2);
  });
});
