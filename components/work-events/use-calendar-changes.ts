"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/lib/client/error-message";
import { itemOf, useInvalidateWorkEvents, workEventsApi, type AutoFillResult, type WorkEventView } from "@/lib/client/work-events";
import { useI18n } from "@/lib/i18n/client";
import type { WorkEventItem } from "@/lib/validation/work-event";

interface UndoEntry {
  label: string;
  run: () => Promise<void>;
}

/**
 * The calendar's changes (create, update, delete, a range, "Compila mese") and the undo of the last
 * one. Every change reads the contract's events and totals again, says what happened (status), and
 * leaves the way back; while one runs there is nothing to undo.
 */
export function useCalendarChanges(contractId: string, range: { start: string; end: string }) {
  const { t } = useI18n();
  const w = t.workEvents;
  const refresh = useInvalidateWorkEvents(contractId);
  const [undo, setUndo] = useState<UndoEntry | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [autoFillResult, setAutoFillResult] = useState<AutoFillResult | null>(null);
  const [busy, setBusy] = useState(0);

  const done = async (message: string, entry: UndoEntry | null) => {
    await refresh();
    setFailure(null);
    setStatus(message);
    if (entry) setUndo(entry);
  };
  const change = async <T>(operation: () => Promise<T>): Promise<T> => {
    setUndo(null);
    setBusy((n) => n + 1);
    try {
      return await operation();
    } finally {
      setBusy((n) => n - 1);
    }
  };

  const createEvent = (item: WorkEventItem) =>
    change(async () => {
      const created = await workEventsApi.create(contractId, item);
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
          await workEventsApi.create(contractId, itemOf(event));
        },
      });
    });
  const applyRange = (items: WorkEventItem[], replaceExisting: boolean) =>
    change(async () => {
      const result = await workEventsApi.batch(contractId, items, replaceExisting);
      await done(w.saved.batch(result.data.length), {
        label: w.undo.label(w.undo.batch(result.data.length)),
        run: async () => {
          await workEventsApi.removeMany(result.data.map((e) => e.id));
          if (result.replaced && result.replaced.length > 0) await workEventsApi.batch(contractId, result.replaced.map(itemOf), false);
        },
      });
    });

  const autoFill = useMutation({
    mutationFn: () => change(() => workEventsApi.autoFill(contractId, range.start, range.end)),
    onSuccess: async (result) => {
      setAutoFillResult(result);
      const created = result.created;
      const entry =
        created.length > 0 ? { label: w.undo.label(w.undo.autoFill(created.length)), run: () => workEventsApi.removeMany(created.map((e) => e.id)) } : null;
      await done(w.autoFill.created(created.length), entry);
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

  return {
    createEvent,
    updateEvent,
    deleteEvent,
    applyRange,
    autoFill,
    runUndo,
    undoLabel: undo?.label ?? null,
    canUndo: !!undo && busy === 0,
    status,
    failure,
    autoFillResult,
    closeAutoFillResult: () => setAutoFillResult(null),
  };
}
