import "server-only";
import type pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, getPool, lockWaitBudgetMs, type Db, type Tx } from "./client";
import { runHooked, takeTransactionHooks } from "./transaction-hooks";
import { forgetStalePlans, preparedQuery } from "./prepared-statements";

/**
 * Parameterised SQL on one connection: a pg client in a transaction of our own (the hot paths:
 * run-payroll measured a Prisma interactive transaction at about 250 µs per statement above pg's
 * own cost, issue 13; the month-end batch, issue 34), or a Prisma client or transaction through
 * $queryRawUnsafe (a caller that needs Prisma for other statements of the same transaction).
 *
 * Statements are `Prisma.Sql` fragments (`Prisma.sql\`…${value}…\``): values travel as parameters,
 * fragments nest and are numbered once, when the statement runs (`.text` and `.values` feed pg
 * unchanged). Statement builders live in lib/db/statements; services hold no SQL text.
 *
 * Statements written for it return only the types both drivers give alike: text, int4, boolean,
 * uuid and json(b). Numerics, dates and timestamps are selected as text (lib/db/columns.ts)
 * and typed in JavaScript; Prisma's raw queries would otherwise answer a numeric as a float.
 */
export class Sql {
  private constructor(
    private readonly run: <R>(text: string, values: readonly unknown[]) => Promise<R[]>,
    private readonly exec: (text: string, values: readonly unknown[]) => Promise<number>,
    /** the pg connection, when there is one (pg-boss inserts its jobs on it) */
    readonly pgTarget: pg.ClientBase | pg.Pool | null,
  ) {}

  /** The rows of one statement. (Text with values: only the HTTP edge's few statements still pass it.) */
  query<R = Record<string, unknown>>(statement: Prisma.Sql): Promise<R[]>;
  query<R = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<R[]>;
  query<R = Record<string, unknown>>(statement: Prisma.Sql | string, values: readonly unknown[] = []): Promise<R[]> {
    return typeof statement === "string" ? this.run<R>(statement, values) : this.run<R>(statement.text, statement.values);
  }

  /** One statement whose rows are not wanted (INSERT, UPDATE, DELETE, SET): answers how many rows it changed. */
  execute(statement: Prisma.Sql): Promise<number>;
  execute(text: string, values?: readonly unknown[]): Promise<number>;
  execute(statement: Prisma.Sql | string, values: readonly unknown[] = []): Promise<number> {
    return typeof statement === "string" ? this.exec(statement, values) : this.exec(statement.text, statement.values);
  }

  /** The first row of a statement, or null. */
  async one<R = Record<string, unknown>>(statement: Prisma.Sql): Promise<R | null> {
    return (await this.query<R>(statement))[0] ?? null;
  }

  /** On a pg client (one connection, a transaction's) or the pool (each statement on any free connection). */
  static ofPg(target: pg.ClientBase | pg.Pool): Sql {
    // named prepared statements (lib/db/prepared-statements.ts); a plan gone stale under a changed
    // table is prepared again: at once on the pool, on the next transaction inside one (it is aborted)
    const run = async (text: string, values: readonly unknown[]): Promise<pg.QueryResult> => {
      try {
        return await target.query(preparedQuery(text, values));
      } catch (error) {
        if (forgetStalePlans(error) && isPool(target)) return target.query(preparedQuery(text, values));
        throw error;
      }
    };
    return new Sql(
      async <R>(text: string, values: readonly unknown[]) => (await run(text, values)).rows as R[],
      async (text, values) => (await run(text, values)).rowCount ?? 0,
      target,
    );
  }

  static ofPrisma(db: Db | Tx): Sql {
    return new Sql(
      <R>(text: string, values: readonly unknown[]) => db.$queryRawUnsafe<R[]>(text, ...values),
      (text, values) => db.$executeRawUnsafe(text, ...values),
      null,
    );
  }
}

function isPool(target: pg.ClientBase | pg.Pool): target is pg.Pool {
  return "totalCount" in target;
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
 * transactions locking overlapping sets cannot deadlock (lib/db/advisory-locks.ts). `keysArray` is
 * a text[] expression (a parameter, or literals where no parameter may go).
 */
export function lockInOrderSql(keysArray: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT count(pg_advisory_xact_lock(k))::int AS n FROM (SELECT DISTINCT hashtext(x) AS k FROM unnest(${keysArray}::text[]) AS x ORDER BY 1) AS ordered`;
}

/** How long one statement of a transaction may run before Postgres cancels it (Prisma's interactive transactions had a 30 s limit). */
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * A transaction on a pg connection of the app's pool: BEGIN, the lock wait budget (a lock waited
 * for longer fails with 55P03, answered 409; `lockWaitMs: null` waits as long as the statement
 * timeout) and the advisory locks of `lockKeys` in one round trip, the request's hooks
 * (lib/db/transaction-hooks.ts) first and last, COMMIT on success, ROLLBACK on any error (a
 * connection that cannot even roll back is destroyed, not returned to the pool). Nothing inside
 * may use Prisma: on the embedded database the pool has one connection, and this transaction
 * holds it. `answer` maps the result to what the service answers, when that is not the result.
 */
export async function inTransaction<T>(
  work: (sql: Sql) => Promise<T>,
  options: {
    lockWaitMs?: number | null;
    lockKeys?: readonly string[];
    answer?: (result: T) => unknown;
    /** a connection of the caller's own (an installation command's), kept open after */
    on?: pg.ClientBase;
  } = {},
): Promise<T> {
  const hooks = takeTransactionHooks();
  const client = options.on ?? (await connectClient());
  let broken: unknown = undefined;
  try {
    await client.query(beginText(client, options));
    const sql = Sql.ofPg(client);
    const result = await runHooked(hooks, { sql, prisma: null }, () => work(sql), options.answer);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: unknown) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    if (!options.on) releaseClient(client as pg.PoolClient, broken);
  }
}

/** BEGIN with its settings and locks as one statement list (one round trip; a list takes no parameters, so the keys travel as literals escaped by the driver). */
function beginText(client: pg.ClientBase, options: { lockWaitMs?: number | null; lockKeys?: readonly string[] }): string {
  const parts = ["BEGIN"];
  if (options.lockWaitMs !== null) parts.push(`SET LOCAL lock_timeout = '${Math.round(options.lockWaitMs ?? lockWaitBudgetMs())}ms'`);
  parts.push(`SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT_MS}ms'`);
  if (options.lockKeys?.length) parts.push(lockInOrderSql(Prisma.raw(`ARRAY[${options.lockKeys.map((k) => client.escapeLiteral(k)).join(", ")}]`)).text);
  return parts.join("; ");
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
