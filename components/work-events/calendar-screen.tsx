"use client";
import { useMemo } from "react";
import { Alert, Card, Spinner } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useMonthEvents, useMonthSummary, type WorkEventView } from "@/lib/client/work-events";
import { useI18n } from "@/lib/i18n/client";
import { periodBounds } from "@/lib/payroll";
import type { CalendarContractView } from "@/lib/services/work-events/get-calendar-contract";
import { AutoFillResultDialog } from "./auto-fill-result";
import { CalendarTitle, CalendarToolbar } from "./calendar-header";
import { DayPanel } from "./day-panel";
import { MonthGrid } from "./month-grid";
import { RangePanel } from "./range-panel";
import { RangeSelectBar } from "./range-select-bar";
import { TotalsCard } from "./totals-card";
import { useCalendarChanges } from "./use-calendar-changes";
import { useDaySelection } from "./use-day-selection";

/**
 * The attendance calendar of one contract and month: grid, side panel (one day or a range),
 * month totals, "Compila mese", and undo of the last change. Every change invalidates the
 * contract's queries, so the grid and the totals refresh together.
 */
export function CalendarScreen({ contract, month, today }: { contract: CalendarContractView; month: string; today: string }) {
  const { t } = useI18n();
  const w = t.workEvents;
  const { start, end } = periodBounds(month);
  const events = useMonthEvents(contract.id, month);
  const summary = useMonthSummary(contract.id, month);
  const days = useDaySelection(today >= start && today <= end ? today : start);
  const changes = useCalendarChanges(contract.id, { start, end });
  const { selection } = days;

  const eventsByDate = useMemo(() => {
    const map = new Map<string, WorkEventView[]>();
    for (const e of events.data ?? []) {
      const list = map.get(e.date);
      if (list) list.push(e);
      else map.set(e.date, [e]);
    }
    return map;
  }, [events.data]);
  const selectedDays = useMemo(
    () => (selection && summary.data ? summary.data.days.filter((d) => d.date >= selection.start && d.date <= selection.end) : []),
    [selection, summary.data],
  );
  const day = selectedDays.length === 1 ? selectedDays[0] : undefined;

  return (
    <div>
      <CalendarTitle contract={contract} />
      <CalendarToolbar
        contractId={contract.id}
        month={month}
        today={today}
        undoLabel={changes.undoLabel}
        canUndo={changes.canUndo}
        undoing={changes.runUndo.isPending}
        onUndo={() => changes.runUndo.mutate()}
        autoFilling={changes.autoFill.isPending}
        onAutoFill={() => changes.autoFill.mutate()}
      />
      <div role="status" aria-live="polite" className="sr-only">
        {changes.status}
      </div>
      {changes.failure && (
        <div className="mb-4">
          <Alert>{changes.failure}</Alert>
        </div>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          {summary.isError || events.isError ? (
            <Alert>{errorMessage(summary.error ?? events.error, t)}</Alert>
          ) : !summary.data ? (
            <Spinner label={t.common.states.loading} />
          ) : (
            <>
              <RangeSelectBar
                month={month}
                rangeMode={days.rangeMode}
                onRangeMode={days.setRangeMode}
                pendingFrom={days.pendingFrom}
                onRange={days.selectRange}
              />
              <MonthGrid
                rangeMode={days.rangeMode}
                month={month}
                days={summary.data.days}
                eventsByDate={eventsByDate}
                selection={selection}
                focusDate={days.focusDate}
                onFocusDate={days.setFocusDate}
                onSelect={days.select}
                onSelectRange={days.selectRange}
                onClear={days.clear}
              />
            </>
          )}
        </div>
        <aside className="space-y-4">
          <Card>
            {day ? (
              <DayPanel
                key={day.date}
                day={day}
                events={eventsByDate.get(day.date) ?? []}
                onCreate={changes.createEvent}
                onUpdate={changes.updateEvent}
                onDelete={changes.deleteEvent}
              />
            ) : selectedDays.length > 1 ? (
              <RangePanel
                key={`${selection?.start}-${selection?.end}`}
                days={selectedDays}
                monthDays={summary.data?.days}
                onApply={(items, replaceExisting) => changes.applyRange(items, replaceExisting).then(days.clear)}
                onClear={days.clear}
              />
            ) : (
              <p className="text-sm text-slate-600">{w.panel.empty}</p>
            )}
          </Card>
          <TotalsCard summary={summary.data} loading={summary.isFetching} />
        </aside>
      </div>
      <AutoFillResultDialog result={changes.autoFillResult} onClose={changes.closeAutoFillResult} />
    </div>
  );
}
