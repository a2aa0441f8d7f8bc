/**
 * Statements are composed from fragments (lib/db): values stay parameters, and the placeholders
 * are numbered once for the whole statement, however deep the fragments nest.
 */
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { AUDIT_LOG } from "@/lib/db/columns";
import { insertWrite, updateWrite, writesAtOnce } from "@/lib/db/insert-rows";
import { contractRowScopeSql, contractScopeSql, employerScopeSql } from "@/lib/db/scope";
import { checkFactsItems } from "@/lib/db/statements/payroll-inputs";
import { countCallSql, countCallText } from "@/lib/db/rate-limits";

const ORG = "00000000-0000-4000-8000-000000000001";
const placeholders = (text: string) => [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));

describe("SQL fragments", () => {
  it("number the placeholders of nested fragments once, in order, one per value", () => {
    const scope = { organizationId: ORG, employerIds: ["e1"], contractIds: ["c1", "c2"] };
    const statement = Prisma.sql`SELECT c.id FROM domestic_contracts c WHERE ${contractScopeSql(scope, "c")} AND c.start_date <= ${"2025-01-31"}::date AND ${checkFactsItems(Prisma.sql`${["c1"]}::uuid[]`, { earlierFrom: "2023-01", earlierBefore: "2025-01", sickFrom: "2024-02-01", sickTo: "2025-01-31" })} IS NOT NULL`;
    const numbers = placeholders(statement.text);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(statement.values).toHaveLength(numbers.length);
    expect(statement.values.slice(0, 4)).toEqual([ORG, ["e1"], ["c1", "c2"], "2025-01-31"]);
  });

  it("scope builders add conditions only for a narrowed scope", () => {
    const whole = { organizationId: ORG, employerIds: null, contractIds: null };
    expect(employerScopeSql(whole, "e").text).toBe("e.organization_id = $1::uuid");
    expect(contractRowScopeSql(whole, "p").text).toBe("p.organization_id = $1::uuid");
    const narrowed = contractRowScopeSql({ ...whole, employerIds: ["e1"] }, "p");
    expect(narrowed.text).toContain(
      "p.contract_id IN (SELECT sc.id FROM domestic_contracts sc WHERE sc.organization_id = $2::uuid AND sc.employer_id = ANY($3::uuid[]))",
    );
    expect(narrowed.values).toEqual([ORG, ORG, ["e1"]]);
  });

  it("a multi-row write is one JSON parameter, and several writes in one statement are numbered in turn", () => {
    const audit = insertWrite(
      AUDIT_LOG,
      ["organizationId", "actorType", "action", "entityType", "entityId"],
      [
        { organizationId: ORG, actorType: "system", action: "a", entityType: "t", entityId: ORG },
        { organizationId: ORG, actorType: "system", action: "b", entityType: "t", entityId: ORG },
      ],
    )!;
    expect(audit.statement.values).toHaveLength(1);
    expect(JSON.parse(audit.statement.values[0] as string)).toHaveLength(2);
    expect(audit.statement.text).toContain(
      'SELECT (e.r->>0)::uuid AS "organization_id", (e.r->>1)::"ActorType" AS "actor_type", (e.r->>2)::varchar AS "action"',
    );
    expect(audit.statement.text).toContain("FROM jsonb_array_elements($1::jsonb) AS e(r)) AS x");
    const both = writesAtOnce([updateWrite(AUDIT_LOG, ["action"], [{ id: ORG, action: "c" }]), null, audit])!;
    expect(both.text.startsWith("WITH w0 AS (UPDATE")).toBe(true);
    // the update's rows and their ids (found by primary key), then the insert's rows
    expect(placeholders(both.text)).toEqual([1, 2, 3]);
    expect(insertWrite(AUDIT_LOG, ["action"], [])).toBeNull();
  });

  it("a write's JSON payload is an array of values per row, in the order of its columns (toJSON applied, null for missing)", () => {
    const rows = [
      {
        organizationId: ORG,
        actorType: "system",
        action: 'quote " back\\slash \n é',
        entityType: "t",
        entityId: ORG,
        before: { total: new Prisma.Decimal("1234.50"), at: new Date("2025-01-31T00:00:00.000Z"), list: [1, null, "x"] },
        after: undefined,
      },
      { organizationId: ORG, actorType: "user", action: "b", entityType: "t", entityId: ORG, before: null, after: { n: 0 } },
    ];
    const keys = ["organizationId", "actorType", "action", "entityType", "entityId", "before", "after"] as const;
    const write = insertWrite(AUDIT_LOG, keys, rows)!;
    expect(JSON.parse(write.statement.values[0] as string)).toEqual([
      [ORG, "system", 'quote " back\\slash \n é', "t", ORG, { total: "1234.5", at: "2025-01-31T00:00:00.000Z", list: [1, null, "x"] }, null],
      [ORG, "user", "b", "t", ORG, null, { n: 0 }],
    ]);
    // JSON columns keep their JSON; a JSON null is SQL NULL there too
    expect(write.statement.text).toContain(`NULLIF(e.r->5, 'null'::jsonb) AS "before", NULLIF(e.r->6, 'null'::jsonb) AS "after"`);
  });

  it("the rate-limit count's text form is its fragment over the caller's placeholders", () => {
    const text = countCallText("$1::varchar", "$2", { windowSeconds: 60 });
    expect(text).toContain("INSERT INTO rate_limit_windows");
    expect(placeholders(text).every((n) => n === 1 || n === 2)).toBe(true);
    const fragment = countCallSql(Prisma.sql`${"bucket"}::varchar`, Prisma.sql`${"2025-01-01T00:00:00.000Z"}`, { windowSeconds: 60 });
    expect(fragment.values[0]).toBe("bucket");
    expect(placeholders(fragment.text)).toEqual(placeholders(fragment.text).map((_, i) => i + 1));
  });
});
