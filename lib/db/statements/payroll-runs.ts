import "server-only";
/** Statements of month-end runs and their items. */
import { Prisma } from "@/lib/generated/prisma/client";
import type { AccessScope } from "@/lib/auth/scope";
import { PAYROLL_RUNS, PAYROLL_RUN_ITEMS } from "../columns";
import { insertWrite, updateWrite, type RowsWrite } from "../insert-rows";
import { selectList } from "../raw-columns";
import { contractScopeSql, employerScopeSql } from "../scope";
import { sqlOf, type Queryable } from "../sql";

const uuids = (ids: readonly string[]) => Prisma.sql`${[...ids]}::uuid[]`;

/** The id of a run of the same organization, period and scope still running, if any. */
export async function selectRunningRun(db: Queryable, input: { organizationId: string; period: string; scopeKey: string }): Promise<string | null> {
  const row = await sqlOf(db).one<{ id: string }>(
    Prisma.sql`SELECT id::text FROM payroll_runs WHERE organization_id = ${input.organizationId}::uuid AND period = ${input.period} AND scope_key = ${input.scopeKey} AND status = 'running' LIMIT 1`,
  );
  return row?.id ?? null;
}

/** How many of `ids` are employers (or contracts) in the caller's scope. */
export async function countInScope(db: Queryable, scope: AccessScope, kind: "employerIds" | "contractIds", ids: readonly string[]): Promise<number> {
  const statement =
    kind === "employerIds"
      ? Prisma.sql`SELECT count(*)::int AS n FROM employers e WHERE ${employerScopeSql(scope, "e")} AND e.id = ANY(${uuids(ids)})`
      : Prisma.sql`SELECT count(*)::int AS n FROM domestic_contracts c WHERE ${contractScopeSql(scope, "c")} AND c.id = ANY(${uuids(ids)})`;
  return (await sqlOf(db).one<{ n: number }>(statement))?.n ?? 0;
}

/**
 * The contracts in the caller's scope active between `start` and `end` (YYYY-MM-DD), of the
 * employers or contracts `only` when given, in the worklist's order (employer, worker).
 */
export async function selectActiveContractIds(
  db: Queryable,
  input: { scope: AccessScope; start: string; end: string; only: { kind: "employerIds" | "contractIds"; ids: readonly string[] } | null },
): Promise<string[]> {
  const only = !input.only
    ? Prisma.empty
    : input.only.kind === "employerIds"
      ? Prisma.sql` AND c.employer_id = ANY(${uuids(input.only.ids)})`
      : Prisma.sql` AND c.id = ANY(${uuids(input.only.ids)})`;
  const rows = await sqlOf(db).query<{ id: string }>(
    Prisma.sql`SELECT c.id::text FROM domestic_contracts c JOIN employers e ON e.id = c.employer_id
        WHERE ${contractScopeSql(input.scope, "c")} AND c.start_date <= ${input.end}::date AND (c.end_date IS NULL OR c.end_date >= ${input.start}::date)${only}
        ORDER BY e.sort_name, c.worker_last_name, c.worker_first_name, c.id`,
  );
  return rows.map((r) => r.id);
}

type RunFields = Omit<Prisma.PayrollRunUncheckedCreateInput, "createdAt" | "completedAt" | "cancelledAt" | "id"> & { id: string };

/** A new run (status running); answers when it was created. */
export async function insertRun(db: Queryable, run: RunFields): Promise<Date> {
  const keys = [
    "id",
    "organizationId",
    "period",
    "scopeKind",
    "scope",
    "scopeKey",
    "autoFillEmptyMonths",
    "status",
    "total",
    "actorType",
    "actorId",
    "requestId",
  ] as const;
  const write = insertWrite(PAYROLL_RUNS, keys, [run], selectList(PAYROLL_RUNS.name, { createdAt: PAYROLL_RUNS.columns.createdAt }))!;
  const row = await sqlOf(db).one<{ createdAt: string }>(write.statement);
  return new Date(row!.createdAt);
}

