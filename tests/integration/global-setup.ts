import type { TestProject } from "vitest/node";
import { copyTestDatabase, createTestDatabase } from "../support/test-database";
import { integrationWorkers } from "../support/integration-workers";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    /** one database per test worker (VITEST_POOL_ID 1…n), all copies of the seeded one */
    databaseUrls: string[];
    databasePoolMax: number;
    databaseKind: "postgres" | "embedded";
  }
}

export default async function setup(project: TestProject) {
  const db = await createTestDatabase("integration");
  process.env.DATABASE_URL = db.url;
  process.env.DATABASE_POOL_MAX = String(db.poolMax);
  const { getDb, disconnectDb } = await import("@/lib/db/client");
  const { seedDemo } = await import("../../prisma/seed/demo");
  await seedDemo(getDb(), { adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD, apiKey: TEST_API_KEY, otherApiKey: TEST_OTHER_API_KEY });
  await disconnectDb();
  // the embedded database serves one connection at a time: one worker, whatever the environment says now
  const workers = db.kind === "postgres" ? integrationWorkers() : 1;
  const copies = workers > 1 ? await copyTestDatabase(db, workers) : [];
  project.provide("databaseUrl", db.url);
  project.provide("databaseUrls", copies.length > 0 ? copies.map((copy) => copy.url) : [db.url]);
  project.provide("databasePoolMax", db.poolMax);
  project.provide("databaseKind", db.kind);
  return async () => {
    for (const copy of copies) await copy.stop();
    await db.stop();
  };
}
