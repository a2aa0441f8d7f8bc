/**
 * The public contract, tight: the generated OpenAPI document is walked for what a client generator
 * and a reader need (operation ids, required bodies, declared headers, typed error codes, integer
 * pagination, dates, webhooks, deprecation), and linted by an OpenAPI linter.
 */
import { describe, expect, it } from "vitest";
import { getOpenApiDocument, operationIdFor, tightenDocument } from "@/lib/openapi/document";
import { ERROR_CODES } from "@/lib/errors";
import { STATUS_BY_CODE } from "@/lib/api/problem";
import { WEBHOOK_EVENT_TYPES } from "@/lib/validation/webhook-endpoint";
import { EVENT_TYPES, TYPE_SUBTYPES } from "@/lib/payroll";
import { DEPRECATED_OPERATIONS, deprecationHeaders, givesEnoughNotice } from "@/lib/api/version";

type Json = any;

const doc: Json = JSON.parse(JSON.stringify(getOpenApiDocument()));
const METHODS = ["get", "put", "post", "delete", "patch"];

const operations: Array<{ method: string; path: string; op: Json }> = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] })),
);

function resolve(schema: Json): Json {
  if (schema?.$ref) return resolve(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]);
  return schema;
}

describe("the OpenAPI document", () => {
  it("has operations", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it("gives every operation a unique operationId", () => {
    const missing = operations.filter(({ op }) => typeof op.operationId !== "string" || op.operationId === "").map((o) => `${o.method} ${o.path}`);
    expect(missing).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdFor("get", "/v1/employers/{id}/contracts")).toBe("getEmployersByIdContracts");
    expect(operationIdFor("post", "/v1/domestic-payslips/run-payroll")).toBe("postDomesticPayslipsRunPayroll");
  });

  it("marks every request body required", () => {
    const optional = operations.filter(({ op }) => op.requestBody && op.requestBody.required !== true).map((o) => `${o.method} ${o.path}`);
    expect(optional).toEqual([]);
  });

  it("declares the headers every answer carries, Retry-After on 429 and 503, Idempotent-Replayed on POST", () => {
    const gaps: string[] = [];
    for (const { method, path, op } of operations) {
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        const headers = Object.keys(response.headers ?? {});
        const want = ["X-Request-Id", "API-Version", "RateLimit", "RateLimit-Policy"];
        if (status === "429" || status === "503") want.push("Retry-After");
        if (method === "post") want.push("Idempotent-Replayed");
        for (const name of want) if (!headers.includes(name)) gaps.push(`${method} ${path} ${status}: ${name}`);
        for (const ref of Object.values<Json>(response.headers ?? {})) {
          if (ref.$ref) expect(doc.components.headers[ref.$ref.replace("#/components/headers/", "")], ref.$ref).toBeDefined();
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it("declares ETag on a GET of one resource and Location on every 201/202", () => {
    expect(doc.paths["/v1/employers/{id}"].get.responses["200"].headers.ETag).toBeDefined();
    const gaps = operations.flatMap(({ method, path, op }) =>
      ["201", "202"].filter((s) => op.responses[s] && !op.responses[s].headers?.Location).map((s) => `${method} ${path} ${s}`),
    );
    expect(gaps).toEqual([]);
  });

  it("types each error answer's code as the enum of the codes of its status", () => {
    expect(resolve({ $ref: "#/components/schemas/Problem" }).properties.code.enum).toEqual([...ERROR_CODES]);
    const gaps: string[] = [];
    for (const { method, path, op } of operations) {
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        const schema = response.content?.["application/problem+json"]?.schema;
        if (!schema) continue;
        const codes: string[] | undefined = schema.allOf?.[1]?.properties?.code?.enum;
        const expected = ERROR_CODES.filter((c) => String(STATUS_BY_CODE[c]) === status);
        if (!codes || codes.join() !== expected.join()) gaps.push(`${method} ${path} ${status}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it("documents page and limit of every list as integers with their default and maximum", () => {
    const gaps: string[] = [];
    for (const { method, path, op } of operations) {
      for (const param of op.parameters ?? []) {
        if (param.in !== "query" || !["page", "limit"].includes(param.name)) continue;
        const schema = resolve(param.schema);
        // the month's worklist: the whole month unless a limit is asked (tests/unit/openapi-lists.test.ts)
        const defaultOptional = path === "/v1/domestic-payslips/month-status" && param.name === "limit";
        if (schema.type !== "integer" || (schema.default === undefined && !defaultOptional) || schema.maximum === undefined || schema.minimum !== 1) {
          gaps.push(`${method} ${path} ${param.name}: ${JSON.stringify(schema)}`);
        }
      }
    }
    expect(gaps).toEqual([]);
    const statements = doc.paths["/v1/inps-statements"].get.parameters.find((p: Json) => p.name === "limit");
    expect(statements.schema).toMatchObject({ type: "integer", default: 20, maximum: 100 });
  });

  it("gives request dates format: date", () => {
    const date = doc.paths["/v1/deadlines"].get.parameters.find((p: Json) => p.name === "from");
    expect(date.schema.format).toBe("date");
    const workEvent = resolve(doc.paths["/v1/work-events"].post.requestBody.content["application/json"].schema);
    expect(JSON.stringify(workEvent)).toContain('"format":"date"');
  });

  it("gives answered dates format: date", () => {
    const contract = resolve(doc.paths["/v1/domestic-contracts/{id}"].get.responses["200"].content["application/json"].schema);
    expect(JSON.stringify(contract.properties.startDate)).toContain('"format":"date"');
    const communication = doc.components.schemas.InpsCommunication;
    expect(communication.properties.dueDate.format).toBe("date");
  });

  it("constrains a work event's subType by its type", () => {
    const create = resolve(doc.paths["/v1/work-events"].post.requestBody.content["application/json"].schema);
    const branches: Record<string, string[]> = {};
    for (let node = create; node?.if; node = node.else) branches[node.if.properties.type.const] = node.then.properties.subType.enum;
    expect(Object.keys(branches).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) expect(branches[type]).toEqual([...TYPE_SUBTYPES[type]]);
  });

  it("describes every webhook event with its payload", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const operation = doc.webhooks[type].post;
      expect(operation.operationId).toMatch(/^webhook/);
      const schema = resolve(operation.requestBody.content["application/json"].schema);
      expect(schema.properties.type).toMatchObject({ const: type });
      expect(schema.required).toEqual(expect.arrayContaining(["id", "type", "createdAt", "organizationId", "data"]));
    }
  });

  it("links each code of the description's table to its anchor on /docs (components/docs/error-codes.tsx)", () => {
    for (const code of ERROR_CODES) expect(doc.info.description).toContain(`[\`${code}\`](/docs#error-${code})`);
  });
});

describe("deprecation", () => {
  const deprecation = { since: "2026-11-01", sunset: "2027-05-01", link: "https://example.test/migrate" };

  it("words the headers per RFC 9745 and RFC 8594", () => {
    expect(deprecationHeaders(deprecation)).toEqual({
      deprecation: `@${Date.UTC(2026, 10, 1) / 1000}`,
      sunset: "Sat, 01 May 2027 00:00:00 GMT",
      link: '<https://example.test/migrate>; rel="deprecation"; type="text/html"',
    });
  });

  it("requires six months of notice", () => {
    expect(givesEnoughNotice(deprecation)).toBe(true);
    expect(givesEnoughNotice({ ...deprecation, sunset: "2027-04-30" })).toBe(false);
    for (const [key, entry] of Object.entries(DEPRECATED_OPERATIONS)) expect(givesEnoughNotice(entry), key).toBe(true);
  });

  it("marks a deprecated operation in the document and declares its headers", () => {
    const synthetic: Json = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: { "/v1/old-things": { get: { responses: { "200": { description: "OK" } } } } },
    };
    const tightened: Json = tightenDocument(synthetic, { "GET /v1/old-things": deprecation });
    const operation = tightened.paths["/v1/old-things"].get;
    expect(operation.deprecated).toBe(true);
    expect(operation.operationId).toBe("getOldThings");
    expect(Object.keys(operation.responses["200"].headers)).toEqual(expect.arrayContaining(["Deprecation", "Sunset", "Link", "API-Version"]));
  });

  it("names only operations the document has", () => {
    for (const key of Object.keys(DEPRECATED_OPERATIONS)) {
      const [method, path] = key.split(" ") as [string, string];
      expect(doc.paths[path]?.[method.toLowerCase()]?.deprecated, key).toBe(true);
    }
  });
});
