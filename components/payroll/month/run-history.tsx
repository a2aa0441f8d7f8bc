"use client";
import { useT } from "@/lib/i18n/client";

/** The month's earlier runs: picking one shows its outcomes on the rows. */
export function RunHistory({
  runs,
  activeId,
  onPick,
}: {
  runs: { id: string; status: string; total: number; createdAt: string; counts: Record<string, number> }[];
  activeId: string | null;
  onPick: (id: string) => void;
}) {
  const w = useT().worklist;
  return (
    <section className="mt-8" aria-label={w.history} data-testid="run-history">
      <h2 className="mb-2 text-base font-semibold text-slate-800">{w.history}</h2>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-500">{w.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {runs.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                onClick={() => onPick(r.id)}
                className={`flex w-full items-center justify-between px-4 py-2 text-left text-sm ${r.id === activeId ? "bg-slate-50 font-medium" : ""}`}
                data-testid="run-history-row"
              >
                <span>{w.historyRow(new Date(r.createdAt).toLocaleString(), r.total)}</span>
                <span className="text-xs text-slate-500">
                  {r.status === "running" ? w.running : r.status === "completed" ? w.completed : w.cancelled} · {w.outcomes.ok}{" "}
                  {(r.counts.ok ?? 0) + (r.counts.warnings ?? 0)} · {w.outcomes.blocked} {r.counts.blocked ?? 0}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
