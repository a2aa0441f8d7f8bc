"use client";
import { cn } from "@/components/ui/cn";
import type { InboxStatus, MonthInbox } from "@/lib/client/months";
import { useT } from "@/lib/i18n/client";

const ORDER: InboxStatus[] = ["submitted", "returned", "open", "not_started", "accepted"];

/** The month's counts per status; each is a filter (pressed again: all). */
export function InboxCounts({
  counts,
  active,
  onFilter,
}: {
  counts: MonthInbox["counts"];
  active: InboxStatus | null;
  onFilter: (status: InboxStatus | null) => void;
}) {
  const t = useT();
  return (
    <div className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-5" role="group" aria-label={t.months.inbox.counts} data-testid="month-counts">
      {ORDER.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={active === s}
          onClick={() => onFilter(active === s ? null : s)}
          className={cn("rounded-lg bg-white px-4 py-3 text-left shadow-sm ring-1 ring-slate-200", active === s && "ring-2 ring-brand-600")}
          data-testid={`month-count-${s}`}
        >
          <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">{t.months.status[s]}</span>
          <span className="mt-1 block text-2xl font-semibold text-slate-900">{counts[s]}</span>
        </button>
      ))}
    </div>
  );
}
