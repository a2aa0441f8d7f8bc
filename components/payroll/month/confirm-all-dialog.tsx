"use client";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Badge } from "@/components/ui/misc";
import type { PayrollRunDetail } from "@/lib/client/payroll-runs";
import { useI18n } from "@/lib/i18n/client";
import { issueText } from "../issue-text";
import { OUTCOME_TONE, type Issue } from "./shared";
import { flaggedVarianceRows, VarianceList } from "./variance-panel";
import type { MonthVarianceResponse } from "@/lib/client/corrections";

/** "Conferma tutti" asks first: how many become final, how many carry warnings, how many stay blocked, and which to look at. */
export function ConfirmAllDialog({
  open,
  run,
  variance,
  loading,
  onClose,
  onConfirm,
}: {
  open: boolean;
  run: PayrollRunDetail;
  /** the month against the one before (docs/corrections.md), shown before confirming */
  variance?: MonthVarianceResponse;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t, locale } = useI18n();
  const d = t.worklist.confirmDialog;
  const pending = run.items.data.filter((i) => (i.outcome === "ok" || i.outcome === "warnings") && i.finalizeOutcome === null);
  const withWarnings = pending.filter((i) => i.outcome === "warnings");
  const blocked = run.items.data.filter((i) => i.outcome === "blocked" || i.outcome === "failed");
  const flagged = [...withWarnings, ...blocked];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={d.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="confirm-all-cancel">
            {d.cancel}
          </Button>
          <Button loading={loading} disabled={pending.length === 0} onClick={onConfirm} data-testid="confirm-all-confirm">
            {d.confirm(pending.length)}
          </Button>
        </>
      }
    >
      <div data-testid="confirm-all-dialog">
        <p>{pending.length === 0 ? d.nothing : d.intro}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ["toFinalize", pending.length],
              ["withWarnings", withWarnings.length],
              ["blocked", blocked.length],
            ] as const
          ).map(([key, n]) => (
            <div key={key} className="rounded-md bg-slate-50 px-2 py-2 ring-1 ring-slate-200" data-testid={`confirm-count-${key}`}>
              <dt className="text-xs text-slate-600">{d[key]}</dt>
              <dd className="text-xl font-semibold text-slate-900">{n}</dd>
            </div>
          ))}
        </dl>
        {variance && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-800">{t.corrections.variance.title}</h3>
            <VarianceList rows={flaggedVarianceRows(variance)} testId="confirm-variance" />
          </>
        )}
        {flagged.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-800">{d.flagged}</h3>
            <ul className="mt-1 max-h-64 space-y-2 overflow-y-auto pr-1" data-testid="confirm-flagged">
              {flagged.map((i) => (
                <li key={i.id} data-testid="confirm-flagged-row" data-outcome={i.outcome}>
                  <span className="font-medium">{i.workerName}</span> <span className="text-slate-600">· {i.employerName}</span>{" "}
                  <Badge tone={OUTCOME_TONE[i.outcome]}>{t.worklist.outcomes[i.outcome]}</Badge>
                  <ul className="mt-0.5 list-disc pl-5 text-xs text-slate-700">
                    {(i.outcome === "warnings" ? i.warnings : i.errors).map((e, k) => (
                      <li key={k} data-code={e.code}>
                        {issueText(e as Issue, t, locale)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
