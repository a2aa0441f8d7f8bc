"use client";
import { Badge } from "@/components/ui/misc";
import type { MonthVarianceResponse, MonthVarianceRow } from "@/lib/client/corrections";
import { useT } from "@/lib/i18n/client";
import { useFormat } from "../use-format";

/** The rows worth a look: any flag but "not run" (the worklist already says which are not run). */
export const flaggedVarianceRows = (v: MonthVarianceResponse | undefined): MonthVarianceRow[] =>
  (v?.data ?? []).filter((r) => r.flags.some((f) => f !== "not_run"));

/** Each flagged contract: its flags and its net, cost and hours against last month (docs/corrections.md). */
export function VarianceList({ rows, testId = "variance-list" }: { rows: MonthVarianceRow[]; testId?: string }) {
  const t = useT();
  const v = t.corrections.variance;
  const f = useFormat();
  const change = (c: MonthVarianceRow["net"], money: boolean) =>
    c.difference === null
      ? f.money(c.current)
      : `${money ? f.money(c.previous) : f.qty2(c.previous)} → ${money ? f.money(c.current) : f.qty2(c.current)}${c.percent ? ` (${Number(c.percent) > 0 ? "+" : ""}${c.percent}%)` : ""}`;
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid={`${testId}-none`}>
        {v.none}
      </p>
    );
  // a long list scrolls in its own box: the box takes the keyboard's focus so it scrolls with the arrows too
  return (
    <div role="region" aria-label={v.title} tabIndex={0} className="max-h-64 overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-brand-600">
      <ul className="space-y-2" data-testid={testId}>
        {rows.map((r) => (
          <li key={r.domesticContractId} className="text-sm" data-testid="variance-row" data-flags={r.flags.join(" ")}>
            <span className="font-medium">{r.workerName}</span> <span className="text-slate-600">· {r.employerName}</span>{" "}
            {r.flags
              .filter((x) => x !== "not_run")
              .map((x) => (
                <Badge key={x} tone={x === "net_change" || x === "cost_change" ? "amber" : "gray"}>
                  {v.flags[x]}
                </Badge>
              ))}
            <div className="text-xs text-slate-700">
              {v.net}: {change(r.net, true)} · {v.cost}: {change(r.cost, true)} · {v.hours}: {change(r.hours, false)}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The worklist's panel: the month against the one before, before confirming. */
export function VariancePanel({ variance }: { variance: MonthVarianceResponse | undefined }) {
  const t = useT();
  const v = t.corrections.variance;
  if (!variance) return null;
  const rows = flaggedVarianceRows(variance);
  return (
    <details className="mb-4 rounded-md bg-white p-3 ring-1 ring-slate-200" open={rows.length > 0} data-testid="variance-panel">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        {v.title} · {v.flagged(rows.length)}
      </summary>
      <p className="mt-1 mb-2 text-xs text-slate-600">{v.intro}</p>
      <VarianceList rows={rows} />
    </details>
  );
}
