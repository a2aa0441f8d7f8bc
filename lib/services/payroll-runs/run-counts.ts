import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { emptyCounts, type PayrollRunCounts } from "./serialize-payroll-run";

/** Items per outcome of some runs, with one grouped query. */
export async function runCounts(db: Db | Tx, runIds: string[]): Promise<Map<string, PayrollRunCounts>> {
  const out = new Map<string, PayrollRunCounts>(runIds.map((id) => [id, emptyCounts()]));
  if (runIds.length === 0) return out;
  const groups = await db.payrollRunItem.groupBy({ by: ["runId", "outcome"], where: { runId: { in: runIds } }, _count: { _all: true } });
  for (const g of groups) {
    const counts = out.get(g.runId);
    if (counts && g.outcome in counts) counts[g.outcome as keyof PayrollRunCounts] = g._count._all;
  }
  return out;
}
