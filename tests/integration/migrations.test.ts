import pg from "pg";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { disconnectDb, getDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";

const onPostgres = inject("databaseKind") === "postgres";

describe("migrations", () => {
  it("are recorded and a second run applies nothing", async () => {
    await disconnectDb();
    const result = await migrate(process.env.DATABASE_URL as string);
    expect(result.applied).toEqual([]);
    expect(result.alreadyApplied.length).toBeGreaterThan(0);
  });

  it.runIf(onPostgres)("run from two processes at once on an empty database: each migration applied exactly once", async () => {
    const base = new URL(process.env.DATABASE_URL as string);
    const name = `concurrent_${process.pid}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    base.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([migrate(base.toString()), migrate(base.toString())]);
      expect([...a.applied, ...b.applied].sort()).toEqual([...a.applied, ...a.alreadyApplied].sort());
      const check = new pg.Client({ connectionString: base.toString() });
      await check.connect();
      const { rows } = await check.query("SELECT count(*)::int AS n FROM schema_migrations");
      await check.end();
      expect(rows[0].n).toBe(a.applied.length + a.alreadyApplied.length);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it("reject a changed migration file (checksum)", async () => {
    const db = getDb();
    await db.$executeRawUnsafe("UPDATE schema_migrations SET checksum = repeat('0', 64) WHERE name = (SELECT min(name) FROM schema_migrations)");
    // the embedded database serves one connection at a time: release the app's before migrating
    await disconnectDb();
    try {
      await expect(migrate(process.env.DATABASE_URL as string)).rejects.toThrow(/checksum/);
    } finally {
      const { createHash } = await import("node:crypto");
      const { readFileSync, readdirSync } = await import("node:fs");
      const first = readdirSync("prisma/migrations").sort()[0]!;
      const sum = createHash("sha256")
        .update(readFileSync(`prisma/migrations/${first}/migration.sql`, "utf8"))
        .digest("hex");
      await getDb().$executeRawUnsafe(`UPDATE schema_migrations SET checksum = '${sum}' WHERE name = '${first}'`);
    }
  });

  it("keep the audit log append-only", async () => {
    const db = getDb();
    const entry = await db.auditLog.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, actorType: "system", action: "test", entityType: "test", entityId: DEMO_ORGANIZATION_ID },
    });
    await expect(db.auditLog.update({ where: { id: entry.id }, data: { action: "tampered" } })).rejects.toThrow();
    await expect(db.auditLog.delete({ where: { id: entry.id } })).rejects.toThrow();
  });
});
