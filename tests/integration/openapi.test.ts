import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import * as openapi from "@/app/(api)/v1/openapi.json/route";

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
  });
});
