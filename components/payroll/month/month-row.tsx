"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Badge } from "@/components/ui/misc";
import { Td } from "@/components/ui/table";
import { useCanDeletePayslip, type MonthStatusRow } from "@/lib/client/payroll";
import type { PayrollRunItemView } from "@/lib/client/payroll-runs";
import { useT } from "@/lib/i18n/client";
import type { DeletablePayslip } from "../delete-payslip-dialog";
import { contractPayslipsHref, payslipHref, printHref, wizardHref } from "../links";
import { DeliveryStatus } from "../delivery-status";
import { PaymentStatusBadge } from "../payments/payment-status-badge";
import { PayslipStatusBadge } from "../status-badge";
import { useFormat } from "../use-format";
import { MonthStatusBadge } from "@/components/months/status-badge";
import { IssueDetails } from "./issue-details";
import { OUTCOME_TONE } from "./shared";

interface MonthRowProps {
  row: MonthStatusRow;
  period: string;
  onDelete: (p: DeletablePayslip) => void;
  outcome: PayrollRunItemView | undefined;
  selected: boolean;
  onSelect: (on: boolean) => void;
  december: boolean;
}

/** One contract of the month: its payslip's state, the last run's outcome, net and cost, and what to do next. */
export function MonthRow({ row, period, onDelete, outcome, selected, onSelect, december }: MonthRowProps) {
  const t = useT();
  const w = t.worklist;
  const f = useFormat();
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
            {t.payroll.month.finalOutdated}
          </span>
        )}
        {row.toCorrect && row.rateChangeEstimate && (
          // a final payslip computed on rate tables a newer version replaced (docs/rate-tables.md): to correct, with the estimated difference
          <span className="mt-0.5 block text-xs text-amber-700" data-testid="row-final-to-correct">
            {t.payroll.month.toCorrect(f.money(row.rateChangeEstimate.totalNet.difference), f.money(row.rateChangeEstimate.totalCost.difference))}
          </span>
        )}
        {row.payslipStatus === "final" && <DeliveryStatus viewedAt={row.viewedAt} receiptConfirmedAt={row.receiptConfirmedAt} compact />}
        {row.paymentStatus && (
          <span className="mt-1 block" data-testid="row-payment-status" data-payment-status={row.paymentStatus}>
            <PaymentStatusBadge status={row.paymentStatus} />
          </span>
        )}
      </Td>
      <Td data-testid="row-household-month">
        <MonthStatusBadge status={row.monthStatus} />
      </Td>
      <Td data-testid="row-outcome">{outcome && <RowOutcome row={row} period={period} outcome={outcome} />}</Td>
      <Td className="text-right tabular-nums" data-testid="row-net">
        {f.money(row.totalNet)}
      </Td>
      <Td className="text-right tabular-nums" data-testid="row-cost">
        {f.money(row.totalCost)}
      </Td>
      <Td className="text-right">
        <RowActions row={row} period={period} december={december} onDelete={onDelete} />
      </Td>
    </tr>
  );
}

/** The run's outcome for the row: a badge, its warnings or errors folded, and "fix" for a blocked one. */
function RowOutcome({ row, period, outcome }: { row: MonthStatusRow; period: string; outcome: PayrollRunItemView }) {
  const w = useT().worklist;
  return (
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
  );
}

/** December's extra payslips, then run, or open / re-run / print / delete the month's payslip. */
function RowActions({ row, period, december, onDelete }: { row: MonthStatusRow; period: string; december: boolean; onDelete: (p: DeletablePayslip) => void }) {
  const canDelete = useCanDeletePayslip();
  const t = useT();
  const w = t.worklist;
  const m = t.payroll.month;
  const payslipId = row.payslipId;
  return (
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
        <LinkButton variant="primary" size="sm" href={wizardHref(row.domesticContractId, period)} aria-label={m.runFor(row.workerName)} data-testid="row-run">
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
  );
}