/** The pending items of a new run, one per contract, in order. */
export function runItemsWrite(items: readonly { id: string; runId: string; organizationId: string; contractId: string; position: number }[]): RowsWrite | null {
  return insertWrite(
    PAYROLL_RUN_ITEMS,
    ["id", "runId", "organizationId", "contractId", "position", "outcome"],
    items.map((i) => ({ ...i, outcome: "pending" })),
  );
}

/** Items not yet started become cancelled; SKIP LOCKED: an item being computed right now is left to its worker, which completes it. */
export async function cancelPendingItems(db: Queryable, runId: string): Promise<void> {
  await sqlOf(db).execute(
    Prisma.sql`UPDATE payroll_run_items SET outcome = 'cancelled', processed_at = now()
      WHERE id IN (SELECT id FROM payroll_run_items WHERE run_id = ${runId}::uuid AND outcome = 'pending' FOR UPDATE SKIP LOCKED)`,
  );
}

/** The batch's items of run `runId` still pending, locked, in position order (cancelled or finished items are left alone). */
export function lockPendingItems(db: Queryable, runId: string, itemIds: readonly string[]): Promise<{ id: string; contractId: string }[]> {
  return sqlOf(db).query(
    Prisma.sql`SELECT id::text, contract_id::text AS "contractId" FROM payroll_run_items
         WHERE id = ANY(${uuids(itemIds)}) AND run_id = ${runId}::uuid AND outcome = 'pending'
         ORDER BY position FOR UPDATE`,
  );
}

export interface ItemOutcome {
  id: string;
  outcome: string;
  payslipId: string | null;
  errors: unknown[];
  warnings: unknown[];
  reason: string | null;
}

/** The items' outcomes in one statement; only a pending item takes one (a retried job never overwrites a finished item). */
export async function recordItemOutcomes(db: Queryable, outcomes: readonly ItemOutcome[]): Promise<void> {
  const write = updateWrite(PAYROLL_RUN_ITEMS, ["outcome", "payslipId", "errors", "warnings", "reason"], outcomes, {
    set: Prisma.sql`processed_at = now(), attempts = t.attempts + 1`,
    where: Prisma.sql`t.outcome = 'pending'`,
  });
  if (write) await sqlOf(db).execute(write.statement);
}

/** Marks the run completed when no item is pending; true for the one caller that did. */
export async function completeRun(db: Queryable, runId: string): Promise<boolean> {
  const changed = await sqlOf(db).execute(
    Prisma.sql`UPDATE payroll_runs SET status = 'completed', completed_at = now()
      WHERE id = ${runId}::uuid AND status = 'running' AND NOT EXISTS (SELECT 1 FROM payroll_run_items WHERE run_id = ${runId}::uuid AND outcome = 'pending')`,
  );
  return changed > 0;
}

/** The run of `organizationId` with every column (typed back with fromRaw(…, PAYROLL_RUNS.columns)), locked when `lock`. */
export function selectRunRow(db: Queryable, runId: string, organizationId: string, lock = false): Promise<Record<string, unknown> | null> {
  return sqlOf(db).one(
    Prisma.sql`SELECT ${selectList("r", PAYROLL_RUNS.columns)} FROM payroll_runs r
      WHERE r.id = ${runId}::uuid AND r.organization_id = ${organizationId}::uuid${lock ? Prisma.sql` FOR UPDATE` : Prisma.empty}`,
  );
}

/** A run's items per outcome, one grouped statement. */
export function selectOutcomeCounts(db: Queryable, runId: string): Promise<{ outcome: string; n: number }[]> {
  return sqlOf(db).query(Prisma.sql`SELECT outcome, count(*)::int AS n FROM payroll_run_items WHERE run_id = ${runId}::uuid GROUP BY outcome`);
}

