"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert, PageHeader, Spinner } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useCanFinalize, useMe, useMonthStatus } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";
import { DeletePayslipDialog, DeletedNotice, type DeletablePayslip, type DeleteOutcome } from "./delete-payslip-dialog";
import { monthHref } from "./links";
import { ConfirmAllDialog } from "./month/confirm-all-dialog";
import { MonthCorrections } from "./month/corrections-dialog";
import { VariancePanel } from "./month/variance-panel";
import { useMonthVariance } from "@/lib/client/corrections";
import { MonthCounts, MonthTable } from "./month/month-table";
import { PeriodNav, WorklistToolbar } from "./month/month-toolbar";
import { RunHistory } from "./month/run-history";
import { RunProgress } from "./month/run-progress";
import { FILTERS, matches, type Filter } from "./month/shared";
import { useMonthRuns } from "./month/use-month-runs";
import { isPeriod } from "./periods";

/** /payroll?period=YYYY-MM: every contract active in the month with its ordinary payslip's state. */
export function PayrollMonthView({ period, initialFilter = "all" }: { period: string; initialFilter?: string }) {
  const t = useT();
  const router = useRouter();
  const month = useMonthStatus(period);
  const runs = useMonthRuns(period, month);
  const canFinalize = useCanFinalize();
  const me = useMe();
  const [toDelete, setToDelete] = useState<DeletablePayslip | null>(null);
  const [deleted, setDeleted] = useState<DeleteOutcome | null>(null);
  const [search, setSearch] = useState("");
  // ?status= from a link (the home page's to-do list) opens the worklist filtered
  const [filter, setFilter] = useState<Filter>((FILTERS as readonly string[]).includes(initialFilter) ? (initialFilter as Filter) : "all");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [autoFill, setAutoFill] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const variance = useMonthVariance(period);
  const go = (p: string) => {
    if (!isPeriod(p)) return;
    setDeleted(null);
    setSelected(new Set());
    runs.reset();
    router.push(monthHref(p));
  };
  const rows = month.data?.data ?? [];
  const visible = rows.filter((r) => matches(r, runs.outcomes.get(r.domesticContractId), filter, search));
  const startRun = (scope: "all" | { contractIds: string[] }) => runs.startRun(scope, autoFill, () => setSelected(new Set()));
  const hasFinals = rows.some((r) => r.payslipStatus === "final");

  return (
    <>
      <PageHeader title={t.payroll.month.title} description={t.payroll.month.description} />
      <PeriodNav period={period} onGo={go} />
      {deleted && (
        <div className="mb-4">
          <DeletedNotice outcome={deleted} onDismiss={() => setDeleted(null)} />
        </div>
      )}
      <WorklistToolbar
        search={search}
        onSearch={setSearch}
        filter={filter}
        onFilter={setFilter}
        selectedCount={selected.size}
        running={runs.running}
        starting={runs.starting}
        noRows={rows.length === 0}
        onRunAll={() => startRun("all")}
        onRunSelected={() => startRun({ contractIds: [...selected] })}
        canConfirm={runs.canConfirm}
        canFinalize={canFinalize}
        finalizing={runs.finalizing}
        onConfirmAll={() => setConfirming(true)}
        finalsHref={me.data && hasFinals ? `/v1/domestic-payslips/pdf?${new URLSearchParams({ organizationId: me.data.organizationId, period })}` : null}
        autoFill={autoFill}
        onAutoFill={setAutoFill}
        canCorrect={hasFinals}
        onCorrect={() => setCorrecting(true)}
      />
      {me.data && (
        <MonthCorrections key={period} open={correcting} organizationId={me.data.organizationId} period={period} onClose={() => setCorrecting(false)} />
      )}
      {runs.error && (
        <div className="mb-4">
          <Alert>{errorMessage(runs.error, t)}</Alert>
        </div>
      )}
      {runs.finalizedCount !== null && (
        <div className="mb-4">
          <Alert tone="green">{t.worklist.finalized(runs.finalizedCount)}</Alert>
        </div>
      )}
      {runs.run && <RunProgress run={runs.run} onCancel={runs.cancelRun} />}

      {month.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : month.isError ? (
        <Alert>
          {errorMessage(month.error, t)}{" "}
          <button type="button" className="underline" onClick={() => void month.refetch()}>
            {t.common.actions.retry}
          </button>
        </Alert>
      ) : (
        <>
          <MonthCounts counts={month.data.counts} />
          <VariancePanel variance={variance.data} />
          <MonthTable
            period={period}
            total={month.data.data.length}
            visible={visible}
            outcomes={runs.outcomes}
            selected={selected}
            onSelected={setSelected}
            onDelete={setToDelete}
          />
        </>
      )}

      <RunHistory runs={runs.runs} activeId={runs.activeRunId} onPick={runs.pick} />
      {runs.run && (
        <ConfirmAllDialog
          open={confirming}
          run={runs.run}
          variance={variance.data}
          loading={runs.finalizing}
          onClose={() => setConfirming(false)}
          onConfirm={() => runs.finalizeRun(() => setConfirming(false))}
        />
      )}
      <DeletePayslipDialog
        payslip={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(outcome) => {
          setToDelete(null);
          setDeleted(outcome);
        }}
      />
    </>
  );
}
