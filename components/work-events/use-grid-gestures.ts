"use client";
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { addDays, scheduleIndex } from "@/lib/payroll";

interface GridCallbacks {
  start: string;
  end: string;
  focusDate: string;
  rangeMode: boolean;
  onFocusDate: (date: string) => void;
  onSelect: (date: string, extend: boolean) => void;
  onSelectRange: (from: string, to: string) => void;
  onClear: () => void;
}

/**
 * Keyboard: arrows move the focus (Shift extends the selection), Home/End go to the week's ends,
 * Escape clears; the day buttons register themselves so the focus follows the keyboard.
 */
export function useGridKeyboard({ start, end, focusDate, onFocusDate, onSelect, onClear }: GridCallbacks) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const movedByKeyboard = useRef(false);
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
  const buttonRef = (date: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(date, el);
    else buttons.current.delete(date);
  };
  return { onKeyDown, buttonRef };
}

/**
 * Pointer: dragging across days selects the range they cover, with a mouse, a pen or, in range mode
 * (where the grid stops scrolling the page), a finger; the click that ends a drag selects nothing.
 */
export function useGridDrag({ rangeMode, onSelect, onSelectRange }: GridCallbacks) {
  const clickEndsDrag = useRef(false);
  // the day the pointer went down on, and whether it has left it yet
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
  const onPointerCancel = () => {
    drag.current = null;
  };
  const onPointerUp = () => {
    clickEndsDrag.current = !!drag.current?.moved;
    drag.current = null;
  };
  const clickDay = (date: string, extend: boolean) => {
    if (clickEndsDrag.current) {
      clickEndsDrag.current = false;
      return;
    }
    onSelect(date, extend);
  };
  return { handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel }, clickDay };
}
