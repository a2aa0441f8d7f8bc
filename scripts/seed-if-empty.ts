/**
 * Run by `npm start` as a child process: seeds the demo into DATABASE_URL when it holds no
 * organization yet (SEED_DEMO=false turns that off) and keeps the printed credentials in
 * CREDENTIALS_FILE. A child, so the long-running start process never loads Prisma.
 */
import { writeFileSync } from "node:fs";
import { disconnectDb, getDb } from "@/lib/db/client";
import { describeSeed, seedOptionsFromEnv } from "../prisma/seed";
import { seedDemo } from "../prisma/seed/demo";

const credentialsFile = process.env.CREDENTIALS_FILE;
if (!credentialsFile) throw new Error("CREDENTIALS_FILE is not set");
try {
  if ((await getDb().organization.count()) === 0 && process.env.SEED_DEMO !== "false") {
    // Kept (readable by this user only) so later starts can remind you of the demo login.
    writeFileSync(credentialsFile, describeSeed(await seedDemo(getDb(), seedOptionsFromEnv())) + "\n", { mode: 0o600 });
    console.log("seeded");
  }
} finally {
  await disconnectDb();
}
