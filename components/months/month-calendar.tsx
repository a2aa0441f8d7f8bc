"use client";
import { cn } from "@/components/ui/cn";
import type { MonthDay } from "@/lib/client/months";
import { formatHours } from "@/lib/format/display";
import { monthNames, weekdayNames } from "@/lib/format/calendar-names";
import { useI18n } from "@/lib/i18n/client";

const TONE: Record<MonthDay["difference"], string> = {
  as_scheduled: "bg-white ring-slate-200",
  missing: "bg-slate-50 ring-slate-300 border-dashed",
  added: "bg-sky-50 ring-sky-300",
  changed: "bg-amber-50 ring-amber-300",
};

/** Monday-first weekday of a YYYY-MM-DD (0 = Monday). */
const mondayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The month as a grid of days (Monday first), each cell at least 44 px for a finger, tinted by how
 * its events differ from the schedule; a tap opens the day when `onDay` is given.
 */
export function MonthCalendar({ days, onDay }: { days: readonly MonthDay[]; onDay?: (day: MonthDay) => void }) {
  const { t, locale } = useI18n();
  const c = t.months.calendar;
  const lead = days.length > 0 ? mondayIndex(days[0]!.date) : 0;
  return (
    <div role="group" aria-label={c.label} data-testid="month-calendar">
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-500" aria-hidden>
        {weekdayNames(locale, "short").map((name) => (
          <div key={name}>{name}</div>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((day) => {
          const state = day.withinEmployment ? c.difference[day.difference] : c.outside;
          // "1 ottobre 2026": starts with the day's number as the cell shows it
          const spoken = `${Number(day.date.slice(8))} ${monthNames(locale)[Number(day.date.slice(5, 7)) - 1]} ${day.date.slice(0, 4)}`;
          const label = c.dayLabel(spoken, state, formatHours(day.recordedHours, locale));
          // a button is named by its text, which starts with the number it shows (WCAG 2.5.3 label in name):
          // the number and hours are seen, the sentence is read; a cell that is not a button is an image with a label
          const content = (
            <>
              <span className="text-sm font-semibold" aria-hidden>
                {Number(day.date.slice(8))}
              </span>
              <span className="text-[11px] tabular-nums" aria-hidden>
                {day.events.length > 0 ? formatHours(day.recordedHours, locale) : ""}
              </span>
              {day.events.some((e) => e.type !== "work") && <span className="h-1.5 w-1.5 rounded-full bg-red-500" aria-hidden />}
            </>
          );
          const className = cn(
            "flex min-h-11 min-w-11 flex-col items-center justify-center rounded-md ring-1 ring-inset",
            day.withinEmployment ? TONE[day.difference] : "bg-slate-100 text-slate-400 ring-slate-100",
            day.holiday && "font-bold text-red-700",
          );
          return onDay && day.withinEmployment ? (
            <button
              key={day.date}
              type="button"
              className={className}
              data-testid="month-day"
              data-date={day.date}
              data-difference={day.difference}
              onClick={() => onDay(day)}
            >
              {content}
              <span className="sr-only">{label}</span>
            </button>
          ) : (
            <div
              key={day.date}
              className={className}
              aria-label={label}
              role="img"
              data-testid="month-day"
              data-date={day.date}
              data-difference={day.difference}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
