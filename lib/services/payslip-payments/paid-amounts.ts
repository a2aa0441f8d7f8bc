import "server-only";
import type { Db, Tx } from "@/lib/db/client";

/** The amounts of the payments recorded on each payslip (ids already in the caller's scope). */
export async function paidAmountsOf(db: Db | Tx, payslipIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (payslipIds.length === 0) return out;
  const rows = await db.payslipPayment.findMany({ where: { payslipId: { in: [...payslipIds] } }, select: { payslipId: true, amount: true } });
  for (const r of rows) out.set(r.payslipId, [...(out.get(r.payslipId) ?? []), r.amount.toFixed(2)]);
  return out;
}
