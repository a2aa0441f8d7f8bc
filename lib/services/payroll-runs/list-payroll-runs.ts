import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { payrollRunWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { selectFinalizeCounts } from "@/lib/db/statements/payroll-runs";
import { runCounts } from "./run-counts";
import { PAYROLL_RUN_SELECT, serializePayrollRun, type PayrollRunView } from "./serialize-payroll-run";

/** GET /v1/payroll-runs?period=: the organization's runs, newest first (at most 100). */
export async function listPayrollRuns(ctx: ServiceContext, query: { period?: string }): Promise<{ data: PayrollRunView[] }> {
  const db = getDb();
  const runs = await db.payrollRun.findMany({
    where: { ...payrollRunWhere(ctx.scope), ...(query.period ? { period: query.period } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: PAYROLL_RUN_SELECT,
  });
  const counts = await runCounts(
    db,
    runs.map((r) => r.id),
  );
  const finalizing = runs.filter((r) => r.finalizeStatus).map((r) => r.id);
  const finalizeCounts = finalizing.length ? await selectFinalizeCounts(db, finalizing) : new Map();
  return { data: runs.map((r) => serializePayrollRun(r, counts.get(r.id)!, finalizeCounts.get(r.id))) };
}
