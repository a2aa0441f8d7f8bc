import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * One PrismaClient per process over @prisma/adapter-pg. Whether DATABASE_URL points at a real
 * Postgres or at the embedded PGlite socket server (scripts/start.ts) is invisible from here.
 */
function createClient(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides the embedded database");
  }
  const max = Number.parseInt(process.env.DATABASE_POOL_MAX ?? "10", 10);
  // One pool per process, shared with the job queue (lib/queue): on the embedded database (one
  // session at a time) the queue's statements wait for the same single connection.
  // A connection is replaced after an hour: the plans a session keeps (its triggers' and functions'
  // statements, planned once) were made on the tables as they were then, and where nothing analyses
  // them (autovacuum off) a plan made on a nearly empty table stayed for the process's life.
  globalForPrisma.__pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000, maxLifetimeSeconds: 3_600 });
  globalForPrisma.__pool.on("error", () => undefined);
  // The pool listens for a connection's errors only while it sits idle; one checked out (by Prisma,
  // between two statements of a transaction) that the server ends — a restart, a failover,
  // pg_terminate_backend — would otherwise emit an unhandled 'error' and bring the process down.
  // Its statement in flight fails anyway, and the pool drops the connection when it comes back.
  globalForPrisma.__pool.on("connect", (client) => client.on("error", () => undefined));
  const adapter = new PrismaPg(globalForPrisma.__pool);
  return new PrismaClient({ adapter });
}

// one client per process, kept across hot reloads in development
const globalForPrisma = globalThis as typeof globalThis & { __prisma?: PrismaClient; __pool?: pg.Pool };

/** The process's pg pool (the one Prisma uses). */
export function getPool(): pg.Pool {
  getDb();
  return globalForPrisma.__pool as pg.Pool;
}

export function getDb(): PrismaClient {
  globalForPrisma.__prisma ??= createClient();
  return globalForPrisma.__prisma;
}

export async function disconnectDb(): Promise<void> {
  if (globalForPrisma.__prisma) {
    await globalForPrisma.__prisma.$disconnect();
    globalForPrisma.__prisma = undefined;
    const pool = globalForPrisma.__pool;
    globalForPrisma.__pool = undefined;
    await pool?.end().catch(() => undefined);
  }
}

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * The longest a transaction waits for a row or advisory lock before giving up with 55P03
 * (answered 409 conflict by lib/db/errors.ts): concurrent runs of one contract fail fast instead
 * of holding pool connections while they queue (PAYROLL_LOCK_WAIT_MS, default 2000).
 */
export function lockWaitBudgetMs(): number {
  const configured = Number.parseInt(process.env.PAYROLL_LOCK_WAIT_MS ?? "", 10);
  return Number.isFinite(configured) && configured > 0 ? configured : 2_000;
}
