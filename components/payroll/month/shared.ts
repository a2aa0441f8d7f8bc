import type { MonthStatusRow } from "@/lib/client/payroll";
import type { PayrollRunItemView } from "@/lib/client/payroll-runs";

export const OUTCOME_TONE = { pending: "gray", ok: "green", warnings: "amber", blocked: "red", failed: "red", skipped: "gray", cancelled: "gray" } as const;

export const FILTERS = ["all", "not_run", "draft", "final", "outdated", "blocked", "warnings"] as const;
export type Filter = (typeof FILTERS)[number];

export type Issue = { code: string; message: string; params?: Record<string, string> };

/** Whether a row passes the worklist's filter and search (employer, worker, tax codes). */
export function matches(row: MonthStatusRow, outcome: PayrollRunItemView | undefined, filter: Filter, search: string): boolean {
  if (filter === "blocked" && outcome?.outcome !== "blocked" && outcome?.outcome !== "failed") return false;
  if (filter === "warnings" && outcome?.outcome !== "warnings") return false;
  if (filter !== "all" && filter !== "blocked" && filter !== "warnings" && row.status !== filter) return false;
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [row.employerName, row.workerName, row.workerFiscalCode ?? "", row.employerTaxId ?? ""].some((v) => v.toLowerCase().includes(q));
}
