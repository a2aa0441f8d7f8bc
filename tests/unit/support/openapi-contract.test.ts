import { describe, expect, it } from "vitest";
import { appOpenApiContract, createOpenApiContract } from "@/tests/support/openapi-contract";

const document = {
  openapi: "3.1.0",
  paths: {
    "/v1/things/{id}": {
      get: {
        responses: {
          "200": { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
          "404": {
            description: "Unknown",
            content: { "application/problem+json": { schema: { type: "object", required: ["code"], properties: { code: { type: "string" } } } } },
          },
        },
      },
      delete: { responses: { "204": { description: "Gone" } } },
    },
    "/v1/things/count": {
      get: {
        responses: {
          "200": {
            description: "OK",
            content: { "application/json": { schema: { type: "object", required: ["total"], properties: { total: { type: "integer" } } } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        required: ["id", "amount"],
        additionalProperties: false,
        properties: { id: { type: "string", format: "uuid" }, amount: { type: "string", pattern: "^-?\\d+\\.\\d{2}$" } },
      },
    },
  },
};

const ok = { status: 200, contentType: "application/json; charset=utf-8" };
const id = "6f1c2b1e-8a4d-4c1e-9f00-0123456789ab";

describe("OpenAPI response checker", () => {
  const contract = createOpenApiContract(document);

  it("accepts a response that matches its documented schema, through a $ref", () => {
    expect(contract.check("GET", `/v1/things/${id}`, { ...ok, body: { id, amount: "12.50" } })).toEqual([]);
    expect(contract.check("DELETE", `/v1/things/${id}`, { status: 204, contentType: null, body: undefined })).toEqual([]);
  });

  it("fails a wrong type, a missing field, an extra field and a bad format", () => {
    expect(contract.check("GET", `/v1/things/${id}`, { ...ok, body: { id, amount: 12.5 } }).join()).toMatch(/body\/amount must be string/);
    expect(contract.check("GET", `/v1/things/${id}`, { ...ok, body: { id } }).join()).toMatch(/must have required property 'amount'/);
    expect(contract.check("GET", `/v1/things/${id}`, { ...ok, body: { id, amount: "1.00", extra: true } }).join()).toMatch(
      /must NOT have additional properties/,
    );
    expect(contract.check("GET", "/v1/things/not-a-uuid", { ...ok, body: { id: "not-a-uuid", amount: "1.00" } }).join()).toMatch(/must match format "uuid"/);
  });

  it("fails an undocumented status, content type, method or path", () => {
    expect(contract.check("GET", `/v1/things/${id}`, { status: 500, contentType: "application/problem+json", body: { code: "internal_error" } })[0]).toMatch(
      /status not documented/,
    );
    expect(contract.check("GET", `/v1/things/${id}`, { status: 404, contentType: "text/html", body: "<html>" })[0]).toMatch(
      /content type "text\/html" not documented/,
    );
    expect(contract.check("PATCH", `/v1/things/${id}`, { ...ok, body: {} })[0]).toMatch(/method is not in the OpenAPI document/);
    expect(contract.check("GET", "/v1/unknown", { ...ok, body: {} })[0]).toMatch(/path is not in the OpenAPI document/);
    expect(contract.check("DELETE", `/v1/things/${id}`, { status: 204, contentType: "application/json", body: { id } })[0]).toMatch(/a body was sent/);
  });

  it("matches a literal path segment before a parameter", () => {
    expect(contract.check("GET", "/v1/things/count", { ...ok, body: { total: 3 } })).toEqual([]);
    expect(contract.check("GET", "/v1/things/count", { ...ok, body: { total: "3" } }).join()).toMatch(/total must be integer/);
  });

  it("documents on every operation the errors the route wrapper can answer", () => {
    const app = appOpenApiContract();
    const problem = {
      status: 503,
      contentType: "application/problem+json",
      body: { type: "/docs", title: "Service Unavailable", status: 503, detail: "x", instance: "/v1/me", code: "database_unavailable", requestId: "r" },
    };
    expect(app.check("GET", "/v1/me", problem)).toEqual([]);
    expect(app.check("POST", "/v1/employers", { ...problem, status: 415, body: { ...problem.body, status: 415, code: "unsupported_media_type" } })).toEqual([]);
    expect(app.check("GET", "/v1/me", { ...problem, body: { ...problem.body, code: 5 } }).join()).toMatch(/code must be string/);
  });
});
