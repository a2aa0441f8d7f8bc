"use client";
import { useState } from "react";
import type { DaySelection } from "./month-grid";

/**
 * The selected day or range of the grid. A click selects a day, shift-click (or, in range mode on
 * touch screens, a second tap) extends it from the anchor to the day.
 */
export function useDaySelection(initialFocus: string) {
  const [selection, setSelection] = useState<DaySelection | null>(null);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [focusDate, setFocusDate] = useState(initialFocus);
  const [rangeMode, setRangeModeState] = useState(false);
  const awaitingRangeEnd = rangeMode && !!anchor && !!selection && selection.start === anchor && selection.end === anchor;

  const selectRange = (from: string, to: string) => {
    setAnchor(from);
    setFocusDate(to);
    setSelection(from <= to ? { start: from, end: to } : { start: to, end: from });
  };
  const select = (date: string, extendRequested: boolean) => {
    setFocusDate(date);
    const extend = extendRequested || awaitingRangeEnd;
    if (extend && anchor) {
      selectRange(anchor, date);
    } else {
      setAnchor(date);
      setSelection({ start: date, end: date });
    }
  };
  const clear = () => {
    setSelection(null);
    setAnchor(null);
  };
  const setRangeMode = (on: boolean) => {
    setRangeModeState(on);
    clear();
  };
  return { selection, focusDate, setFocusDate, rangeMode, setRangeMode, pendingFrom: awaitingRangeEnd ? anchor : null, select, selectRange, clear };
}
