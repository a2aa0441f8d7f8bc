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
    expect(audit.statement.text).toContain('jsonb_to_recordset($1::jsonb) AS x("organization_id" uuid, "actor_type" "ActorType"');
    const both = writesAtOnce([updateWrite(AUDIT_LOG, ["action"], [{ id: ORG, action: "c" }]), null, audit])!;
    expect(both.text.startsWith("WITH w0 AS (UPDATE")).toBe(true);
    // the update's rows and their ids (found by primary key), then the insert's rows
    expect(placeholders(both.text)).toEqual([1, 2, 3]);
    expect(insertWrite(AUDIT_LOG, ["action"], [])).toBeNull();
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
