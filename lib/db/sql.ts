import "server-only";
import type pg from "pg";
import { getDb, getPool, lockWaitBudgetMs, type Db, type Tx } from "./client";
import { runHooked, takeTransactionHooks } from "./transaction-hooks";

/**
 * Parameterised SQL on one connection: a pg client in a transaction of our own (the hot paths:
 * run-payroll measured a Prisma interactive transaction at about 250 µs per statement above pg's
 * own cost, issue 13), or a Prisma client or transaction through $queryRawUnsafe (a caller that
 * needs Prisma for other statements of the same transaction, such as the month-end batch).
 *
 * Statements written for it return only the types both drivers give alike: text, int4, boolean,
 * uuid and json(b). Numerics, dates and timestamps are selected as text (lib/db/raw-columns.ts)
 * and typed in JavaScript; Prisma's raw queries would otherwise answer a numeric as a float.
 */
export class Sql {
  private constructor(
    private readonly run: <R>(text: string, values: readonly unknown[]) => Promise<R[]>,
    private readonly exec: (text: string, values: readonly unknown[]) => Promise<unknown>,
  ) {}

  /** The rows of one statement. */
  query<R = Record<string, unknown>>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    return this.run<R>(text, values);
  }

  /** One statement whose rows are not wanted (INSERT, UPDATE, DELETE, SET). */
  async execute(text: string, values: readonly unknown[] = []): Promise<void> {
    await this.exec(text, values);
  }

  /** On a pg client (one connection, a transaction's) or the pool (each statement on any free connection). */
  static ofPg(target: pg.PoolClient | pg.Pool): Sql {
    return new Sql(
      async <R>(text: string, values: readonly unknown[]) => (await target.query(text, values as unknown[])).rows as R[],
      (text, values) => target.query(text, values as unknown[]),
    );
  }

  static ofPrisma(db: Db | Tx): Sql {
    return new Sql(
      <R>(text: string, values: readonly unknown[]) => db.$queryRawUnsafe<R[]>(text, ...values),
      (text, values) => db.$executeRawUnsafe(text, ...values),
    );
  }
}

/** Where a statement runs: a Prisma client or transaction, or an Sql connection. */
export type Queryable = Db | Tx | Sql;

/** Single statements outside any transaction, each on a connection of the app's pool. */
export function pooledSql(): Sql {
  // not kept: the pool is replaced when the database is reconnected (lib/db/client.ts)
  return Sql.ofPg(getPool());
}

export function sqlOf(db: Queryable): Sql {
  return db instanceof Sql ? db : Sql.ofPrisma(db);
}

/**
 * Advisory transaction locks on many keys, taken in ascending order of their hashes so two
 * transactions locking overlapping sets cannot deadlock (lib/db/advisory-locks.ts).
 */
export function lockInOrderText(keysArray: string): string {
  return `SELECT count(pg_advisory_xact_lock(k))::int AS n FROM (SELECT DISTINCT hashtext(x) AS k FROM unnest(${keysArray}::text[]) AS x ORDER BY 1) AS ordered`;
}

/** How long one statement of a transaction may run before Postgres cancels it (Prisma's interactive transactions had a 30 s limit). */
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * A transaction on a pg connection of the app's pool: BEGIN, the lock wait budget (a lock waited
 * for longer fails with 55P03, answered 409) and the advisory locks of `lockKeys` in one round
 * trip, COMMIT on success, ROLLBACK on any error (a connection that cannot even roll back is
 * destroyed, not returned to the pool). Nothing inside may use Prisma: on the embedded database
 * the pool has one connection, and this transaction holds it.
 */
export async function inTransaction<T>(work: (sql: Sql) => Promise<T>, options: { lockWaitMs?: number; lockKeys?: readonly string[] } = {}): Promise<T> {
  const hooks = takeTransactionHooks();
  const lockWait = Math.round(options.lockWaitMs ?? lockWaitBudgetMs());
  const client = await connectClient();
  let broken: unknown = undefined;
  try {
    // one round trip: the keys travel as literals (escaped by the driver), since a statement list takes no parameters
    const locks = options.lockKeys?.length ? `; ${lockInOrderText(`ARRAY[${options.lockKeys.map((k) => client.escapeLiteral(k)).join(", ")}]`)}` : "";
    await client.query(`BEGIN; SET LOCAL lock_timeout = '${lockWait}ms'; SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT_MS}ms'${locks}`);
    const sql = Sql.ofPg(client);
    const result = await runHooked(hooks, { sql, prisma: null }, () => work(sql));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: unknown) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    releaseClient(client, broken);
  }
}

function ignoreClientError() {
  // a connection killed between two statements: the next statement fails and says so
}

/**
 * A pool connection for a transaction of our own. While it is checked out the pool does not
 * listen to its errors: a connection terminated between two statements would otherwise be an
 * uncaught 'error' event that ends the process.
 */
export async function connectClient(): Promise<pg.PoolClient> {
  const client = await getPool().connect();
  client.on("error", ignoreClientError);
  return client;
}

/** Back to the pool, or destroyed when `broken` (it could not even roll back). */
export function releaseClient(client: pg.PoolClient, broken?: unknown): void {
  client.removeListener("error", ignoreClientError);
  client.release(broken instanceof Error ? broken : undefined);
}

/**
 * A service's write transaction on Prisma (an interactive transaction), with the request's hooks
 * (lib/db/transaction-hooks.ts) first and last inside it: what the HTTP edge must commit with the
 * operation (an Idempotency-Key's answer, an If-Match check). `answer` maps the transaction's
 * result to what the service returns, when that is not the result itself.
 */
export function writeTransaction<T>(
  work: (tx: Tx) => Promise<T>,
  options: { timeout?: number; maxWait?: number; answer?: (result: T) => unknown } = {},
): Promise<T> {
  const hooks = takeTransactionHooks();
  const { answer, ...transactionOptions } = options;
  return getDb().$transaction((tx) => runHooked(hooks, { sql: Sql.ofPrisma(tx), prisma: tx }, () => work(tx), answer), transactionOptions);
}
