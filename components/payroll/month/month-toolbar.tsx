"use client";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useT } from "@/lib/i18n/client";
import { addMonths } from "../periods";
import { useFormat } from "../use-format";
import { FILTERS, type Filter } from "./shared";

/** ← the month → and its name. */
export function PeriodNav({ period, onGo }: { period: string; onGo: (period: string) => void }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <Button variant="secondary" onClick={() => onGo(addMonths(period, -1))} aria-label={t.payroll.actions.previousMonth}>
        <span aria-hidden>←</span>
      </Button>
      <Field label={t.payroll.month.period} className="w-48">
        {(p) => <Input {...p} type="month" value={period} onChange={(e) => onGo(e.target.value)} data-testid="payroll-period" />}
      </Field>
      <Button variant="secondary" onClick={() => onGo(addMonths(period, 1))} aria-label={t.payroll.actions.followingMonth}>
        <span aria-hidden>→</span>
      </Button>
      <h2 className="ml-2 pb-2 text-lg font-semibold text-slate-800" data-testid="payroll-period-label">
        {f.period(period)}
      </h2>
    </div>
  );
}

export interface WorklistActions {
  search: string;
  onSearch: (search: string) => void;
  filter: Filter;
  onFilter: (filter: Filter) => void;
  selectedCount: number;
  running: boolean;
  starting: boolean;
  noRows: boolean;
  onRunAll: () => void;
  onRunSelected: () => void;
  canConfirm: boolean;
  canFinalize: boolean;
  finalizing: boolean;
  onConfirmAll: () => void;
  /** the month's final payslips in one PDF, when there are any */
  finalsHref: string | null;
  autoFill: boolean;
  onAutoFill: (on: boolean) => void;
  /** the month has final payslips: they can be corrected (docs/corrections.md) */
  canCorrect: boolean;
  onCorrect: () => void;
}

/** Search and filter, run all / the selected ones, confirm all, print the finals; the auto-fill switch. */
export function WorklistToolbar(a: WorklistActions) {
  const t = useT();
  const w = t.worklist;
  const c = t.corrections;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label={w.search} className="w-72">
          {(p) => <Input {...p} type="search" value={a.search} onChange={(e) => a.onSearch(e.target.value)} data-testid="worklist-search" />}
        </Field>
        <Field label={w.filter} className="w-48">
          {(p) => (
            <Select {...p} value={a.filter} onChange={(e) => a.onFilter(e.target.value as Filter)} data-testid="worklist-filter">
              {FILTERS.map((x) => (
                <option key={x} value={x}>
                  {w.filters[x]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="ml-auto flex flex-wrap gap-2 pb-0.5">
          <Button onClick={a.onRunAll} loading={a.starting} disabled={a.running || a.noRows} data-testid="run-all">
            {w.runAll}
          </Button>
          <Button variant="secondary" onClick={a.onRunSelected} disabled={a.running || a.selectedCount === 0} data-testid="run-selected">
            {w.runSelected(a.selectedCount)}
          </Button>
          <Button
            variant="secondary"
            title={a.canFinalize ? w.confirmAllHint : w.approverRequired}
            disabled={!a.canConfirm || !a.canFinalize}
            loading={a.finalizing}
            onClick={a.onConfirmAll}
            data-testid="confirm-all"
          >
            {w.confirmAll}
          </Button>
          {a.canCorrect && (
            <Button
              variant="secondary"
              title={a.canFinalize ? c.openHint : w.approverRequired}
              disabled={!a.canFinalize}
              onClick={a.onCorrect}
              data-testid="correct-finals"
            >
              {c.open}
            </Button>
          )}
          {/* the month's final payslips in one PDF (GET /v1/domestic-payslips/pdf, the stored documents) */}
          {a.finalsHref && (
            <a
              href={a.finalsHref}
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
          <input type="checkbox" className="mt-0.5" checked={a.autoFill} onChange={(e) => a.onAutoFill(e.target.checked)} data-testid="run-auto-fill" />
          <span>
            {w.autoFill}
            <span className="block text-xs text-slate-600">{w.autoFillHint}</span>
          </span>
        </label>
        {!a.canFinalize && (
          <p className="mt-1 text-xs text-slate-600" data-testid="approver-required">
            {w.approverRequired}
          </p>
        )}
      </div>
    </>
  );
}
