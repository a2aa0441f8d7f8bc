"use client";
import { cn } from "@/components/ui/cn";
import { Card, Spinner } from "@/components/ui/misc";
import { useI18n } from "@/lib/i18n/client";
import type { WorkEventMonthSummary } from "@/lib/client/work-events";
import { TYPE_SWATCH, formatDayShort, holidayName } from "./format";
import { formatHours, formatSignedHours } from "@/lib/format/display";

/** The month's totals: scheduled against recorded hours, hours by type, the holidays. */
export function TotalsCard({ summary, loading }: { summary: WorkEventMonthSummary | undefined; loading: boolean }) {
  const { t, locale } = useI18n();
  const w = t.workEvents;
  const h = (value: string) => `${formatHours(value, locale)} ${w.hoursUnit}`;
  if (!summary) return <Card title={w.totals.title}>{loading && <Spinner label={t.common.states.loading} />}</Card>;
  const negative = summary.difference.startsWith("-");
  const zero = !/[1-9]/.test(summary.difference);
  return (
    <Card title={w.totals.title} className={cn(loading && "opacity-70")}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="month-totals" aria-live="polite">
        <dt className="text-slate-600">{w.totals.scheduled}</dt>
        <dd className="text-right font-medium tabular-nums" data-testid="total-scheduled">
          {h(summary.scheduledHours)}
        </dd>
        <dt className="text-slate-600">{w.totals.recorded}</dt>
        <dd className="text-right font-medium tabular-nums" data-testid="total-recorded">
          {h(summary.recordedHours)}
        </dd>
        <dt className="text-slate-600">{w.totals.worked}</dt>
        <dd className="text-right font-medium tabular-nums" data-testid="total-worked">
          {h(summary.workedHours)}
        </dd>
        <dt className="text-slate-600">{w.totals.difference}</dt>
        <dd
          className={cn("text-right font-semibold tabular-nums", zero ? "text-slate-800" : negative ? "text-amber-700" : "text-sky-700")}
          data-testid="total-difference"
        >
          {formatSignedHours(summary.difference, locale)} {w.hoursUnit}
        </dd>
      </dl>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{w.totals.byType}</h3>
      {summary.byType.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{w.totals.none}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {summary.byType.map((b) => (
            <li key={b.type} className="flex items-center justify-between gap-2" data-testid={`total-type-${b.type}`}>
              <span className="flex items-center gap-2">
                <span className={cn("h-2.5 w-2.5 rounded-full", TYPE_SWATCH[b.type])} aria-hidden />
                {w.types[b.type]}
                <span className="text-xs text-slate-500">{w.totals.days(b.days)}</span>
              </span>
              <span className="font-medium tabular-nums" data-testid="type-hours">
                {h(b.hours)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary.bySubType.length > summary.byType.length && (
        <ul className="mt-1 space-y-0.5 border-l border-slate-200 pl-3 text-xs text-slate-600">
          {summary.bySubType.map((b) => (
            <li key={b.subType} className="flex justify-between gap-2">
              <span>{w.subTypes[b.subType]}</span>
              <span className="tabular-nums">{h(b.hours)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{w.totals.holidays}</h3>
      {summary.holidays.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{w.totals.noHolidays}</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm">
          {summary.holidays.map((hd) => (
            <li key={hd.date} className="flex justify-between gap-2">
              <span className="text-rose-700">{holidayName(hd.name, t)}</span>
              <span className="text-slate-500">{formatDayShort(hd.date, t)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
