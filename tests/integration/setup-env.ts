import { afterAll, inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.DATABASE_POOL_MAX = String(inject("databasePoolMax"));
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-not-for-production";

afterAll(async () => {
  const { disconnectDb } = await import("@/lib/db/client");
  await disconnectDb();
});
