/**
 * The examples of the API reference (lib/openapi/examples.json, written by `npm run docs:examples`)
 * are real: the demo's flow (scripts/docs-examples/flow.ts) runs again here through the route
 * handlers against the seeded demo, and its normalized requests and answers must equal the committed
 * file. Each committed example also matches its operation's schemas (the answer by status and media
 * type, the request body of an accepted request), and every problem's `/docs#error-<code>` link
 * names a code the /docs page has an anchor for. When the API changes on purpose: npm run docs:examples.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors";
import { getOpenApiDocument } from "@/lib/openapi/document";
import { API_EXAMPLES } from "@/lib/openapi/examples";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { normalizeExamples, recordExamples } from "@/scripts/docs-examples/flow";
import { createOpenApiContract } from "../support/openapi-contract";
import { TEST_API_KEY } from "../support/constants";

type JsonObject = Record<string, unknown>;

describe("the API reference's examples", () => {
  it("are what the demo's flow answers today (npm run docs:examples rewrites them)", { timeout: 120_000 }, async () => {
    const recorded = normalizeExamples(await recordExamples(TEST_API_KEY, DEMO_ORGANIZATION_ID));
    expect(recorded.map((e) => `${e.id} ${e.response.status}`)).toEqual(API_EXAMPLES.map((e) => `${e.id} ${e.response.status}`));
    for (const [i, e] of recorded.entries()) expect(e, e.id).toEqual(API_EXAMPLES[i]);
  });

  it("match their operations' answer and request schemas", () => {
    const document = getOpenApiDocument() as unknown as JsonObject & { paths: Record<string, Record<string, JsonObject>>; components: JsonObject };
    const contract = createOpenApiContract(document);
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    expect(API_EXAMPLES.length).toBeGreaterThan(10);
    for (const e of API_EXAMPLES) {
      expect(contract.check(e.method, e.url, { status: e.response.status, contentType: e.response.contentType, body: e.response.body }), e.id).toEqual([]);
      if (e.request.body === undefined || e.response.status >= 400) continue;
      const operation = document.paths[e.path]![e.method.toLowerCase()] as { requestBody: { content: Record<string, { schema: JsonObject }> } };
      const validate = ajv.compile({ ...operation.requestBody.content["application/json"]!.schema, components: document.components });
      expect(validate(e.request.body) ? [] : validate.errors, e.id).toEqual([]);
    }
  });

  it("show each on its operation in the document, and link every problem to an anchor of /docs", () => {
    const document = getOpenApiDocument() as unknown as { paths: Record<string, Record<string, JsonObject>> };
    const text = JSON.stringify(document);
    for (const e of API_EXAMPLES) expect(text, e.id).toContain(`"${e.id}":{"summary":${JSON.stringify(e.summary)}`);
    const problems = API_EXAMPLES.filter((e) => e.response.contentType === "application/problem+json");
    expect(problems.length).toBeGreaterThanOrEqual(2);
    for (const e of problems) {
      const body = e.response.body as { type: string; code: string };
      expect(body.type).toBe(`/docs#error-${body.code}`);
      expect(ERROR_CODES).toContain(body.code);
    }
    // the links the document itself writes
    for (const [, code] of text.matchAll(/\/docs#error-([a-z0-9_]+)/g)) expect(ERROR_CODES).toContain(code);
  });
});
