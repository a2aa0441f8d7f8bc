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
  return { url: url.toString(), poolMax: 10, kind: "postgres", stop: () => dropDatabase(adminUrl, testName) };
}

/** Drops a test database through the maintenance database `adminUrl`, whoever is still connected. */
async function dropDatabase(adminUrl: URL, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Copies of a seeded Postgres test database, one per test worker (`CREATE DATABASE … TEMPLATE`, a
 * file copy: far cheaper than migrating and seeding again). Nothing may be connected to the
 * template while it is copied. Their stop() drops them.
 */
export async function copyTestDatabase(source: TestDatabase, copies: number): Promise<TestDatabase[]> {
  if (source.kind !== "postgres") throw new Error("only a Postgres test database can be copied");
  const sourceUrl = new URL(source.url);
  const sourceName = sourceUrl.pathname.slice(1);
  const adminUrl = new URL(source.url);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const names = Array.from({ length: copies }, (_, i) => `${sourceName}_w${i + 1}`);
  try {
    for (const name of names) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${sourceName}"`);
    }
  } finally {
    await admin.end();
  }
  return names.map((name) => {
    const url = new URL(source.url);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      poolMax: source.poolMax,
      kind: "postgres" as const,
      stop: () => dropDatabase(adminUrl, name),
    };
  });
}
