/**
 * The served OpenAPI document passes Redocly's linter with its strict recommended rules (every
 * finding an error, none tolerated): operation ids present, unique and URL-safe; problem details on
 * every 4xx; no unused components; and the contract's own rules below.
 */
import { describe, expect, it } from "vitest";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { getOpenApiDocument } from "@/lib/openapi/document";

const WRAPPER_HEADERS = ["X-Request-Id", "API-Version", "RateLimit", "RateLimit-Policy"];
// by exact status: the webhooks' "2XX" (the receiver's answer, not ours) is not concerned
const STATUSES = ["200", "201", "202", "204", "400", "401", "403", "404", "409", "412", "413", "415", "422", "428", "429", "500", "503"];
const HEADERS_BY_STATUS = Object.fromEntries(
  STATUSES.map((status) => [status, status === "429" || status === "503" ? [...WRAPPER_HEADERS, "Retry-After"] : WRAPPER_HEADERS]),
);

function contractConfig() {
  return createConfig({
    extends: ["recommended-strict"],
    rules: {
      // a private API: no licence to name
      "info-license": "off",
      "operation-operationId": "error",
      "operation-operationId-unique": "error",
      "operation-operationId-url-safe": "error",
      "operation-4xx-problem-details-rfc7807": "error",
      // the examples recorded from the demo (lib/openapi/examples.json) match their schemas; each
      // schema's own additionalProperties decides (forcing false on every subschema would refuse
      // the properties of an object whose if/then constrains one field, e.g. subType by type)
      "no-invalid-media-type-examples": { severity: "error", allowAdditionalProperties: true },
      // every answer declares what the route wrapper sends on it
      "response-contains-header": { severity: "error", names: HEADERS_BY_STATUS },
      "rule/request-body-required": {
        severity: "error",
        message: "A request body is required: the route refuses a request without one",
        subject: { type: "RequestBody", property: "required" },
        assertions: { defined: true, const: true },
      },
      "rule/operation-id-camel-case": {
        severity: "error",
        subject: { type: "Operation", property: "operationId" },
        assertions: { casing: "camelCase" },
      },
    },
  });
}

async function lint(document: unknown): Promise<string[]> {
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config: await contractConfig() });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
}

describe("the OpenAPI document, linted", () => {
  it("has no findings under recommended-strict and the contract's rules", { timeout: 120_000 }, async () => {
    expect(await lint(getOpenApiDocument())).toEqual([]);
  });

  it("would catch a missing operationId, an optional body and an undeclared header", { timeout: 60_000 }, async () => {
    const findings = await lint({
      openapi: "3.1.0",
      info: { title: "t", version: "1", description: "d" },
      servers: [{ url: "https://example.test" }],
      security: [],
      paths: {
        "/v1/things": {
          post: {
            summary: "s",
            description: "d",
            requestBody: { content: { "application/json": { schema: { type: "object" } } } },
            responses: { "201": { description: "Created" }, "422": { description: "Invalid" } },
          },
        },
      },
    });
    const rules = new Set(findings.map((f) => f.split(":")[0]));
    for (const rule of ["error operation-operationId", "error rule/request-body-required", "error response-contains-header"]) expect(rules).toContain(rule);
  });
});
