"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Alert, EmptyState, PageHeader, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { useMonthStatus, type MonthStatus, type MonthStatusRow } from "@/lib/client/payroll";
import { addMonths, isPeriod } from "./periods";
import { useT } from "@/lib/i18n/client";
import { DeletePayslipDialog, DeletedNotice, type DeletablePayslip, type DeleteOutcome } from "./delete-payslip-dialog";
import { LinkButton } from "./link-button";
import { contractPayslipsHref, monthHref, payslipHref, printHref, wizardHref } from "./links";
import { PayslipStatusBadge } from "./status-badge";
import { useFormat } from "./use-format";

const STATUS_ORDER: MonthStatus[] = ["not_run", "outdated", "draft", "final"];

/** /payroll?period=YYYY-MM: every contract active in the month with its ordinary payslip's state. */
export function PayrollMonthView({ period }: { period: string }) {
  const t = useT();
  const f = useFormat();
  const router = useRouter();
  const month = useMonthStatus(period);
  const [toDelete, setToDelete] = useState<DeletablePayslip | null>(null);
  const [deleted, setDeleted] = useState<DeleteOutcome | null>(null);
  const go = (p: string) => {
    if (!isPeriod(p)) return;
    setDeleted(null);
    router.push(monthHref(p));
  };

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
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.payroll.status[s]}</dt>
                <dd className="mt-1 text-2xl font-semibold text-slate-900">{month.data.counts[s] ?? 0}</dd>
              </div>
            ))}
          </dl>
          {month.data.data.length === 0 ? (
            <EmptyState>{t.payroll.month.empty}</EmptyState>
          ) : (
            <Table caption={t.payroll.month.caption(f.period(period))}>
              <thead>
                <tr>
                  <Th>{t.payroll.month.employer}</Th>
                  <Th>{t.payroll.month.worker}</Th>
                  <Th>{t.payroll.month.statusColumn}</Th>
                  <Th className="text-right">{t.payroll.month.net}</Th>
                  <Th className="text-right">{t.payroll.month.cost}</Th>
                  <Th className="text-right">{t.payroll.month.actionsColumn}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {month.data.data.map((row) => (
                  <MonthRow key={row.domesticContractId} row={row} period={period} onDelete={setToDelete} />
                ))}
              </tbody>
            </Table>
          )}
        </>
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

function MonthRow({ row, period, onDelete }: { row: MonthStatusRow; period: string; onDelete: (p: DeletablePayslip) => void }) {
  const t = useT();
  const f = useFormat();
  const m = t.payroll.month;
  const payslipId = row.payslipId;
  return (
    <tr data-testid="payroll-row" data-contract-id={row.domesticContractId}>
      <Td>{row.employerName}</Td>
      <Td className="font-medium">
        <Link href={contractPayslipsHref(row.domesticContractId)} className="text-brand-700 hover:underline">
          {row.workerName}
        </Link>
      </Td>
      <Td>
        <PayslipStatusBadge status={row.status} />
      </Td>
      <Td className="text-right tabular-nums" data-testid="row-net">
        {f.money(row.totalNet)}
      </Td>
      <Td className="text-right tabular-nums" data-testid="row-cost">
        {f.money(row.totalCost)}
      </Td>
      <Td className="text-right">
        <div className="flex justify-end gap-2">
          {row.status === "not_run" || !payslipId ? (
            <LinkButton variant="primary" size="sm" href={wizardHref(row.domesticContractId, period)} aria-label={m.runFor(row.workerName)} data-testid="row-run">
              {t.payroll.actions.run}
            </LinkButton>
          ) : (
            <>
              <LinkButton size="sm" variant={row.status === "final" ? "primary" : "secondary"} href={payslipHref(payslipId)} aria-label={m.openFor(row.workerName)} data-testid="row-open">
                {t.payroll.actions.open}
              </LinkButton>
              {row.status !== "final" ? (
                <LinkButton size="sm" variant={row.status === "outdated" ? "primary" : "secondary"} href={wizardHref(row.domesticContractId, period)} aria-label={m.rerunFor(row.workerName)} data-testid="row-rerun">
                  {t.payroll.actions.rerun}
                </LinkButton>
              ) : (
                <LinkButton size="sm" href={printHref(payslipId)} aria-label={m.printFor(row.workerName)} data-testid="row-print">
                  {t.payroll.actions.print}
                </LinkButton>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={m.deleteFor(row.workerName)}
                data-testid="row-delete"
                onClick={() => onDelete({ id: payslipId, domesticContractId: row.domesticContractId, period, kind: "ordinary", status: row.payslipStatus ?? "draft" })}
              >
                {t.payroll.actions.delete}
              </Button>
            </>
          )}
        </div>
      </Td>
    </tr>
  );
}
