import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Tx } from "./client";
import type { Sql } from "./sql";

/** The transaction a hook runs in: always as Sql, and as Prisma when it is Prisma's. */
export interface HookTransaction {
  sql: Sql;
  prisma: Tx | null;
}

/**
 * Work the caller of a service (the HTTP edge) asks to happen inside the service's write
 * transaction, so that it commits or rolls back with the operation: an If-Match check that must
 * hold when the write happens, an Idempotency-Key recorded with the answer it replays.
 */
export interface TransactionHooks {
  /** The first statements of the transaction (serialise writers of one resource, check a precondition). */
  atStart?: (tx: HookTransaction) => Promise<void>;
  /** The last statements before COMMIT, given what the service will answer. */
  beforeCommit?: (tx: HookTransaction, answer: unknown) => Promise<void>;
}

interface Slot {
  hooks: TransactionHooks | null;
  taken: boolean;
}

const requestSlot = new AsyncLocalStorage<Slot>();

/**
 * Runs `work` (one request's service call) with hooks for its write transaction. The first write
 * transaction the service opens takes them; `taken` says afterwards whether one did.
 */
export async function withTransactionHooks<T>(hooks: TransactionHooks, work: () => Promise<T>): Promise<{ result: T; taken: boolean }> {
  const slot: Slot = { hooks, taken: false };
  const result = await requestSlot.run(slot, work);
  return { result, taken: slot.taken };
}

/**
 * A service that opens several transactions for one operation (each step idempotent by itself)
 * runs the steps through this, so none of them takes the request's hooks; its last transaction does.
 */
export function withoutTransactionHooks<T>(work: () => Promise<T>): Promise<T> {
  return requestSlot.run({ hooks: null, taken: true }, work);
}

/** The hooks of the current request, once: the service's write transaction calls this as it opens. */
export function takeTransactionHooks(): TransactionHooks | null {
  const slot = requestSlot.getStore();
  if (!slot || slot.taken || !slot.hooks) return null;
  slot.taken = true;
  return slot.hooks;
}

/** Runs a transaction's work between the request's hooks (when it has taken them). */
export async function runHooked<T>(hooks: TransactionHooks | null, tx: HookTransaction, work: () => Promise<T>, answer?: (result: T) => unknown): Promise<T> {
  if (hooks?.atStart) await hooks.atStart(tx);
  const result = await work();
  if (hooks?.beforeCommit) await hooks.beforeCommit(tx, answer ? answer(result) : result);
  return result;
}
