"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useI18n } from "@/lib/i18n/client";
import { periodBounds } from "@/lib/payroll";
import { formatDayLong } from "./format";

/**
 * Selecting several days without a keyboard (issue 15 point 3): "Seleziona intervallo" turns taps
 * into first-day / last-day (the calendar screen does the extending), and "dal/al" fields select a
 * range typed or picked from the date pickers.
 */
export function RangeSelectBar({
  month,
  rangeMode,
  onRangeMode,
  pendingFrom,
  onRange,
}: {
  month: string;
  rangeMode: boolean;
  onRangeMode: (on: boolean) => void;
  /** the first day tapped in range mode, while the last is awaited */
  pendingFrom: string | null;
  onRange: (from: string, to: string) => void;
}) {
  const { t } = useI18n();
  const r = t.workEvents.rangeSelect;
  const { start, end } = periodBounds(month);
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = from >= start && to <= end && from <= to;
    setInvalid(!ok);
    if (ok) onRange(from, to);
  };

  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <Button
        variant={rangeMode ? "primary" : "secondary"}
        size="sm"
        aria-pressed={rangeMode}
        title={r.toggleHint}
        onClick={() => onRangeMode(!rangeMode)}
        data-testid="range-mode"
      >
        {r.toggle}
      </Button>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={r.toggle} noValidate>
        <Field label={r.from} className="w-40" error={invalid ? r.invalid : undefined}>
          {(p) => <Input {...p} type="date" min={start} max={end} value={from} onChange={(e) => setFrom(e.target.value)} data-testid="range-select-from" />}
        </Field>
        <Field label={r.to} className="w-40">
          {(p) => <Input {...p} type="date" min={start} max={end} value={to} onChange={(e) => setTo(e.target.value)} data-testid="range-select-to" />}
        </Field>
        <Button type="submit" variant="secondary" size="sm" className="mb-0.5" data-testid="range-select-apply">
          {r.apply}
        </Button>
      </form>
      <p role="status" aria-live="polite" className="basis-full text-sm text-brand-700">
        {rangeMode && pendingFrom ? r.firstTapped(formatDayLong(pendingFrom, t)) : rangeMode ? r.toggleHint : ""}
      </p>
    </div>
  );
}
