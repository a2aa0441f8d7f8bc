/**
 * `npm run db:seed`: seeds the demo data into DATABASE_URL (idempotent) and prints the
 * credentials. Credentials come from SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_API_KEY and
 * SEED_OTHER_API_KEY when set; otherwise they are generated.
 */
import { disconnectDb, getDb } from "@/lib/db/client";
import { seedDemo, type SeedResult } from "./seed/demo";

export function seedOptionsFromEnv() {
  return {
    adminEmail: process.env.SEED_ADMIN_EMAIL || undefined,
    adminPassword: process.env.SEED_ADMIN_PASSWORD || undefined,
    apiKey: process.env.SEED_API_KEY || undefined,
    otherApiKey: process.env.SEED_OTHER_API_KEY || undefined,
  };
}

export function describeSeed(result: SeedResult): string {
  const lines = [
    result.created ? "Demo data seeded." : "Demo data already present (nothing changed).",
    `  Organization id:        ${result.organizationId}`,
    `  Other organization id:  ${result.otherOrganizationId}`,
    `  Clerk login:            ${result.adminEmail}`,
    `  Clerk password:         ${result.adminPassword ?? "(set at first seed)"}`,
    `  API key:                ${result.apiKey ?? "(shown once at first seed; create a new one in Settings → API keys)"}`,
    `  Other org API key:      ${result.otherApiKey ?? "(shown once at first seed)"}`,
  ];
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await seedDemo(getDb(), seedOptionsFromEnv());
  console.log(describeSeed(result));
  await disconnectDb();
}
