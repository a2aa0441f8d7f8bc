"use client";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/misc";
import type { PayrollRunDetail } from "@/lib/client/payroll-runs";
import { useT } from "@/lib/i18n/client";
import { OUTCOME_TONE } from "./shared";

/** The live run: its outcome counts so far, a progress bar, and Cancel while it runs. */
export function RunProgress({ run, onCancel }: { run: PayrollRunDetail; onCancel: () => void }) {
  const w = useT().worklist;
  const pct = run.total === 0 ? 100 : Math.round((run.processed / run.total) * 100);
  const c = run.counts;
  return (
    <div className="mb-4 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid="run-progress" data-status={run.status}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800" role="status">
          {run.status === "running" ? w.running : run.status === "completed" ? w.completed : w.cancelled} · {w.progress(run.processed, run.total)}
        </span>
        <span className="flex flex-wrap gap-2 text-xs" data-testid="run-counts">
          {(["ok", "warnings", "blocked", "failed", "skipped", "cancelled"] as const).map((o) =>
            c[o] > 0 ? (
              <Badge key={o} tone={OUTCOME_TONE[o]}>
                {w.outcomes[o]}: {c[o]}
              </Badge>
            ) : null,
          )}
        </span>
        {run.status === "running" && (
          <Button size="sm" variant="ghost" onClick={onCancel} data-testid="run-cancel">
            {w.cancel}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={w.progressLabel}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.processed}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
