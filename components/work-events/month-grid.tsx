"use client";
import { useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { cn } from "@/components/ui/cn";
import { useI18n } from "@/lib/i18n/client";
import { addDays, periodBounds, scheduleIndex } from "@/lib/payroll";
import type { WorkEventMonthSummary, WorkEventView } from "@/lib/client/work-events";
import { TYPE_CHIP, formatDayLong, formatMonth, holidayName } from "./format";
import { formatHours } from "@/lib/format/display";
import { weekdayNames } from "@/lib/format/calendar-names";

export interface DaySelection {
  start: string;
  end: string;
}

type DayInfo = WorkEventMonthSummary["days"][number];

const MAX_CHIPS = 3;

/**
 * The month as a grid of day buttons, Monday first. Keyboard: arrows move the focus (Shift extends
 * the selection), Home/End go to the week's ends, Enter/Space select, Escape clears. Pointer: a
 * click or tap selects (Shift extends; in range mode the calendar screen makes the second tap
 * extend), and dragging across days selects the range they cover, with a mouse, a pen or, in range
 * mode (where the grid stops scrolling the page), a finger.
 */
export function MonthGrid({
  month,
  days,
  eventsByDate,
  selection,
  focusDate,
  onFocusDate,
  onSelect,
  onClear,
  onSelectRange,
  rangeMode = false,
}: {
  month: string;
  days: readonly DayInfo[];
  eventsByDate: ReadonlyMap<string, WorkEventView[]>;
  selection: DaySelection | null;
  focusDate: string;
  onFocusDate: (date: string) => void;
  onSelect: (date: string, extend: boolean) => void;
  onClear: () => void;
  /** a range chosen in one gesture (a drag), from the day it started on to the day it is over */
  onSelectRange: (from: string, to: string) => void;
  rangeMode?: boolean;
}) {
  const { t, locale } = useI18n();
  const w = t.workEvents;
  const { start, end } = periodBounds(month);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const movedByKeyboard = useRef(false);

  const weeks = useMemo(() => {
    const lead = scheduleIndex(start);
    const cells: (DayInfo | null)[] = [...Array.from({ length: lead }, () => null), ...days];
    while (cells.length % 7 !== 0) cells.push(null);
    const rows: (DayInfo | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
    return rows;
  }, [start, days]);

  useEffect(() => {
    if (!movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    buttons.current.get(focusDate)?.focus();
  }, [focusDate]);

  const move = (date: string, extend: boolean) => {
    const target = date < start ? start : date > end ? end : date;
    movedByKeyboard.current = true;
    onFocusDate(target);
    if (extend) onSelect(target, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(addDays(focusDate, step), event.shiftKey);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const idx = scheduleIndex(focusDate);
      move(addDays(focusDate, event.key === "Home" ? -idx : 6 - idx), event.shiftKey);
    } else if (event.key === "Escape") {
      onClear();
    }
  };

  // the click that ends a drag on a day must not start a new selection there
  const clickEndsDrag = useRef(false);
  // dragging: the day the pointer went down on, and whether it has left it yet
  const drag = useRef<{ from: string; moved: boolean; pointerId: number } | null>(null);
  const dayUnder = (x: number, y: number) => (document.elementFromPoint(x, y)?.closest("[data-date]") as HTMLElement | null)?.dataset.date ?? null;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    clickEndsDrag.current = false;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    if (event.pointerType === "touch" && !rangeMode) return; // a finger outside range mode scrolls the page
    const from = dayUnder(event.clientX, event.clientY);
    if (from) drag.current = { from, moved: false, pointerId: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const over = dayUnder(event.clientX, event.clientY);
    if (!over || (over === d.from && !d.moved)) return;
    d.moved = true;
    onSelectRange(d.from, over);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onPointerUp = () => {
    clickEndsDrag.current = !!drag.current?.moved;
    endDrag();
  };

  const inSelection = (date: string) => !!selection && date >= selection.start && date <= selection.end;

  return (
    <div>
      <p id="calendar-help" className="sr-only">
        {w.grid.help}
      </p>
      <div
        role="grid"
        aria-label={w.grid.label(formatMonth(month, t))}
        aria-describedby="calendar-help"
        aria-multiselectable
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={endDrag}
        className={cn("select-none", rangeMode && "touch-none")}
      >
        <div role="row" className="grid grid-cols-7 gap-1 pb-1">
          {weekdayNames(locale, "short").map((name, i) => (
            <div
              key={name}
              role="columnheader"
              className={cn("px-1 text-center text-xs font-semibold tracking-wide uppercase", i >= 5 ? "text-slate-500" : "text-slate-700")}
            >
              <span className="hidden xl:inline">{weekdayNames(locale)[i]}</span>
              <abbr title={weekdayNames(locale)[i]} className="no-underline xl:hidden">
                {name}
              </abbr>
            </div>
          ))}
        </div>
        {weeks.map((row, r) => (
          <div key={r} role="row" className="grid grid-cols-7 gap-1 pb-1">
            {row.map((day, c) => {
              if (!day) return <div key={`blank-${c}`} role="gridcell" aria-hidden className="min-h-24 rounded-md bg-transparent" />;
              const events = eventsByDate.get(day.date) ?? [];
              const selected = inSelection(day.date);
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
                <div key={day.date} role="gridcell" aria-selected={selected}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(day.date, el);
                      else buttons.current.delete(day.date);
                    }}
                    tabIndex={day.date === focusDate ? 0 : -1}
                    aria-pressed={selected}
                    data-testid={`day-${day.date}`}
                    data-date={day.date}
                    data-outside={!day.withinEmployment || undefined}
                    data-holiday={day.holiday ? true : undefined}
                    onFocus={() => day.date !== focusDate && onFocusDate(day.date)}
                    onClick={(e: MouseEvent) => {
                      if (clickEndsDrag.current) {
                        clickEndsDrag.current = false;
                        return;
                      }
                      onSelect(day.date, e.shiftKey);
                    }}
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
                          !day.withinEmployment
                            ? "text-slate-600"
                            : day.holiday
                              ? "text-rose-700"
                              : scheduleIndex(day.date) === 6
                                ? "text-slate-600"
                                : "text-slate-800",
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
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
