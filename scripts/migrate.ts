/** `npm run db:migrate`: applies prisma/migrations to DATABASE_URL (safe to run twice, or twice at once). */
import { migrate } from "@/lib/db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. (`npm start` migrates the embedded database by itself.)");
  process.exit(1);
}
const result = await migrate(url);
console.log(`Migrations: ${result.applied.length} applied, ${result.alreadyApplied.length} already applied.`);
for (const name of result.applied) console.log(`  applied ${name}`);
