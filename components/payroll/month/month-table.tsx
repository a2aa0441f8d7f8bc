"use client";
import { EmptyState } from "@/components/ui/misc";
import { Table, Th } from "@/components/ui/table";
import type { MonthStatus, MonthStatusResponse, MonthStatusRow } from "@/lib/client/payroll";
import type { PayrollRunItemView } from "@/lib/client/payroll-runs";
import { useT } from "@/lib/i18n/client";
import type { DeletablePayslip } from "../delete-payslip-dialog";
import { useFormat } from "../use-format";
import { MonthRow } from "./month-row";

const STATUS_ORDER: MonthStatus[] = ["not_run", "outdated", "draft", "final"];

/** How many contracts of the month are in each state. */
export function MonthCounts({ counts }: { counts: MonthStatusResponse["counts"] }) {
  const t = useT();
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t.payroll.month.counts} data-testid="payroll-counts">
      {STATUS_ORDER.map((s) => (
        <div key={s} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid={`payroll-count-${s}`}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t.payroll.status[s]}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{counts[s] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

interface MonthTableProps {
  period: string;
  total: number;
  visible: MonthStatusRow[];
  outcomes: Map<string, PayrollRunItemView>;
  selected: Set<string>;
  onSelected: (update: (prev: Set<string>) => Set<string>) => void;
  onDelete: (payslip: DeletablePayslip) => void;
}

/** The month's contracts that pass the filter, each selectable for a run. */
export function MonthTable({ period, total, visible, outcomes, selected, onSelected, onDelete }: MonthTableProps) {
  const t = useT();
  const w = t.worklist;
  const m = t.payroll.month;
  const f = useFormat();
  if (total === 0) return <EmptyState>{m.empty}</EmptyState>;
  if (visible.length === 0) return <EmptyState>{w.noMatch}</EmptyState>;
  const toggle = (id: string, on: boolean) =>
    onSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Table caption={m.caption(f.period(period))}>
      <thead>
        <tr>
          <Th>
            <input
              type="checkbox"
              aria-label={w.selectAll}
              checked={visible.length > 0 && visible.every((r) => selected.has(r.domesticContractId))}
              onChange={(e) => onSelected(() => (e.target.checked ? new Set(visible.map((r) => r.domesticContractId)) : new Set()))}
              data-testid="select-all"
            />
          </Th>
          <Th>{m.employer}</Th>
          <Th>{m.worker}</Th>
          <Th>{m.statusColumn}</Th>
          <Th>{t.months.inbox.householdColumn}</Th>
          <Th>{w.outcome}</Th>
          <Th className="text-right">{m.net}</Th>
          <Th className="text-right">{m.cost}</Th>
          <Th className="text-right">{m.actionsColumn}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {visible.map((row) => (
          <MonthRow
            key={row.domesticContractId}
            row={row}
            period={period}
            onDelete={onDelete}
            outcome={outcomes.get(row.domesticContractId)}
            selected={selected.has(row.domesticContractId)}
            onSelect={(on) => toggle(row.domesticContractId, on)}
            december={period.endsWith("-12")}
          />
        ))}
      </tbody>
    </Table>
  );
}
