import { afterAll, inject } from "vitest";

// each test worker has its own database (tests/integration/global-setup.ts): VITEST_POOL_ID is 1…n
const databaseUrls = inject("databaseUrls");
process.env.DATABASE_URL = databaseUrls[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % databaseUrls.length];
process.env.DATABASE_POOL_MAX = String(inject("databasePoolMax"));
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-not-for-production";
// the test receivers of webhooks listen on 127.0.0.1 (tests/integration/webhooks-safety.test.ts turns it off)
process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE ??= "true";

afterAll(async () => {
  // a job still in flight (a finalize's PDFs on a busy machine) must finish before the pool it writes through is closed
  const { stopBoss } = await import("@/lib/queue/boss");
  await stopBoss(45_000);
  const { disconnectDb } = await import("@/lib/db/client");
  await disconnectDb();
}, 60_000);
