"use client";
import type { ContractMonthView } from "@/lib/client/months";
import { formatHours } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";

/** The month's totals: days and hours worked against the schedule, overtime, absences by kind. */
export function MonthSummaryList({ summary }: { summary: ContractMonthView["summary"] }) {
  const { t, locale } = useI18n();
  const s = t.months.summary;
  const h = (v: string) => formatHours(v, locale);
  const rows: [string, string, string][] = [
    ["days-worked", s.daysWorked, String(summary.daysWorked)],
    ["worked-hours", s.workedHours, h(summary.workedHours)],
    ["scheduled-hours", s.scheduledHours, h(summary.scheduledHours)],
    ["extra-hours", s.extraHours, h(summary.extraHours)],
    ["days-different", s.daysDifferent, String(summary.daysDifferent)],
  ];
  return (
    <section aria-label={s.title} data-testid="month-summary">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {rows.map(([id, label, value]) => (
          <div key={id} className="rounded-md bg-white px-3 py-2 ring-1 ring-slate-200" data-testid={`summary-${id}`}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-700" data-testid="summary-absences">
        <span className="font-medium">{s.absences}: </span>
        {summary.absences.length === 0
          ? s.noAbsences
          : summary.absences.map((a) => `${t.workEvents.subTypes[a.subType]} (${a.days}, ${h(a.hours)})`).join(" · ")}
      </p>
    </section>
  );
}
