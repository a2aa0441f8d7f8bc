"use client";
import type { ContractMonthView } from "@/lib/client/months";
import { formatTimestamp } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";

/** Who moved the month and when, oldest first, with the notes. */
export function MonthHistory({ history }: { history: ContractMonthView["history"] }) {
  const { t, locale } = useI18n();
  const r = t.months.review;
  if (history.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="month-history">
      <h2 id="month-history" className="text-base font-semibold text-slate-900">
        {r.history}
      </h2>
      <ol className="mt-2 space-y-1 text-sm text-slate-700" data-testid="month-history">
        {history.map((h, i) => (
          <li key={i} data-action={h.action}>
            <span className="font-medium">{r.actions[h.action]}</span> · {formatTimestamp(h.at, locale)} · {h.actor.name ?? r.unknownActor}
            {h.actor.household && ` (${r.household})`}
            {h.note && <span className="block pl-4 text-slate-600">“{h.note}”</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
