"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/misc";
import { useI18n } from "@/lib/i18n/client";
import { addMonthsToPeriod } from "@/lib/payroll";
import type { CalendarContractView } from "@/lib/services/work-events/get-calendar-contract";
import { formatMonth } from "./format";

const calendarHref = (contractId: string, month: string) => `/contracts/${contractId}/calendar?month=${month}`;
const NAV_LINK = "rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50";

export function CalendarTitle({ contract }: { contract: CalendarContractView }) {
  const w = useI18n().t.workEvents;
  const date = (iso: string) => iso.split("-").reverse().join("/");
  return (
    <PageHeader
      title={w.heading(contract.workerName)}
      description={w.employerLine(contract.employerName, date(contract.startDate), contract.endDate ? date(contract.endDate) : null)}
      actions={
        <Link href={`/contracts/${contract.id}`} className={NAV_LINK}>
          ← {w.backToContract}
        </Link>
      }
    />
  );
}

interface ToolbarProps {
  contractId: string;
  month: string;
  today: string;
  undoLabel: string | null;
  canUndo: boolean;
  undoing: boolean;
  onUndo: () => void;
  autoFilling: boolean;
  onAutoFill: () => void;
}

/** ‹ month › (and back to this month), then undo of the last change and "Compila mese". */
export function CalendarToolbar({ contractId, month, today, undoLabel, canUndo, undoing, onUndo, autoFilling, onAutoFill }: ToolbarProps) {
  const { t } = useI18n();
  const w = t.workEvents;
  const current = today.slice(0, 7);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={w.monthNav.label} className="flex items-center gap-2">
        <Link href={calendarHref(contractId, addMonthsToPeriod(month, -1))} className={NAV_LINK} aria-label={w.monthNav.previous} data-testid="month-previous">
          ‹
        </Link>
        <h2 className="min-w-40 text-center text-lg font-semibold text-slate-900 capitalize" aria-live="polite" data-testid="month-label">
          {formatMonth(month, t)}
        </h2>
        <Link href={calendarHref(contractId, addMonthsToPeriod(month, 1))} className={NAV_LINK} aria-label={w.monthNav.next} data-testid="month-next">
          ›
        </Link>
        {current !== month && (
          <Link href={calendarHref(contractId, current)} className="text-sm text-brand-700 hover:underline">
            {w.monthNav.today}
          </Link>
        )}
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={!canUndo} loading={undoing} onClick={onUndo} title={undoLabel ?? undefined} data-testid="undo">
          ↶ {undoLabel ?? w.undo.button}
        </Button>
        <Button onClick={onAutoFill} loading={autoFilling} title={w.autoFill.hint} data-testid="auto-fill">
          {w.autoFill.button}
        </Button>
      </div>
    </div>
  );
}
