/**
 * Property-based fuzzing generated from the OpenAPI document (issue 16, "Done when" 2): for every
 * operation that takes a body or a query, malformed variants — top-level values of the wrong
 * kind, one field at a time replaced by NUL, lone surrogates, dates outside 1900…2100, decimals
 * beyond any limit, numbers of the wrong kind, broken JSON — must answer 4xx problem+json with a
 * documented code (and the status that code maps to, documented for that operation), never 5xx,
 * and write nothing.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { STATUS_BY_CODE } from "@/lib/api/problem";
import { ERROR_CODES } from "@/lib/errors";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { TEST_ADMIN_EMAIL, TEST_API_KEY } from "../support/constants";
import { appOpenApiContract } from "../support/openapi-contract";
import { sessionCookieFor } from "../support/session";
import {
  badValuesFor,
  idsOf,
  invoke,
  loadOperations,
  openApiDocument,
  pathParamsFor,
  sample,
  setAt,
  slots,
  tableCounts,
  type IdSet,
  type Operation,
} from "./openapi-operations";

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 15);
// bookkeeping, not data: replay records, the rate-limit counters (lib/db/rate-limits.ts), the migration log
const NOT_DATA = ["idempotency_records", "rate_limit_windows", "sign_in_throttles", "schema_migrations"];
const doc = openApiDocument();
let operations: Operation[] = [];
let ids: IdSet = {};
let adminHeaders: Record<string, string> = {};

beforeAll(async () => {
  operations = (await loadOperations()).filter((op) => op.bodySchema || op.parameters.some((p) => p.in === "query"));
  ids = await idsOf(DEMO_ORGANIZATION_ID);
  adminHeaders = { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" };
});

interface Variant {
  label: string;
  query: Record<string, string>;
  body?: string;
}

function variantsFor(op: Operation): fc.Arbitrary<Variant> {
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const baseQuery: Record<string, string> = {};
  for (const p of queryParams) if (p.required) baseQuery[p.name] = String(sample(doc, p.schema, ids, p.name));
  const arbitraries: fc.Arbitrary<Variant>[] = [];
  // a lone surrogate cannot travel in a URL (it is encoded as U+FFFD), so queries get the rest
  const queryVariants = queryParams.flatMap((p) =>
    badValuesFor({ pointer: `/${p.name}`, name: p.name, schema: { ...p.schema, type: "string" } })
      .filter((v) => typeof v !== "string" || !/[\ud800-\udfff]/.test(v))
      .map((v) => ({ label: `query ${p.name}=${JSON.stringify(v)}`, name: p.name, value: String(v) })),
  );
  const baseBody = op.bodySchema ? sample(doc, op.bodySchema, ids) : undefined;
  const bodyText = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  if (queryVariants.length > 0) {
    arbitraries.push(fc.constantFrom(...queryVariants).map((q) => ({ label: q.label, query: { ...baseQuery, [q.name]: q.value }, body: bodyText })));
  }
  if (op.bodySchema) {
    const isArray = op.bodySchema.type === "array";
    const wrongKind = isArray ? [null, 42, "x", true, { a: 1 }] : [null, 42, "x", true, [], [baseBody]];
    arbitraries.push(fc.constantFrom(...wrongKind).map((v) => ({ label: `body ${JSON.stringify(v)}`, query: baseQuery, body: JSON.stringify(v) })));
    arbitraries.push(
      fc
        .constantFrom("{", '{"a":', "\u0000", "[1,]", '{"x":1}garbage', "nul\u0000l", '"\\u0000"')
        .map((raw) => ({ label: `raw ${JSON.stringify(raw)}`, query: baseQuery, body: raw })),
    );
    const leaves = slots(doc, op.bodySchema);
    if (leaves.length > 0) {
      arbitraries.push(
        fc
          .constantFrom(...leaves)
          .chain((slot) => fc.constantFrom(...badValuesFor(slot)).map((bad) => ({ slot, bad })))
          .map(({ slot, bad }) => ({
            label: `${slot.pointer}=${JSON.stringify(bad)}`,
            query: baseQuery,
            body: JSON.stringify(setAt(baseBody, slot.pointer, bad)),
          })),
      );
    }
  }
  return fc.oneof(...arbitraries);
}

describe("fuzzing every operation of the OpenAPI document", () => {
  it("covers the document", () => {
    // the resources the API had when this test was written; new ones join automatically
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it("answers malformed input with 4xx problem+json and a documented code, never 5xx, writing nothing", async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const params =
        (await pathParamsFor(op, ids)) ?? Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, "7d1f6a55-0000-4000-8000-000000000000"]));
      // API key, or an administrator's session where keys are not allowed (users, API keys)
      const probe = await invoke(op, params, { query: {}, headers: { authorization: `Bearer ${TEST_API_KEY}` }, body: op.bodySchema ? "null" : undefined });
      const headers = probe.body?.code === "forbidden" ? adminHeaders : { authorization: `Bearer ${TEST_API_KEY}` };
      const before = await tableCounts(NOT_DATA);
      await fc.assert(
        fc.asyncProperty(variantsFor(op), async (variant) => {
          const res = await invoke(op, params, { query: variant.query, body: variant.body, headers });
          const where = `${op.id} ${variant.label} → ${res.status} ${res.text.slice(0, 200)}`;
          if (res.status < 400 || res.status >= 500) failures.push(where);
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(res.headers.get("content-type"), where).toContain("application/problem+json");
          expect(ERROR_CODES as readonly string[], where).toContain(res.body?.code);
          expect(res.status, where).toBe(STATUS_BY_CODE[res.body.code as keyof typeof STATUS_BY_CODE]);
          expect(res.body.requestId, where).toEqual(expect.any(String));
          // and the answer is one the document promises for that operation
          expect(
            appOpenApiContract().check(op.method, op.path, { status: res.status, contentType: res.headers.get("content-type"), body: res.body }),
            where,
          ).toEqual([]);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
      expect(await tableCounts(NOT_DATA), `${op.id} wrote something`).toEqual(before);
    }
    expect(failures).toEqual([]);
  });
});
