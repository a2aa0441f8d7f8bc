import "server-only";
import { createHash } from "node:crypto";
import { assertOrganization, type Principal } from "@/lib/auth/principal";
import { AppError, notFound } from "@/lib/errors";
import { hasRatesForYear } from "@/lib/payroll";
import { periodBounds } from "@/lib/payroll";
import { getBoss, QUEUES, sqlExecutor } from "@/lib/queue/boss";
import type { CreatePayrollRunBody } from "@/lib/validation/payroll-run";
import { connectClient, releaseClient, Sql } from "@/lib/db/sql";
import { takeTransactionHooks } from "@/lib/db/transaction-hooks";
import { toPage } from "@/lib/validation/pagination";
import { emptyCounts, serializePayrollRun, type PayrollRunView } from "./serialize-payroll-run";

/** Items per queue job: one job computes this many payslips, each in its own transaction. */
export const PAYROLL_BATCH_SIZE = 25;

function scopeOf(body: CreatePayrollRunBody): { kind: "all" | "employerIds" | "contractIds"; ids: string[] } {
  if (body.scope === "all") return { kind: "all", ids: [] };
  if ("employerIds" in body.scope) return { kind: "employerIds", ids: [...new Set(body.scope.employerIds)].sort() };
  return { kind: "contractIds", ids: [...new Set(body.scope.contractIds)].sort() };
}

/**
 * POST /v1/payroll-runs → 202. In one transaction: refuses a second running run of the same
 * scope and period (advisory lock per organization and period, then a look-up), resolves the
 * scope to contracts (another organization's ids answer 404 like unknown ones), inserts the run,
 * its items and the audit entry, and enqueues the batch jobs on the same connection, so either
 * all of it exists or none of it does.
 */
export async function createPayrollRun(principal: Principal, body: CreatePayrollRunBody, requestId?: string): Promise<PayrollRunView> {
  if (body.organizationId) assertOrganization(principal, body.organizationId);
  const year = Number(body.period.slice(0, 4));
  if (!hasRatesForYear(year)) throw new AppError("rates_missing_for_year", `There are no INPS/CCNL rate tables for ${year}`);
  const scope = scopeOf(body);
  const scopeKey = createHash("sha256")
    .update(`${scope.kind}:${scope.ids.join(",")}`)
    .digest("hex");
  const { start, end } = periodBounds(body.period);
  const org = principal.organizationId;
  const boss = await getBoss();
  const hooks = takeTransactionHooks();
  const client = await connectClient();
  let broken: unknown = undefined;
  try {
    await client.query("BEGIN");
    const sql = Sql.ofPg(client);
    if (hooks?.atStart) await hooks.atStart({ sql, prisma: null });
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`payroll-run:${org}:${body.period}`]);
    const running = await client.query<{ id: string }>(
      "SELECT id FROM payroll_runs WHERE organization_id = $1 AND period = $2 AND scope_key = $3 AND status = 'running' LIMIT 1",
      [org, body.period, scopeKey],
    );
    if (running.rows[0]) {
      throw new AppError("payroll_run_already_running", "A run of the same scope and period is still running", { extra: { runId: running.rows[0].id } });
    }
    if (scope.kind !== "all") {
      const table = scope.kind === "employerIds" ? "employers" : "domestic_contracts";
      const found = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE organization_id = $1 AND id = ANY($2::uuid[])`, [
        org,
        scope.ids,
      ]);
      if (found.rows[0]!.n !== scope.ids.length) throw notFound(scope.kind === "employerIds" ? "Employer" : "Contract");
    }
    // Contracts active in the period, in the worklist's order (employer, worker).
    const filter = scope.kind === "all" ? "" : scope.kind === "employerIds" ? "AND c.employer_id = ANY($4::uuid[])" : "AND c.id = ANY($4::uuid[])";
    const params: unknown[] = [org, start, end];
    if (scope.kind !== "all") params.push(scope.ids);
    const contracts = await client.query<{ id: string }>(
      `SELECT c.id FROM domestic_contracts c JOIN employers e ON e.id = c.employer_id
        WHERE c.organization_id = $1 AND c.start_date <= $3::date AND (c.end_date IS NULL OR c.end_date >= $2::date) ${filter}
        ORDER BY e.sort_name, c.worker_last_name, c.worker_first_name, c.id`,
      params,
    );
    if (contracts.rows.length === 0) {
      throw new AppError("payroll_run_empty_scope", `No contract of the scope is active in ${body.period}`, {
        errors: [{ path: "/scope", message: "No contract of the scope is active in the period", code: "empty_scope" }],
      });
    }
    const actorType = principal.kind;
    const inserted = await client.query<{ id: string; created_at: Date }>(
      `INSERT INTO payroll_runs (organization_id, period, scope_kind, scope, scope_key, auto_fill_empty_months, status, total, actor_type, actor_id, request_id)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, 'running', $7, $8::"ActorType", $9, $10) RETURNING id, created_at`,
      [
        org,
        body.period,
        scope.kind,
        JSON.stringify(body.scope),
        scopeKey,
        body.autoFillEmptyMonths,
        contracts.rows.length,
        actorType,
        principal.actorId,
        requestId ?? null,
      ],
    );
    const runId = inserted.rows[0]!.id;
    const itemIds = await client.query<{ id: string }>(
      `INSERT INTO payroll_run_items (run_id, organization_id, contract_id, position, outcome)
       SELECT $1, $2, c, p::int - 1, 'pending' FROM unnest($3::uuid[]) WITH ORDINALITY AS t(c, p) ORDER BY p RETURNING id`,
      [runId, org, contracts.rows.map((c) => c.id)],
    );
    await client.query(
      `INSERT INTO audit_log (organization_id, actor_type, actor_id, action, entity_type, entity_id, after, request_id)
       VALUES ($1, $2::"ActorType", $3, 'payroll_run.create', 'payroll_run', $4, $5::jsonb, $6)`,
      [org, actorType, principal.actorId, runId, JSON.stringify({ period: body.period, scope: body.scope, total: contracts.rows.length }), requestId ?? null],
    );
    const ids = itemIds.rows.map((r) => r.id);
    const jobs = [];
    for (let i = 0; i < ids.length; i += PAYROLL_BATCH_SIZE)
      jobs.push({ name: QUEUES.payrollBatch, data: { runId, itemIds: ids.slice(i, i + PAYROLL_BATCH_SIZE) } });
    await boss.insert(jobs, { db: sqlExecutor(client) });
    // the answer is the run as created (nothing processed yet), the same whenever it is replayed
    const total = contracts.rows.length;
    const run = {
      ...serializePayrollRun(
        {
          id: runId,
          organizationId: org,
          period: body.period,
          scopeKind: scope.kind,
          scope: body.scope,
          autoFillEmptyMonths: body.autoFillEmptyMonths,
          status: "running",
          total,
          createdAt: inserted.rows[0]!.created_at,
          completedAt: null,
          cancelledAt: null,
        },
        { ...emptyCounts(), pending: total },
      ),
      items: toPage([], total, 1, 1),
    };
    if (hooks?.beforeCommit) await hooks.beforeCommit({ sql, prisma: null }, run);
    await client.query("COMMIT");
    return run;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: unknown) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    releaseClient(client, broken);
  }
}
