"use client";
import Link from "next/link";
import { formatPeriod } from "@/components/payroll/format";
import { formatLongDate, formatNumber } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { PortalCalendarContract } from "@/lib/services/work-events/list-portal-calendar";
import type { EventSubType } from "@/lib/payroll";

/**
 * /portal/calendar (issue 29): the worker's own month, read only — per household, the recorded work
 * events day by day (what, how many hours). Month navigation with links at least 44 px tall.
 */
export function WorkerCalendar({ period, previous, next, contracts }: { period: string; previous: string; next: string; contracts: PortalCalendarContract[] }) {
  const { t, locale } = useI18n();
  const c = t.delivery.calendar;
  const nav =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50";
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6" data-testid="portal-calendar" data-period={period}>
      <h1 className="mb-2 text-xl font-semibold text-slate-900">{c.title}</h1>
      <nav className="mb-4 flex items-center justify-between gap-2" aria-label={t.workEvents.monthNav.label}>
        <Link href={`/portal/calendar?period=${previous}`} className={nav} aria-label={c.previous} data-testid="portal-calendar-previous">
          ←
        </Link>
        <span className="font-medium text-slate-900">{formatPeriod(period, t)}</span>
        <Link href={`/portal/calendar?period=${next}`} className={nav} aria-label={c.next} data-testid="portal-calendar-next">
          →
        </Link>
      </nav>
      <p className="mb-4 text-sm text-slate-600">{c.readOnly}</p>
      {contracts.every((k) => k.events.length === 0) ? (
        <p className="text-slate-600" data-testid="portal-calendar-empty">
          {c.empty}
        </p>
      ) : (
        contracts.map((k) => (
          <section key={k.contractId} className="mb-6" aria-labelledby={`cal-${k.contractId}`}>
            <h2 id={`cal-${k.contractId}`} className="mb-2 text-base font-semibold text-slate-900">
              {k.employerName}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
              {k.events.map((e) => (
                <li key={e.id} className="flex min-h-11 items-center justify-between gap-3 px-4 py-2" data-testid="portal-calendar-event" data-date={e.date}>
                  <span className="flex flex-col">
                    <span className="text-slate-900">{formatLongDate(e.date, locale)}</span>
                    <span className="text-sm text-slate-600">{t.workEvents.subTypes[e.subType as EventSubType] ?? e.subType}</span>
                  </span>
                  <span className="shrink-0 text-sm text-slate-900 tabular-nums">{c.hours(formatNumber(e.hours, locale))}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
