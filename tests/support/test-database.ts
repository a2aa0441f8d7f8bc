import pg from "pg";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";

export interface TestDatabase {
  url: string;
  poolMax: number;
  kind: "postgres" | "embedded";
  stop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test tier: on the Postgres of TEST_DATABASE_URL or
 * DATABASE_URL (a dedicated database `<name>_<suffix>_<pid>`, dropped by stop()), otherwise an
 * in-memory embedded PGlite.
 */
export async function createTestDatabase(suffix: string): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) {
    const embedded: EmbeddedDatabase = await startEmbeddedDatabase({});
    await migrate(embedded.url);
    return { url: embedded.url, poolMax: embedded.poolMax, kind: "embedded", stop: () => embedded.stop() };
  }
  const url = new URL(base);
  const baseName = url.pathname.replace(/^\//, "") || "postgres";
  // The process id keeps concurrent runs (two developers, two suites) from dropping each other's database.
  const testName = `${baseName}_${suffix}_${process.pid}`.replace(/[^a-zA-Z0-9_]/g, "_");
  // administrative statements go through the always-present maintenance database
  const adminUrl = new URL(base);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${testName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${testName}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${testName}`;
  await migrate(url.toString());
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${testName}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), poolMax: 10, kind: "postgres", stop: drop };
}
