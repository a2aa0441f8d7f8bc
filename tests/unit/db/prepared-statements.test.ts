/**
 * Raw statements run as named prepared statements once they come back (lib/db/prepared-statements.ts):
 * a bounded number of names, none on the embedded database, and names renewed when a kept plan
 * went stale.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Module = typeof import("@/lib/db/prepared-statements");
const REAL = "postgresql://postgres@127.0.0.1:5432/paghe";
let saved: string | undefined;

async function fresh(url: string): Promise<Module> {
  process.env.DATABASE_URL = url;
  vi.resetModules();
  return import("@/lib/db/prepared-statements");
}

describe("prepared statements", () => {
  beforeEach(() => {
    saved = process.env.DATABASE_URL;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  it("name a statement with parameters from its second run on, the same name for the same text", async () => {
    const m = await fresh(REAL);
    const text = "SELECT id FROM api_keys WHERE key_hash = $1";
    expect(m.preparedQuery(text, ["a"]).name).toBeUndefined();
    const second = m.preparedQuery(text, ["b"]);
    expect(second.name).toMatch(/^p0_[\w-]{20}$/);
    expect(second.values).toEqual(["b"]);
    expect(m.preparedQuery(text, ["c"]).name).toBe(second.name);
    expect(m.preparedQuery("SELECT 2 WHERE $1::int = 1", [1]).name).toBeUndefined();
  });

  it("never name a statement without parameters (a statement list cannot be prepared)", async () => {
    const m = await fresh(REAL);
    for (let i = 0; i < 3; i++) expect(m.preparedQuery("BEGIN; SET LOCAL lock_timeout = '2000ms'", []).name).toBeUndefined();
  });

  it("name at most 300 texts per process", async () => {
    const m = await fresh(REAL);
    const named = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const text = `SELECT ${i} WHERE $1::int = 1`;
      m.preparedQuery(text, [1]);
      const name = m.preparedQuery(text, [1]).name;
      if (name) named.add(name);
    }
    expect(named.size).toBe(300);
  });

  it("name nothing on the embedded database, whose connections share one session", async () => {
    const m = await fresh("postgresql://postgres:postgres@127.0.0.1:40000/postgres?sslmode=disable&application_name=paghe-embedded");
    for (let i = 0; i < 3; i++) expect(m.preparedQuery("SELECT $1::int", [1]).name).toBeUndefined();
  });

  it("renew every name after a stale plan, and stop naming after a name the session already held", async () => {
    const m = await fresh(REAL);
    const text = "SELECT * FROM employers WHERE id = $1";
    m.preparedQuery(text, ["x"]);
    const before = m.preparedQuery(text, ["x"]).name;
    expect(m.forgetStalePlans(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
    expect(m.forgetStalePlans(Object.assign(new Error("cached plan must not change result type"), { code: "0A000" }))).toBe(true);
    m.preparedQuery(text, ["x"]);
    const after = m.preparedQuery(text, ["x"]).name;
    expect(after).toMatch(/^p1_/);
    expect(after).not.toBe(before);
    expect(m.forgetStalePlans(Object.assign(new Error(`prepared statement "${after}" already exists`), { code: "42P05" }))).toBe(true);
    expect(m.preparedQuery(text, ["x"]).name).toBeUndefined();
  });
});
