/**
 * `npm run worker`: a queue worker as its own process (payroll batches, webhook deliveries), for
 * more machines sharing one book. Needs DATABASE_URL (a real Postgres: the embedded database
 * serves one process, whose in-app workers do the work). Stops cleanly on SIGINT/SIGTERM.
 */
import { disconnectDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/workers";

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error("Set DATABASE_URL to the app's Postgres: separate workers need a real Postgres server.");
    process.exit(1);
  }
  await startWorkers();
  console.log(JSON.stringify({ level: "info", source: "worker", pid: process.pid, message: "worker started" }));
  const stop = async () => {
    await stopBoss();
    await disconnectDb();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
