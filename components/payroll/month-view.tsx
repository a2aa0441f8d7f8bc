"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Badge, EmptyState, PageHeader, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { useCanFinalize, useMe, useMonthStatus, type MonthStatus, type MonthStatusRow, useCanDeletePayslip } from "@/lib/client/payroll";
import { Dialog } from "@/components/ui/dialog";
import { issueText } from "./issue-text";
import {
  useCancelPayrollRun,
  useFinalizePayrollRun,
  usePayrollRun,
  usePayrollRuns,
  useStartPayrollRun,
  type PayrollRunDetail,
  type PayrollRunItemView,
} from "@/lib/client/payroll-runs";
import { addMonths, isPeriod } from "./periods";
import { useI18n, useT } from "@/lib/i18n/client";
import { DeletePayslipDialog, DeletedNotice, type DeletablePayslip, type DeleteOutcome } from "./delete-payslip-dialog";
import { LinkButton } from "@/components/ui/link-button";
import { contractPayslipsHref, monthHref, payslipHref, printHref, wizardHref } from "./links";
import { PayslipStatusBadge } from "./status-badge";
import { useFormat } from "./use-format";

const STATUS_ORDER: MonthStatus[] = ["not_run", "outdated", "draft", "final"];
const FILTERS = ["all", "not_run", "draft", "final", "outdated", "blocked", "warnings"] as const;
type Filter = (typeof FILTERS)[number];
const OUTCOME_TONE = { pending: "gray", ok: "green", warnings: "amber", blocked: "red", failed: "red", skipped: "gray", cancelled: "gray" } as const;

function matches(row: MonthStatusRow, outcome: PayrollRunItemView | undefined, filter: Filter, search: string): boolean {
  if (filter === "blocked" && outcome?.outcome !== "blocked" && outcome?.outcome !== "failed") return false;
  if (filter === "warnings" && outcome?.outcome !== "warnings") return false;
  if (filter !== "all" && filter !== "blocked" && filter !== "warnings" && row.status !== filter) return false;
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [row.employerName, row.workerName, row.workerFiscalCode ?? "", row.employerTaxId ?? ""].some((v) => v.toLowerCase().includes(q));
}

