import type { TestProject } from "vitest/node";
import { createTestDatabase } from "../support/test-database";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseUrls: string[];
    databasePoolMax: number;
    databaseKind: "postgres" | "embedded";
  }
}

/** The reliability tier's own database (it is faulted on purpose): `<base>_reliability_<pid>`, dropped after. */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase("reliability");
  process.env.DATABASE_URL = db.url;
  process.env.DATABASE_POOL_MAX = String(db.poolMax);
  const { getDb, disconnectDb } = await import("@/lib/db/client");
  const { seedDemo } = await import("../../prisma/seed/demo");
  await seedDemo(getDb(), { adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD, apiKey: TEST_API_KEY, otherApiKey: TEST_OTHER_API_KEY });
  await disconnectDb();
  project.provide("databaseUrl", db.url);
  project.provide("databaseUrls", [db.url]);
  project.provide("databasePoolMax", db.poolMax);
  project.provide("databaseKind", db.kind);
  return async () => {
    await db.stop();
  };
}
