"use client";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n/client";
import { EVENT_TYPES } from "@/lib/payroll";
import type { AutoFillResult } from "@/lib/client/work-events";
import { formatDayShort } from "./format";

/** What "Compila mese" created and what it skipped, and why. */
export function AutoFillResultDialog({ result, onClose }: { result: AutoFillResult | null; onClose: () => void }) {
  const t = useT();
  const w = t.workEvents;
  const counts = EVENT_TYPES.map((type) => ({ type, n: result?.created.filter((e) => e.type === type).length ?? 0 })).filter((c) => c.n > 0);
  return (
    <Dialog open={result !== null} onClose={onClose} title={w.autoFill.resultTitle} footer={<Button onClick={onClose}>{t.common.actions.close}</Button>}>
      {result && (
        <div className="space-y-3" data-testid="auto-fill-result">
          <div>
            <p className="font-medium">{w.autoFill.created(result.created.length)}</p>
            {counts.length > 0 && (
              <ul className="mt-1 list-inside list-disc">
                {counts.map((c) => (
                  <li key={c.type}>
                    {w.types[c.type]}: {c.n}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {result.skipped.length > 0 && (
            <div>
              <p className="font-medium">{w.autoFill.skipped(result.skipped.length)}</p>
              <ul className="mt-1 max-h-48 list-inside list-disc overflow-y-auto">
                {result.skipped.map((s) => (
                  <li key={s.date}>
                    {formatDayShort(s.date, t)}: {w.autoFill.reasons[s.reason]}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
