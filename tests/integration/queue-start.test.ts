/**
 * Two worker processes starting together (issue 27): pg-boss creates its queues on the first start,
 * and two processes doing it at once deadlocked in Postgres (create_queue inserts the queue row,
 * then adds a foreign key to the queue table). Each round here starts two pg-boss instances, each
 * on a pool of its own (as two processes), against a fresh schema, and sets up our queues on both
 * at once: both must succeed, with each queue created once.
 */
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, describe, expect, inject, it } from "vitest";
import { QUEUES, setUpQueues, sqlExecutor } from "@/lib/queue/boss";

// two processes need two sessions at once: the embedded database serves one (and the app skips the
// start-up lock there, lib/queue/boss.ts), so the race only exists on a real Postgres
const onPostgres = inject("databaseKind") === "postgres";
const pools: pg.Pool[] = [];
const schemas: string[] = [];

afterAll(async () => {
  if (!onPostgres) return;
  const admin = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
  await Promise.all(pools.map((p) => p.end()));
});

async function startProcess(schema: string): Promise<PgBoss> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  pool.on("error", () => undefined);
  pools.push(pool);
  const boss = new PgBoss({ db: sqlExecutor(pool), schema, supervise: false, schedule: false });
  boss.on("error", () => undefined);
  await boss.start();
  (boss as unknown as { pool: pg.Pool }).pool = pool;
  return boss;
}

describe.skipIf(!onPostgres)("two workers starting together (needs a real Postgres: two sessions at once)", () => {
  it("set up the queues without dying of a deadlock", async () => {
    for (let round = 0; round < 4; round++) {
      const schema = `pgboss_start_${process.pid}_${round}`;
      schemas.push(schema);
      // pg-boss's own schema creation is locked; start one first so both find it
      const first = await startProcess(schema);
      const second = await startProcess(schema);
      const results = await Promise.allSettled([
        setUpQueues(first, (first as unknown as { pool: pg.Pool }).pool, schema),
        setUpQueues(second, (second as unknown as { pool: pg.Pool }).pool, schema),
      ]);
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok"]);
      const queues = (await first.getQueues()).map((q: { name: string }) => q.name).sort();
      expect(queues).toEqual(Object.values(QUEUES).sort());
      await Promise.all([first.stop({ graceful: false, wait: true }), second.stop({ graceful: false, wait: true })]);
    }
  }, 60_000);
});