/** /payroll?period=YYYY-MM: every contract active in the month with its ordinary payslip's state. */
export function PayrollMonthView({ period, initialFilter = "all" }: { period: string; initialFilter?: string }) {
  const t = useT();
  const w = t.worklist;
  const f = useFormat();
  const router = useRouter();
  const month = useMonthStatus(period);
  const [toDelete, setToDelete] = useState<DeletablePayslip | null>(null);
  const [deleted, setDeleted] = useState<DeleteOutcome | null>(null);
  const [search, setSearch] = useState("");
  // ?status= from a link (the home page's to-do list) opens the worklist filtered
  const [filter, setFilter] = useState<Filter>((FILTERS as readonly string[]).includes(initialFilter) ? (initialFilter as Filter) : "all");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [chosenRunId, setChosenRunId] = useState<string | null>(null);
  const [finalizedCount, setFinalizedCount] = useState<number | null>(null);
  const [autoFill, setAutoFill] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const canFinalize = useCanFinalize();
  const me = useMe();
  const runs = usePayrollRuns(period);
  const activeRunId = chosenRunId ?? runs.data?.data[0]?.id ?? null;
  const run = usePayrollRun(activeRunId);
  const start = useStartPayrollRun(period);
  const finalize = useFinalizePayrollRun(period);
  const cancel = useCancelPayrollRun(period);
  const outcomes = useMemo(() => new Map((run.data?.items.data ?? []).map((i) => [i.domesticContractId, i])), [run.data]);
  // When the live run finishes, the month's statuses and the history are read again.
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
  const go = (p: string) => {
    if (!isPeriod(p)) return;
    setDeleted(null);
    setSelected(new Set());
    setChosenRunId(null);
    setFinalizedCount(null);
    router.push(monthHref(p));
  };
  const startRun = (scope: "all" | { contractIds: string[] }) => {
    setFinalizedCount(null);
    start.mutate(
      { scope, autoFillEmptyMonths: autoFill },
      {
        onSuccess: (r) => {
          setChosenRunId(r.id);
          setSelected(new Set());
        },
      },
    );
  };
  const rows = month.data?.data ?? [];
  const visible = rows.filter((r) => matches(r, outcomes.get(r.domesticContractId), filter, search));
  const running = run.data?.status === "running";
  const canConfirm =
    run.data?.status === "completed" && run.data.items.data.some((i) => (i.outcome === "ok" || i.outcome === "warnings") && i.finalizeOutcome === null);
  const isDecember = period.endsWith("-12");

  return (
    <>
      <PageHeader title={t.payroll.month.title} description={t.payroll.month.description} />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <Button variant="secondary" onClick={() => go(addMonths(period, -1))} aria-label={t.payroll.actions.previousMonth}>
          <span aria-hidden>←</span>
        </Button>
        <Field label={t.payroll.month.period} className="w-48">
          {(p) => <Input {...p} type="month" value={period} onChange={(e) => go(e.target.value)} data-testid="payroll-period" />}
        </Field>
        <Button variant="secondary" onClick={() => go(addMonths(period, 1))} aria-label={t.payroll.actions.followingMonth}>
          <span aria-hidden>→</span>
        </Button>
        <h2 className="ml-2 pb-2 text-lg font-semibold text-slate-800" data-testid="payroll-period-label">
          {f.period(period)}
        </h2>
      </div>

      {deleted && (
        <div className="mb-4">
          <DeletedNotice outcome={deleted} onDismiss={() => setDeleted(null)} />
        </div>
      )}

      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label={w.search} className="w-72">
          {(p) => <Input {...p} type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="worklist-search" />}
        </Field>
        <Field label={w.filter} className="w-48">
          {(p) => (
            <Select {...p} value={filter} onChange={(e) => setFilter(e.target.value as Filter)} data-testid="worklist-filter">
              {FILTERS.map((x) => (
                <option key={x} value={x}>
                  {w.filters[x]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="ml-auto flex flex-wrap gap-2 pb-0.5">
          <Button onClick={() => startRun("all")} loading={start.isPending} disabled={running || rows.length === 0} data-testid="run-all">
            {w.runAll}
          </Button>
          <Button
            variant="secondary"
            onClick={() => startRun({ contractIds: [...selected] })}
            disabled={running || selected.size === 0}
            data-testid="run-selected"
          >
            {w.runSelected(selected.size)}
          </Button>
          <Button
            variant="secondary"
            title={canFinalize ? w.confirmAllHint : w.approverRequired}
            disabled={!canConfirm || !canFinalize}
            loading={finalize.isPending}
            onClick={() => setConfirming(true)}
            data-testid="confirm-all"
          >
            {w.confirmAll}
          </Button>
          {/* the month's final payslips in one PDF (GET /v1/domestic-payslips/pdf, the stored documents) */}
          {me.data && (month.data?.data ?? []).some((r) => r.payslipStatus === "final") && (
            <a
              href={`/v1/domestic-payslips/pdf?${new URLSearchParams({ organizationId: me.data.organizationId, period })}`}
              download
              className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2"
              data-testid="print-finals"
            >
              {w.printFinals}
            </a>
          )}
        </div>
      </div>

      <div className="-mt-2 mb-4">
        <label className="inline-flex items-start gap-2 text-sm text-slate-700" title={w.autoFillHint}>
          <input type="checkbox" className="mt-0.5" checked={autoFill} onChange={(e) => setAutoFill(e.target.checked)} data-testid="run-auto-fill" />
          <span>
            {w.autoFill}
            <span className="block text-xs text-slate-600">{w.autoFillHint}</span>
          </span>
        </label>
        {!canFinalize && (
          <p className="mt-1 text-xs text-slate-600" data-testid="approver-required">
            {w.approverRequired}
          </p>
        )}
      </div>

      {(start.error || finalize.error || cancel.error) && (
        <div className="mb-4">
          <Alert>{errorMessage(start.error ?? finalize.error ?? cancel.error, t)}</Alert>
        </div>
      )}
      {finalizedCount !== null && (
        <div className="mb-4">
          <Alert tone="green">{w.finalized(finalizedCount)}</Alert>
        </div>
      )}
      {run.data && <RunProgress run={run.data} onCancel={() => cancel.mutate(run.data.id)} />}

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
          <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t.payroll.month.counts} data-testid="payroll-counts">
            {STATUS_ORDER.map((s) => (
              <div key={s} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid={`payroll-count-${s}`}>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t.payroll.status[s]}</dt>
                <dd className="mt-1 text-2xl font-semibold text-slate-900">{month.data.counts[s] ?? 0}</dd>
              </div>
            ))}
          </dl>
          {month.data.data.length === 0 ? (
            <EmptyState>{t.payroll.month.empty}</EmptyState>
          ) : visible.length === 0 ? (
            <EmptyState>{w.noMatch}</EmptyState>
          ) : (
            <Table caption={t.payroll.month.caption(f.period(period))}>
              <thead>
                <tr>
                  <Th>
                    <input
                      type="checkbox"
                      aria-label={w.selectAll}
                      checked={visible.length > 0 && visible.every((r) => selected.has(r.domesticContractId))}
                      onChange={(e) => setSelected(e.target.checked ? new Set(visible.map((r) => r.domesticContractId)) : new Set())}
                      data-testid="select-all"
                    />
                  </Th>
                  <Th>{t.payroll.month.employer}</Th>
                  <Th>{t.payroll.month.worker}</Th>
                  <Th>{t.payroll.month.statusColumn}</Th>
                  <Th>{w.outcome}</Th>
                  <Th className="text-right">{t.payroll.month.net}</Th>
                  <Th className="text-right">{t.payroll.month.cost}</Th>
                  <Th className="text-right">{t.payroll.month.actionsColumn}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {visible.map((row) => (
                  <MonthRow
                    key={row.domesticContractId}
                    row={row}
                    period={period}
                    onDelete={setToDelete}
                    outcome={outcomes.get(row.domesticContractId)}
                    selected={selected.has(row.domesticContractId)}
                    onSelect={(on) =>
                      setSelected((prev) => {
                        const next = new Set(prev);
                        if (on) next.add(row.domesticContractId);
                        else next.delete(row.domesticContractId);
                        return next;
                      })
                    }
                    december={isDecember}
                  />
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}

      <RunHistory runs={runs.data?.data ?? []} activeId={activeRunId} onPick={setChosenRunId} />

      {run.data && (
        <ConfirmAllDialog
          open={confirming}
          run={run.data}
          loading={finalize.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            activeRunId &&
            finalize.mutate(activeRunId, {
              onSuccess: (r) => {
                setConfirming(false);
                setFinalizedCount(r.items.data.filter((i) => i.finalizeOutcome === "finalized").length);
              },
              onError: () => setConfirming(false),
            })
          }
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

interface MonthRowProps {
  row: MonthStatusRow;
  period: string;
  onDelete: (p: DeletablePayslip) => void;
  outcome: PayrollRunItemView | undefined;
  selected: boolean;
  onSelect: (on: boolean) => void;
  december: boolean;
}

function MonthRow({ row, period, onDelete, outcome, selected, onSelect, december }: MonthRowProps) {
  const canDelete = useCanDeletePayslip();
  const t = useT();
  const w = t.worklist;
  const f = useFormat();
  const m = t.payroll.month;
  const payslipId = row.payslipId;
  return (
    <tr data-testid="payroll-row" data-contract-id={row.domesticContractId} data-outcome={outcome?.outcome ?? ""}>
      <Td>
        <input
          type="checkbox"
          aria-label={w.selectRow(row.workerName)}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          data-testid="row-select"
        />
      </Td>
      <Td>{row.employerName}</Td>
      <Td className="font-medium">
        <Link href={contractPayslipsHref(row.domesticContractId)} className="text-brand-700 hover:underline">
          {row.workerName}
        </Link>
      </Td>
      <Td>
        <PayslipStatusBadge status={row.status} />
        {row.status === "outdated" && row.payslipStatus === "final" && (
          // a final payslip a later change made outdated: an administrator deletes it and runs it again
          <span className="mt-0.5 block text-xs text-slate-600" data-testid="row-final-outdated">
            {m.finalOutdated}
          </span>
        )}
      </Td>
      <Td data-testid="row-outcome">
        {outcome && (
          <div className="flex flex-col gap-1">
            <span>
              <Badge tone={OUTCOME_TONE[outcome.outcome]}>{w.outcomes[outcome.outcome]}</Badge>
              {outcome.reason && w.reasons[outcome.reason] ? <span className="ml-1 text-xs text-slate-500">{w.reasons[outcome.reason]}</span> : null}
            </span>
            {outcome.outcome === "warnings" && outcome.warnings.length > 0 && <IssueDetails issues={outcome.warnings} tone="amber" />}
            {(outcome.outcome === "blocked" || outcome.outcome === "failed") && (
              <>
                <IssueDetails issues={outcome.errors} tone="red" />
                <Link
                  href={wizardHref(row.domesticContractId, period)}
                  className="text-xs font-medium text-brand-700 hover:underline"
                  aria-label={w.fixFor(row.workerName)}
                  data-testid="row-fix"
                >
                  {w.fix}
                </Link>
              </>
            )}
          </div>
        )}
      </Td>
      <Td className="text-right tabular-nums" data-testid="row-net">
        {f.money(row.totalNet)}
      </Td>
      <Td className="text-right tabular-nums" data-testid="row-cost">
        {f.money(row.totalCost)}
      </Td>
      <Td className="text-right">
        <div className="flex justify-end gap-2">
          {december && (
            <>
              <LinkButton
                size="sm"
                variant="ghost"
                href={wizardHref(row.domesticContractId, period, "thirteenth")}
                aria-label={w.thirteenthFor(row.workerName)}
                data-testid="row-thirteenth"
              >
                {w.thirteenth}
              </LinkButton>
              <LinkButton
                size="sm"
                variant="ghost"
                href={wizardHref(row.domesticContractId, period, "severance_liquidation")}
                aria-label={w.severanceFor(row.workerName)}
                data-testid="row-severance"
              >
                {w.severance}
              </LinkButton>
            </>
          )}
          {row.status === "not_run" || !payslipId ? (
            <LinkButton
              variant="primary"
              size="sm"
              href={wizardHref(row.domesticContractId, period)}
              aria-label={m.runFor(row.workerName)}
              data-testid="row-run"
            >
              {t.payroll.actions.run}
            </LinkButton>
          ) : (
            <>
              <LinkButton
                size="sm"
                variant={row.payslipStatus === "final" ? "primary" : "secondary"}
                href={payslipHref(payslipId)}
                aria-label={m.openFor(row.workerName)}
                data-testid="row-open"
              >
                {t.payroll.actions.open}
              </LinkButton>
              {row.payslipStatus !== "final" ? (
                <LinkButton
                  size="sm"
                  variant={row.status === "outdated" ? "primary" : "secondary"}
                  href={wizardHref(row.domesticContractId, period)}
                  aria-label={m.rerunFor(row.workerName)}
                  data-testid="row-rerun"
                >
                  {t.payroll.actions.rerun}
                </LinkButton>
              ) : (
                <LinkButton size="sm" href={printHref(payslipId)} aria-label={m.printFor(row.workerName)} data-testid="row-print">
                  {t.payroll.actions.print}
                </LinkButton>
              )}
              {canDelete(row.payslipStatus ?? "draft") && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={m.deleteFor(row.workerName)}
                  data-testid="row-delete"
                  onClick={() =>
                    onDelete({ id: payslipId, domesticContractId: row.domesticContractId, period, kind: "ordinary", status: row.payslipStatus ?? "draft" })
                  }
                >
                  {t.payroll.actions.delete}
                </Button>
              )}
            </>
          )}
        </div>
      </Td>
    </tr>
  );
}

type Issue = { code: string; message: string; params?: Record<string, string> };

/** A run item's warnings or errors, folded: a long list never pushes the row's actions out of view (issue 26 point 15). */
function IssueDetails({ issues, tone }: { issues: readonly Issue[]; tone: "amber" | "red" }) {
  const { t, locale } = useI18n();
  return (
    <details className={`max-w-[18rem] text-xs ${tone === "red" ? "text-red-800" : "text-amber-900"}`} data-testid="row-issues">
      <summary className="cursor-pointer">{t.payroll.wizard.validation[tone === "red" ? "errorsTitle" : "warningsTitle"](issues.length)}</summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {issues.map((e, i) => (
          <li key={i} data-code={e.code}>
            {issueText(e, t, locale)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** "Conferma tutti" asks first: how many become final, how many carry warnings, how many stay blocked, and which to look at. */
function ConfirmAllDialog({
  open,
  run,
  loading,
  onClose,
  onConfirm,
}: {
  open: boolean;
  run: PayrollRunDetail;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t, locale } = useI18n();
  const d = t.worklist.confirmDialog;
  const pending = run.items.data.filter((i) => (i.outcome === "ok" || i.outcome === "warnings") && i.finalizeOutcome === null);
  const withWarnings = pending.filter((i) => i.outcome === "warnings");
  const blocked = run.items.data.filter((i) => i.outcome === "blocked" || i.outcome === "failed");
  const flagged = [...withWarnings, ...blocked];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={d.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="confirm-all-cancel">
            {d.cancel}
          </Button>
          <Button loading={loading} disabled={pending.length === 0} onClick={onConfirm} data-testid="confirm-all-confirm">
            {d.confirm(pending.length)}
          </Button>
        </>
      }
    >
      <div data-testid="confirm-all-dialog">
        <p>{pending.length === 0 ? d.nothing : d.intro}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ["toFinalize", pending.length],
              ["withWarnings", withWarnings.length],
              ["blocked", blocked.length],
            ] as const
          ).map(([key, n]) => (
            <div key={key} className="rounded-md bg-slate-50 px-2 py-2 ring-1 ring-slate-200" data-testid={`confirm-count-${key}`}>
              <dt className="text-xs text-slate-600">{d[key]}</dt>
              <dd className="text-xl font-semibold text-slate-900">{n}</dd>
            </div>
          ))}
        </dl>
        {flagged.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-800">{d.flagged}</h3>
            <ul className="mt-1 max-h-64 space-y-2 overflow-y-auto pr-1" data-testid="confirm-flagged">
              {flagged.map((i) => (
                <li key={i.id} data-testid="confirm-flagged-row" data-outcome={i.outcome}>
                  <span className="font-medium">{i.workerName}</span> <span className="text-slate-600">· {i.employerName}</span>{" "}
                  <Badge tone={OUTCOME_TONE[i.outcome]}>{t.worklist.outcomes[i.outcome]}</Badge>
                  <ul className="mt-0.5 list-disc pl-5 text-xs text-slate-700">
                    {(i.outcome === "warnings" ? i.warnings : i.errors).map((e, k) => (
                      <li key={k} data-code={e.code}>
                        {issueText(e as Issue, t, locale)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}

function RunProgress({ run, onCancel }: { run: PayrollRunDetail; onCancel: () => void }) {
  const w = useT().worklist;
  const pct = run.total === 0 ? 100 : Math.round((run.processed / run.total) * 100);
  const c = run.counts;
  return (
    <div className="mb-4 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid="run-progress" data-status={run.status}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800" role="status">
          {run.status === "running" ? w.running : run.status === "completed" ? w.completed : w.cancelled} · {w.progress(run.processed, run.total)}
        </span>
        <span className="flex flex-wrap gap-2 text-xs" data-testid="run-counts">
          {(["ok", "warnings", "blocked", "failed", "skipped", "cancelled"] as const).map((o) =>
            c[o] > 0 ? (
              <Badge key={o} tone={OUTCOME_TONE[o]}>
                {w.outcomes[o]}: {c[o]}
              </Badge>
            ) : null,
          )}
        </span>
        {run.status === "running" && (
          <Button size="sm" variant="ghost" onClick={onCancel} data-testid="run-cancel">
            {w.cancel}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={w.progressLabel}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.processed}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function RunHistory({
  runs,
  activeId,
  onPick,
}: {
  runs: { id: string; status: string; total: number; createdAt: string; counts: Record<string, number> }[];
  activeId: string | null;
  onPick: (id: string) => void;
}) {
  const w = useT().worklist;
  return (
    <section className="mt-8" aria-label={w.history} data-testid="run-history">
      <h2 className="mb-2 text-base font-semibold text-slate-800">{w.history}</h2>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-500">{w.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {runs.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                onClick={() => onPick(r.id)}
                className={`flex w-full items-center justify-between px-4 py-2 text-left text-sm ${r.id === activeId ? "bg-slate-50 font-medium" : ""}`}
                data-testid="run-history-row"
              >
                <span>{w.historyRow(new Date(r.createdAt).toLocaleString(), r.total)}</span>
                <span className="text-xs text-slate-500">
                  {r.status === "running" ? w.running : r.status === "completed" ? w.completed : w.cancelled} · {w.outcomes.ok}{" "}
                  {(r.counts.ok ?? 0) + (r.counts.warnings ?? 0)} · {w.outcomes.blocked} {r.counts.blocked ?? 0}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
