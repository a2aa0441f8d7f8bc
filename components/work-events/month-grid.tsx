"use client";
import { useMemo } from "react";
import { cn } from "@/components/ui/cn";
import { useI18n } from "@/lib/i18n/client";
import { periodBounds, scheduleIndex } from "@/lib/payroll";
import type { WorkEventView } from "@/lib/client/work-events";
import { DayCell, type DayInfo } from "./day-cell";
import { formatMonth } from "./format";
import { useGridDrag, useGridKeyboard } from "./use-grid-gestures";
import { weekdayNames } from "@/lib/format/calendar-names";

export interface DaySelection {
  start: string;
  end: string;
}

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
  const callbacks = { start, end, focusDate, rangeMode, onFocusDate, onSelect, onSelectRange, onClear };
  const keyboard = useGridKeyboard(callbacks);
  const drag = useGridDrag(callbacks);

  const weeks = useMemo(() => {
    const lead = scheduleIndex(start);
    const cells: (DayInfo | null)[] = [...Array.from({ length: lead }, () => null), ...days];
    while (cells.length % 7 !== 0) cells.push(null);
    const rows: (DayInfo | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
    return rows;
  }, [start, days]);
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
        onKeyDown={keyboard.onKeyDown}
        {...drag.handlers}
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
            {row.map((day, c) =>
              day ? (
                <DayCell
                  key={day.date}
                  day={day}
                  events={eventsByDate.get(day.date) ?? []}
                  selected={inSelection(day.date)}
                  focused={day.date === focusDate}
                  buttonRef={keyboard.buttonRef(day.date)}
                  onFocus={() => day.date !== focusDate && onFocusDate(day.date)}
                  onClick={(extend) => drag.clickDay(day.date, extend)}
                />
              ) : (
                <div key={`blank-${c}`} role="gridcell" aria-hidden className="min-h-24 rounded-md bg-transparent" />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
