"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert, EmptyState, PageHeader, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { SortableTh, Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { useContractPayslips, useContractSummary, type PayslipListItem, useCanDeletePayslip } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";
import { ADDITIONAL_PAYSLIP_KINDS } from "@/lib/payroll";
import { DeletePayslipDialog, DeletedNotice, type DeletablePayslip, type DeleteOutcome } from "./delete-payslip-dialog";
import { LinkButton } from "@/components/ui/link-button";
import { contractHref, payslipHref, printHref, wizardHref } from "./links";
import { addMonths, currentRomePeriod } from "./periods";
import { DeliveryStatus } from "./delivery-status";
import { PayslipStatusBadge } from "./status-badge";
import { useFormat } from "./use-format";

const LIMIT = 20;
type SortField = "period" | "totalNet";

/** /contracts/[id]/payslips: every payslip of the contract, newest period first. */
export function ContractPayslipsList({ contractId }: { contractId: string }) {
  const t = useT();
  const f = useFormat();
  const l = t.payroll.list;
  const [sortField, setSortField] = useState<SortField>("period");
  const [sortDirection, setSortDirection] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<DeletablePayslip | null>(null);
  const [deleted, setDeleted] = useState<DeleteOutcome | null>(null);
  const contract = useContractSummary(contractId);
  const list = useContractPayslips({ domesticContractId: contractId, sortField, sortDirection, page, limit: LIMIT });
  // The latest period, to propose the one after it: asked separately so sorting does not change the proposal.
  const latest = useContractPayslips({ domesticContractId: contractId, sortField: "period", sortDirection: "desc", page: 1, limit: 1 });
  const latestPeriod = latest.data?.data[0]?.period;
  const nextPeriod = latestPeriod ? addMonths(latestPeriod, 1) : addMonths(currentRomePeriod(), -1);

  const onSort = (field: string) => {
    const next = field as SortField;
    if (next === sortField) setSortDirection(sortDirection === "asc" ? "desc" : "asc");
    else {
      setSortField(next);
      setSortDirection("desc");
    }
    setPage(1);
  };
  const workerName = contract.data ? `${contract.data.worker.firstName} ${contract.data.worker.lastName}` : null;

  return (
    <>
      <PageHeader
        title={l.title}
        description={
          contract.data && workerName
            ? l.description(workerName, contract.data.employer.displayName)
            : contract.isError
              ? t.payroll.errors.contractUnavailable
              : undefined
        }
        actions={
          <>
            <LinkButton href={contractHref(contractId)}>{t.payroll.actions.showContract}</LinkButton>
            <LinkButton variant="primary" href={wizardHref(contractId, nextPeriod)} data-testid="contract-new-payslip">
              {t.payroll.actions.newPayslip} · {f.period(nextPeriod)}
            </LinkButton>
          </>
        }
      />
      {deleted && (
        <div className="mb-4">
          <DeletedNotice outcome={deleted} onDismiss={() => setDeleted(null)} />
        </div>
      )}
      {list.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : list.isError ? (
        <Alert>{errorMessage(list.error, t)}</Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyState>{l.empty}</EmptyState>
      ) : (
        <>
          <Table caption={l.caption}>
            <thead>
              <tr>
                <SortableTh label={l.columns.period} field="period" sortField={sortField} sortDirection={sortDirection} onSort={onSort} />
                <Th>{l.columns.kind}</Th>
                <Th>{l.columns.status}</Th>
                <Th className="text-right">{l.columns.gross}</Th>
                <SortableTh label={l.columns.net} field="totalNet" sortField={sortField} sortDirection={sortDirection} onSort={onSort} className="text-right" />
                <Th className="text-right">{l.columns.cost}</Th>
                <Th>{l.columns.created}</Th>
                <Th className="text-right">{l.columns.actions}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.data.map((p) => (
                <PayslipRow key={p.id} payslip={p} onDelete={setToDelete} endPeriod={contract.data?.endDate?.slice(0, 7) ?? null} />
              ))}
            </tbody>
          </Table>
          <PaginationBar page={page} limit={LIMIT} total={list.data.pagination.total} onPage={setPage} />
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

/**
 * A final ordinary payslip of December (or of the month the contract ends) offers the thirteenth and
 * the TFR liquidation of that period explicitly (issue 15 point 2): they are separate payslips.
 */
function otherKindsOffered(p: PayslipListItem, endPeriod: string | null): boolean {
  return p.kind === "ordinary" && p.status === "final" && (p.period.endsWith("-12") || p.period === endPeriod);
}

function PayslipRow({ payslip: p, onDelete, endPeriod }: { payslip: PayslipListItem; onDelete: (p: DeletablePayslip) => void; endPeriod: string | null }) {
  const canDelete = useCanDeletePayslip();
  const t = useT();
  const f = useFormat();
  const label = `${f.period(p.period)} · ${t.payroll.kind[p.kind]}`;
  return (
    <tr data-testid="contract-payslip-row" data-payslip-id={p.id}>
      <Td className="font-medium">
        <Link href={payslipHref(p.id)} className="text-brand-700 hover:underline">
          {f.period(p.period)}
        </Link>
      </Td>
      <Td>{t.payroll.kind[p.kind]}</Td>
      <Td>
        <PayslipStatusBadge status={p.status} />
        {p.status === "final" && <DeliveryStatus viewedAt={p.viewedAt} receiptConfirmedAt={p.receiptConfirmedAt} compact />}
      </Td>
      <Td className="text-right tabular-nums">{f.money(p.totalGross)}</Td>
      <Td className="text-right tabular-nums">{f.money(p.totalNet)}</Td>
      <Td className="text-right tabular-nums">{f.money(p.totalCost)}</Td>
      <Td className="text-slate-600">{f.timestamp(p.createdAt)}</Td>
      <Td className="text-right">
        <div className="flex justify-end gap-2">
          <LinkButton size="sm" href={payslipHref(p.id)} aria-label={`${t.payroll.actions.open} ${label}`}>
            {t.payroll.actions.open}
          </LinkButton>
          {p.status === "draft" ? (
            <LinkButton size="sm" href={wizardHref(p.domesticContractId, p.period, p.kind)} aria-label={`${t.payroll.actions.rerun} ${label}`}>
              {t.payroll.actions.rerun}
            </LinkButton>
          ) : (
            <LinkButton size="sm" href={printHref(p.id)} aria-label={`${t.payroll.actions.print} ${label}`}>
              {t.payroll.actions.print}
            </LinkButton>
          )}
          {otherKindsOffered(p, endPeriod) &&
            ADDITIONAL_PAYSLIP_KINDS.map((other) => (
              <LinkButton
                key={other}
                size="sm"
                href={wizardHref(p.domesticContractId, p.period, other)}
                data-testid={`contract-payslip-run-${other}`}
                aria-label={`${t.payroll.wizard.validation.runKind(t.payroll.kind[other])} · ${f.period(p.period)}`}
              >
                {t.payroll.kind[other]}
              </LinkButton>
            ))}
          {canDelete(p.status) && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDelete({ id: p.id, domesticContractId: p.domesticContractId, period: p.period, kind: p.kind, status: p.status })}
              aria-label={`${t.payroll.actions.delete} ${label}`}
            >
              {t.payroll.actions.delete}
            </Button>
          )}
        </div>
      </Td>
    </tr>
  );
}
