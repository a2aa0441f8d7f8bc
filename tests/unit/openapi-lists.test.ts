/**
 * Every list of the document pages the same way (issue 33 point 2): `page` and `limit` are integers
 * with their minimum, maximum and default (never strings a generated client would type as text),
 * and the lists of the resources that carry an integrator's metadata filter by it.
 */
import { describe, expect, it } from "vitest";
import { getOpenApiDocument } from "@/lib/openapi/document";

type Parameter = { name: string; in: string; schema?: Record<string, unknown>; style?: string; explode?: boolean };
const doc = getOpenApiDocument() as unknown as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

/**
 * The month's worklist answers the whole month unless a limit is asked (the shape the screens and
 * the contract use): its `limit` is optional and has no default. Every other list has one.
 */
const WITHOUT_DEFAULT_LIMIT = ["/v1/domestic-payslips/month-status"];

const queryOf = (path: string) => (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === "query");

describe("list operations", () => {
  const lists = Object.entries(doc.paths).filter(([, item]) => (item.get?.parameters ?? []).some((p) => p.name === "page" || p.name === "limit"));

  it("are found (the document has paged lists)", () => {
    expect(lists.map(([path]) => path)).toEqual(expect.arrayContaining(["/v1/employers", "/v1/workers", "/v1/inps-statements", "/v1/work-events"]));
  });

  it.each(lists.map(([path]) => path))("%s: page and limit are integers with a minimum, a maximum and a default", (path) => {
    const params = queryOf(path);
    for (const name of ["page", "limit"]) {
      const schema = params.find((p) => p.name === name)?.schema;
      const noDefault = WITHOUT_DEFAULT_LIMIT.includes(path) && name === "limit";
      expect(schema, `${path} ${name}`).toMatchObject({ type: "integer", minimum: 1, maximum: expect.any(Number) });
      if (!noDefault) expect(schema, `${path} ${name}`).toMatchObject({ default: expect.any(Number) });
      else expect(schema?.default, `${path} ${name}`).toBeUndefined();
      expect(schema?.pattern, `${path} ${name}`).toBeUndefined();
    }
  });

  it.each(["/v1/employers", "/v1/workers", "/v1/domestic-contracts", "/v1/work-events", "/v1/domestic-payslips"])(
    "%s: filters by externalId and by metadata[key]=value (a deepObject)",
    (path) => {
      const params = queryOf(path);
      expect(params.find((p) => p.name === "externalId")?.schema).toMatchObject({ type: "string", maxLength: 100 });
      expect(params.find((p) => p.name === "metadata")).toMatchObject({ style: "deepObject", explode: true, schema: { type: "object" } });
    },
  );
});
