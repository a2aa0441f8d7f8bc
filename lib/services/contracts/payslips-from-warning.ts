import "server-only";
import { toDbDate } from "@/lib/db/serialize";
import type { Tx } from "@/lib/db/client";
import type { ContractWarning } from "./terms-data";

/** A warning when payslips covering days from `date` exist: they were computed with the old terms or balances. */
export async function payslipsFromWarning(tx: Tx, contractId: string, date: string, what: "terms" | "opening balances" = "terms"): Promise<ContractWarning[]> {
  const affected = await tx.payslip.findMany({
    where: { contractId, endDate: { gte: toDbDate(date) } },
    orderBy: { period: "asc" },
    select: { period: true, status: true },
  });
  if (affected.length === 0) return [];
  const periods = [...new Set(affected.map((p) => p.period))].join(", ");
  return [
    {
      code: what === "terms" ? "payslips_computed_with_previous_terms" : "payslips_computed_with_previous_balances",
      message: `Payslips already computed for ${periods} used the previous ${what}: delete and re-run the drafts; final payslips stay as they are`,
    },
  ];
}
