"use client";
import Link from "next/link";
import { useMemo, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Alert, Card, PageHeader, Spinner } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import { addMonthsToPeriod, periodBounds } from "@/lib/payroll";
import type { CalendarContractView } from "@/lib/services/work-events/get-calendar-contract";
import type { WorkEventItem } from "@/lib/validation/work-event";
import { itemOf, useMonthEvents, useMonthSummary, workEventKeys, workEventsApi, type AutoFillResult, type WorkEventView } from "@/lib/client/work-events";
import { AutoFillResultDialog } from "./auto-fill-result";
import { DayPanel } from "./day-panel";
import { formatMonth } from "./format";
import { RangeSelectBar } from "./range-select-bar";
import { MonthGrid, type DaySelection } from "./month-grid";
import { RangePanel } from "./range-panel";
import { TotalsCard } from "./totals-card";

interface UndoEntry {
  label: string;
  run: () => Promise<void>;
}

const calendarHref = (contractId: string, month: string) => `/contracts/${contractId}/calendar?month=${month}`;

/**
 * The attendance calendar of one contract and month: grid, side panel (one day or a range),
 * month totals, "Compila mese", and undo of the last change. Every change invalidates the
 * contract's queries, so the grid and the totals refresh together.
 */
export function CalendarScreen({ contract, month, today }: { contract: CalendarContractView; month: string; today: string }) {
  const { t } = useI18n();
  const w = t.workEvents;
  const queryClient = useQueryClient();
  const { start, end } = periodBounds(month);
  const events = useMonthEvents(contract.id, month);
  const summary = useMonthSummary(contract.id, month);

  const [selection, setSelection] = useState<DaySelection | null>(null);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [focusDate, setFocusDate] = useState(today >= start && today <= end ? today : start);
  const [undo, setUndo] = useState<UndoEntry | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [autoFillResult, setAutoFillResult] = useState<AutoFillResult | null>(null);

  const eventsByDate = useMemo(() => {
    const map = new Map<string, WorkEventView[]>();
    for (const e of events.data ?? []) {
      const list = map.get(e.date);
      if (list) list.push(e);
      else map.set(e.date, [e]);
    }
    return map;
  }, [events.data]);

  const [busy, setBusy] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: workEventKeys.contract(contract.id) });
  const done = async (message: string, entry: UndoEntry | null) => {
    await refresh();
    setFailure(null);
    setStatus(message);
    if (entry) setUndo(entry);
  };
  /** Runs a change: while it runs there is nothing to undo (the last change is about to be another one). */
  const change = async <T,>(operation: () => Promise<T>): Promise<T> => {
    setUndo(null);
    setBusy((n) => n + 1);
    try {
      return await operation();
    } finally {
      setBusy((n) => n - 1);
    }
  };

  // range mode (touch screens): the first tap starts a range, the second ends it
  const [rangeMode, setRangeMode] = useState(false);
  const awaitingRangeEnd = rangeMode && !!anchor && !!selection && selection.start === anchor && selection.end === anchor;
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
  const selectRange = (from: string, to: string) => {
    setAnchor(from);
    setFocusDate(to);
    setSelection(from <= to ? { start: from, end: to } : { start: to, end: from });
  };
  const clear = () => {
    setSelection(null);
    setAnchor(null);
  };

  const createEvent = (item: WorkEventItem) =>
    change(async () => {
      const created = await workEventsApi.create(contract.id, item);
      await done(w.saved.created, { label: w.undo.label(w.undo.create), run: () => workEventsApi.removeMany([created.id]) });
    });
  const updateEvent = (before: WorkEventView, item: WorkEventItem) =>
    change(async () => {
      const after = await workEventsApi.update(before.id, item);
      await done(w.saved.updated, {
        label: w.undo.label(w.undo.update),
        run: async () => {
          await workEventsApi.update(after.id, { ...itemOf(before), customName: before.customName, notes: before.notes });
        },
      });
    });
  const deleteEvent = (event: WorkEventView) =>
    change(async () => {
      await workEventsApi.remove(event.id);
      await done(w.saved.deleted, {
        label: w.undo.label(w.undo.delete),
        run: async () => {
          await workEventsApi.create(contract.id, itemOf(event));
        },
      });
    });
  const applyRange = (items: WorkEventItem[], replaceExisting: boolean) =>
    change(async () => {
      const result = await workEventsApi.batch(contract.id, items, replaceExisting);
      await done(w.saved.batch(result.data.length), {
        label: w.undo.label(w.undo.batch(result.data.length)),
        run: async () => {
          await workEventsApi.removeMany(result.data.map((e) => e.id));
          if (result.replaced && result.replaced.length > 0) await workEventsApi.batch(contract.id, result.replaced.map(itemOf), false);
        },
      });
      clear();
    });

  const autoFill = useMutation({
    mutationFn: () => change(() => workEventsApi.autoFill(contract.id, start, end)),
    onSuccess: async (result) => {
      setAutoFillResult(result);
      await done(
        w.autoFill.created(result.created.length),
        result.created.length > 0
          ? { label: w.undo.label(w.undo.autoFill(result.created.length)), run: () => workEventsApi.removeMany(result.created.map((e) => e.id)) }
          : null,
      );
    },
    onError: (error) => setFailure(errorMessage(error, t)),
  });

  const runUndo = useMutation({
    mutationFn: () => {
      const entry = undo;
      return change(async () => {
        if (entry) await entry.run();
      });
    },
    onSuccess: async () => {
      setUndo(null);
      await done(w.undo.done, null);
    },
    onError: async (error) => {
      setUndo(null);
      setFailure(errorMessage(error, t));
      await refresh();
    },
  });

  const selectedDays = useMemo(
    () => (selection && summary.data ? summary.data.days.filter((d) => d.date >= selection.start && d.date <= selection.end) : []),
    [selection, summary.data],
  );

  const previous = addMonthsToPeriod(month, -1);
  const next = addMonthsToPeriod(month, 1);
  const current = today.slice(0, 7);
  const navLink = "rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50";

  return (
    <div>
      <PageHeader
        title={w.heading(contract.workerName)}
        description={w.employerLine(
          contract.employerName,
          contract.startDate.split("-").reverse().join("/"),
          contract.endDate?.split("-").reverse().join("/") ?? null,
        )}
        actions={
          <Link href={`/contracts/${contract.id}`} className={navLink}>
            ← {w.backToContract}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={w.monthNav.label} className="flex items-center gap-2">
          <Link href={calendarHref(contract.id, previous)} className={navLink} aria-label={w.monthNav.previous} data-testid="month-previous">
            ‹
          </Link>
          <h2 className="min-w-40 text-center text-lg font-semibold text-slate-900 capitalize" aria-live="polite" data-testid="month-label">
            {formatMonth(month, t)}
          </h2>
          <Link href={calendarHref(contract.id, next)} className={navLink} aria-label={w.monthNav.next} data-testid="month-next">
            ›
          </Link>
          {current !== month && (
            <Link href={calendarHref(contract.id, current)} className="text-sm text-brand-700 hover:underline">
              {w.monthNav.today}
            </Link>
          )}
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={!undo || busy > 0}
            loading={runUndo.isPending}
            onClick={() => runUndo.mutate()}
            title={undo?.label}
            data-testid="undo"
          >
            ↶ {undo?.label ?? w.undo.button}
          </Button>
          <Button onClick={() => autoFill.mutate()} loading={autoFill.isPending} title={w.autoFill.hint} data-testid="auto-fill">
            {w.autoFill.button}
          </Button>
        </div>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {status}
      </div>
      {failure && (
        <div className="mb-4">
          <Alert>{failure}</Alert>
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
                rangeMode={rangeMode}
                onRangeMode={(on) => {
                  setRangeMode(on);
                  clear();
                }}
                pendingFrom={awaitingRangeEnd ? anchor : null}
                onRange={selectRange}
              />
              <MonthGrid
                rangeMode={rangeMode}
                month={month}
                days={summary.data.days}
                eventsByDate={eventsByDate}
                selection={selection}
                focusDate={focusDate}
                onFocusDate={setFocusDate}
                onSelect={select}
                onSelectRange={selectRange}
                onClear={clear}
              />
            </>
          )}
        </div>
        <aside className="space-y-4">
          <Card>
            {selectedDays.length === 1 ? (
              <DayPanel
                key={selectedDays[0]!.date}
                day={selectedDays[0]!}
                events={eventsByDate.get(selectedDays[0]!.date) ?? []}
                onCreate={createEvent}
                onUpdate={updateEvent}
                onDelete={deleteEvent}
              />
            ) : selectedDays.length > 1 ? (
              <RangePanel
                key={`${selection?.start}-${selection?.end}`}
                days={selectedDays}
                monthDays={summary.data?.days}
                onApply={applyRange}
                onClear={clear}
              />
            ) : (
              <p className="text-sm text-slate-600">{w.panel.empty}</p>
            )}
          </Card>
          <TotalsCard summary={summary.data} loading={summary.isFetching} />
        </aside>
      </div>
      <AutoFillResultDialog result={autoFillResult} onClose={() => setAutoFillResult(null)} />
    </div>
  );
}
