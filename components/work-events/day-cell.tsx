"use client";
import type { MouseEvent } from "react";
import { cn } from "@/components/ui/cn";
import type { WorkEventMonthSummary, WorkEventView } from "@/lib/client/work-events";
import { formatHours } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { scheduleIndex } from "@/lib/payroll";
import { TYPE_CHIP, formatDayLong, holidayName } from "./format";

export type DayInfo = WorkEventMonthSummary["days"][number];

const MAX_CHIPS = 3;

interface DayCellProps {
  day: DayInfo;
  events: WorkEventView[];
  selected: boolean;
  focused: boolean;
  buttonRef: (el: HTMLButtonElement | null) => void;
  onFocus: () => void;
  onClick: (extend: boolean) => void;
}

/** One day of the grid: its number, scheduled hours, holiday and up to three event chips; its name says all of it. */
export function DayCell({ day, events, selected, focused, buttonRef, onFocus, onClick }: DayCellProps) {
  const { t, locale } = useI18n();
  const w = t.workEvents;
  const dayNumber = Number(day.date.slice(8));
  const label = [
    formatDayLong(day.date, t),
    day.holiday && holidayName(day.holiday, t),
    day.withinEmployment ? null : w.grid.outside,
    events.length > 0
      ? `${w.grid.events(events.length)}: ${events.map((e) => `${w.subTypes[e.subType]} ${formatHours(e.hours, locale)} ${w.hoursUnit}`).join(", ")}`
      : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div role="gridcell" aria-selected={selected}>
      <button
        type="button"
        ref={buttonRef}
        tabIndex={focused ? 0 : -1}
        aria-pressed={selected}
        data-testid={`day-${day.date}`}
        data-date={day.date}
        data-outside={!day.withinEmployment || undefined}
        data-holiday={day.holiday ? true : undefined}
        onFocus={onFocus}
        onClick={(e: MouseEvent) => onClick(e.shiftKey)}
        className={cn(
          "flex h-full min-h-24 w-full flex-col items-stretch gap-1 rounded-md p-1.5 text-left ring-1 transition ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
          selected
            ? "bg-brand-50 ring-2 ring-brand-600"
            : !day.withinEmployment
              ? "bg-slate-100 [background-image:repeating-linear-gradient(135deg,transparent_0_6px,rgba(148,163,184,0.15)_6px_12px)] text-slate-600 ring-slate-200"
              : day.holiday
                ? "bg-rose-50 ring-rose-200 hover:bg-rose-100/60"
                : "bg-white ring-slate-200 hover:bg-slate-50",
        )}
      >
        {/* the name is the content (no aria-label): what is read is what is shown and more, never different (issue 26 point 19) */}
        <span className="sr-only">{label}</span>
        <span className="flex items-baseline justify-between gap-1" aria-hidden>
          <span
            className={cn(
              "text-sm font-semibold",
              !day.withinEmployment ? "text-slate-600" : day.holiday ? "text-rose-700" : scheduleIndex(day.date) === 6 ? "text-slate-600" : "text-slate-800",
            )}
          >
            {dayNumber}
          </span>
          {day.withinEmployment && day.scheduledHours !== "0.00" && (
            <span className="text-[10px] text-slate-600" aria-hidden>
              {formatHours(day.scheduledHours, locale)} {w.hoursUnit}
            </span>
          )}
        </span>
        {day.holiday && (
          <span className="truncate text-[11px] leading-tight font-medium text-rose-700" aria-hidden>
            {holidayName(day.holiday, t)}
          </span>
        )}
        <span className="flex flex-col gap-0.5" aria-hidden>
          {events.slice(0, MAX_CHIPS).map((e) => (
            <span
              key={e.id}
              data-testid="event-chip"
              data-type={e.type}
              title={w.subTypes[e.subType]}
              className={cn("truncate rounded px-1 py-0.5 text-[11px] leading-tight font-medium ring-1 ring-inset", TYPE_CHIP[e.type])}
            >
              {e.subType === "regular_work" ? w.types.work : w.subTypes[e.subType]} {formatHours(e.hours, locale)} {w.hoursUnit}
            </span>
          ))}
          {events.length > MAX_CHIPS && <span className="text-[11px] text-slate-500">{w.grid.more(events.length - MAX_CHIPS)}</span>}
        </span>
      </button>
    </div>
  );
}
