"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import type { useMonthStatus } from "@/lib/client/payroll";
import { useCancelPayrollRun, useFinalizePayrollRun, usePayrollRun, usePayrollRuns, useStartPayrollRun } from "@/lib/client/payroll-runs";

type RunScope = "all" | { contractIds: string[] };

/**
 * The month's payroll runs: the one shown (the clerk's pick, else the latest), its outcomes by
 * contract, and start, confirm-all and cancel. When the live run finishes, the month's statuses and
 * the history are read again.
 */
export function useMonthRuns(period: string, month: ReturnType<typeof useMonthStatus>) {
  const [chosenRunId, setChosenRunId] = useState<string | null>(null);
  /** the run whose finalize the clerk asked for: done by the queue, its count shown when it completes */
  const [awaitedFinalize, setAwaitedFinalize] = useState<string | null>(null);
  const runs = usePayrollRuns(period);
  const activeRunId = chosenRunId ?? runs.data?.data[0]?.id ?? null;
  const run = usePayrollRun(activeRunId);
  const start = useStartPayrollRun(period);
  const finalize = useFinalizePayrollRun(period);
  const cancel = useCancelPayrollRun(period);
  const outcomes = useMemo(() => new Map((run.data?.items.data ?? []).map((i) => [i.domesticContractId, i])), [run.data]);
  const lastStatus = useRef<string | undefined>(undefined);
  const { refetch: refetchMonth } = month;
  const { refetch: refetchRuns } = runs;
  useEffect(() => {
    const status = run.data?.status;
    if (lastStatus.current === "running" && status !== "running") {
      void refetchMonth();
      void refetchRuns();
    }
    lastStatus.current = status;
  }, [run.data?.status, refetchMonth, refetchRuns]);

  const startRun = (scope: RunScope, autoFillEmptyMonths: boolean, onStarted: () => void) => {
    setAwaitedFinalize(null);
    start.mutate(
      { scope, autoFillEmptyMonths },
      {
        onSuccess: (r) => {
          setChosenRunId(r.id);
          onStarted();
        },
      },
    );
  };
  const finalizeData = run.data?.finalize;
  // the finalize asked for here, completed by the queue: its count shown, the month read again once
  const finalizeDone = awaitedFinalize !== null && run.data?.id === awaitedFinalize && finalizeData?.status === "completed";
  const finalizedCount = finalizeDone ? finalizeData.finalized : null;
  const refetchedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!finalizeDone || refetchedFor.current === awaitedFinalize) return;
    refetchedFor.current = awaitedFinalize;
    void refetchMonth();
    void refetchRuns();
  }, [finalizeDone, awaitedFinalize, refetchMonth, refetchRuns]);
  const finalizeRun = (onDone: () => void) => {
    if (!activeRunId) return;
    finalize.mutate(activeRunId, {
      onSuccess: (r) => {
        onDone();
        setAwaitedFinalize(r.id);
      },
      onError: onDone,
    });
  };
  const reset = () => {
    setChosenRunId(null);
    setAwaitedFinalize(null);
  };
  const items = run.data?.items.data ?? [];
  return {
    runs: runs.data?.data ?? [],
    activeRunId,
    run: run.data,
    outcomes,
    running: run.data?.status === "running",
    canConfirm:
      run.data?.status === "completed" &&
      run.data.finalize?.status !== "running" &&
      items.some((i) => (i.outcome === "ok" || i.outcome === "warnings") && i.finalizeOutcome === null),
    finalizedCount,
    error: start.error ?? finalize.error ?? cancel.error,
    starting: start.isPending,
    finalizing: finalize.isPending || finalizeData?.status === "running" || (awaitedFinalize !== null && !finalizeDone),
    pick: setChosenRunId,
    startRun,
    finalizeRun,
    cancelRun: () => run.data && cancel.mutate(run.data.id),
    reset,
  };
}
