/**
 * npm run docs:examples — the request and answer examples of the API reference, from the demo:
 * a fresh database (a new one on the Postgres of TEST_DATABASE_URL or DATABASE_URL, else embedded
 * PGlite) is migrated and seeded with the demo, the demo's payroll flow runs through the route
 * handlers (scripts/docs-examples/flow.ts) and the normalized pairs are written to
 * lib/openapi/examples.json, which the OpenAPI document and /docs show. The integration test
 * tests/integration/docs-examples.test.ts runs the same flow and compares.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { createTestDatabase } from "@/tests/support/test-database";
import { normalizeExamples, recordExamples } from "./docs-examples/flow";

const API_KEY = "dp_live_DocsExampleDemoOrganization000001";

async function main() {
  const database = await createTestDatabase("docs_examples");
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_MAX = String(database.poolMax);
  process.env.NEXTAUTH_SECRET ??= "docs-examples-secret-not-for-production";
  const { getDb, disconnectDb } = await import("@/lib/db/client");
  try {
    const { seedDemo, DEMO_ORGANIZATION_ID } = await import("@/prisma/seed/demo");
    await seedDemo(getDb(), { apiKey: API_KEY });
    const examples = normalizeExamples(await recordExamples(API_KEY, DEMO_ORGANIZATION_ID));
    const file = path.resolve(import.meta.dirname, "../lib/openapi/examples.json");
    // written as the repository's formatter writes it, so the format check holds the file unchanged
    writeFileSync(file, await format(JSON.stringify(examples), { ...(await resolveConfig(file)), filepath: file }));
    console.log(`wrote ${path.relative(process.cwd(), file)}: ${examples.length} examples`);
  } finally {
    const { stopBoss } = await import("@/lib/queue/boss");
    await stopBoss(30_000).catch(() => undefined);
    await disconnectDb();
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