/** The finalize of a run starts (again): by whom, when; the items it acts on are those still without a finalize outcome. */
export async function startFinalize(
  db: Queryable,
  input: { runId: string; actorType: string; actorId: string | null; requestId: string | null },
): Promise<void> {
  await sqlOf(db).execute(
    Prisma.sql`UPDATE payroll_runs SET finalize_status = 'running', finalize_actor_type = ${input.actorType}::"ActorType",
        finalize_actor_id = ${input.actorId}::uuid, finalize_request_id = ${input.requestId}, finalize_requested_at = now(), finalize_completed_at = NULL
      WHERE id = ${input.runId}::uuid`,
  );
}

/** The items a finalize acts on: drafts the run wrote with no blocking issue (ok, warnings) and no finalize outcome yet, in order. */
export function selectFinalizableItems(db: Queryable, runId: string, itemIds?: readonly string[]): Promise<{ id: string; payslipId: string }[]> {
  return sqlOf(db).query(
    Prisma.sql`SELECT id::text, payslip_id::text AS "payslipId" FROM payroll_run_items
      WHERE run_id = ${runId}::uuid AND outcome IN ('ok', 'warnings') AND payslip_id IS NOT NULL AND finalize_outcome IS NULL${
        itemIds ? Prisma.sql` AND id = ANY(${uuids(itemIds)})` : Prisma.empty
      }
      ORDER BY position`,
  );
}

/** Items' finalize outcomes in one statement, each once (an item already recorded keeps its outcome). */
export async function recordFinalizeOutcomes(db: Queryable, outcomes: readonly { itemId: string; outcome: string }[]): Promise<void> {
  if (outcomes.length === 0) return;
  await sqlOf(db).execute(
    Prisma.sql`UPDATE payroll_run_items i SET finalize_outcome = o.outcome
      FROM unnest(${uuids(outcomes.map((o) => o.itemId))}, ${outcomes.map((o) => o.outcome)}::text[]) AS o(id, outcome)
      WHERE i.id = o.id AND i.finalize_outcome IS NULL`,
  );
}

/** Marks the run's finalize completed when no item is left to finalize; true for the one caller that did. */
export async function completeFinalize(db: Queryable, runId: string): Promise<boolean> {
  const changed = await sqlOf(db).execute(
    Prisma.sql`UPDATE payroll_runs SET finalize_status = 'completed', finalize_completed_at = now()
      WHERE id = ${runId}::uuid AND finalize_status = 'running' AND NOT EXISTS (
        SELECT 1 FROM payroll_run_items WHERE run_id = ${runId}::uuid AND outcome IN ('ok', 'warnings') AND payslip_id IS NOT NULL AND finalize_outcome IS NULL)`,
  );
  return changed > 0;
}

export interface FinalizeCounts {
  finalized: number;
  notDraft: number;
  deleted: number;
  /** items the finalize has still to act on */
  pending: number;
  /** payslips finalized whose PDF the workers have not stored yet */
  documentsPending: number;
}

/** Per run: the finalize outcomes of its items and its finalized payslips still without a stored PDF; one statement. */
export async function selectFinalizeCounts(db: Queryable, runIds: readonly string[]): Promise<Map<string, FinalizeCounts>> {
  const rows = await sqlOf(db).query<FinalizeCounts & { runId: string }>(
    Prisma.sql`SELECT i.run_id::text AS "runId",
        count(*) FILTER (WHERE i.finalize_outcome = 'finalized')::int AS finalized,
        count(*) FILTER (WHERE i.finalize_outcome = 'not_draft')::int AS "notDraft",
        count(*) FILTER (WHERE i.finalize_outcome = 'deleted')::int AS deleted,
        count(*) FILTER (WHERE i.finalize_outcome IS NULL AND i.outcome IN ('ok', 'warnings') AND i.payslip_id IS NOT NULL)::int AS pending,
        count(*) FILTER (WHERE i.finalize_outcome = 'finalized' AND NOT EXISTS (SELECT 1 FROM payslip_documents d WHERE d.payslip_id = i.payslip_id))::int AS "documentsPending"
      FROM payroll_run_items i WHERE i.run_id = ANY(${uuids(runIds)}) GROUP BY i.run_id`,
  );
  return new Map(rows.map(({ runId, ...counts }) => [runId, counts]));
}
