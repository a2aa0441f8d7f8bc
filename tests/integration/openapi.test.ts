import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import * as openapi from "@/app/(api)/v1/openapi.json/route";
import * as me from "@/app/(api)/v1/me/route";
import { route } from "@/lib/api/handler";
import { API_VERSION, type Deprecation } from "@/lib/api/version";
import { call } from "../support/http";

describe("/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document covering every resource", async () => {
    const res = await openapi.GET();
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const path of ["/v1/me", "/v1/employers", "/v1/domestic-payslips/run-payroll", "/v1/domestic-payslips/{id}"]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.info.version).toBe(API_VERSION);
    expect(res.headers.get("api-version")).toBe(API_VERSION);
    expect(Object.keys(doc.webhooks)).toContain("payslip.finalized");
  });
});

describe("API-Version", () => {
  it("names the version on an answer and on a problem", async () => {
    const ok = await call(me.GET, "GET", "/v1/me");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("api-version")).toBe(API_VERSION);
    const refused = await call(me.GET, "GET", "/v1/me", { key: null });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("api-version")).toBe(API_VERSION);
  });
});

describe("a deprecated operation", () => {
  const deprecation: Deprecation = { since: "2026-11-01", sunset: "2027-05-01", link: "https://example.test/docs/api-versioning#migrations" };
  const synthetic = route({ access: "read", deprecated: deprecation, handler: async () => ({ ok: true }) });

  it("answers Deprecation, Sunset and the Link to the migration notes, beside API-Version", async () => {
    const res = await call(synthetic, "GET", "/v1/synthetic-deprecated", { contract: false });
    expect(res.status).toBe(200);
    expect(res.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 10, 1) / 1000}`);
    expect(res.headers.get("sunset")).toBe("Sat, 01 May 2027 00:00:00 GMT");
    expect(res.headers.get("link")).toBe(`<${deprecation.link}>; rel="deprecation"; type="text/html"`);
    expect(res.headers.get("api-version")).toBe(API_VERSION);
  });

  it("announces it on its refusals too", async () => {
    const res = await call(synthetic, "GET", "/v1/synthetic-deprecated", { key: null, contract: false });
    expect(res.status).toBe(401);
    expect(res.headers.get("sunset")).toBe("Sat, 01 May 2027 00:00:00 GMT");
  });
});
