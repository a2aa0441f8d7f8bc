"use client";
import { LinkButton } from "@/components/ui/link-button";
import { Badge, EmptyState } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import type { MonthInboxItem } from "@/lib/client/months";
import { formatTimestamp } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { MonthStatusBadge } from "../status-badge";

export const reviewHref = (contractId: string, period: string) => `/months/${contractId}/${period}`;

/** One page of the inbox: employer, worker, status, the notes, when it last moved; each opens the month's review. */
export function InboxTable({ period, rows, total, filtered }: { period: string; rows: MonthInboxItem[]; total: number; filtered: boolean }) {
  const { t, locale } = useI18n();
  const m = t.months.inbox;
  if (total === 0) return <EmptyState>{filtered ? m.noMatch : m.empty}</EmptyState>;
  return (
    <Table caption={m.caption(period)}>
      <thead>
        <tr>
          <Th>{m.columns.employer}</Th>
          <Th>{m.columns.worker}</Th>
          <Th>{m.columns.status}</Th>
          <Th>{m.columns.note}</Th>
          <Th>{m.columns.changed}</Th>
          <Th className="text-right">{m.columns.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.domesticContractId} data-testid="month-row" data-contract-id={r.domesticContractId} data-status={r.status}>
            <Td>{r.employerName}</Td>
            <Td className="font-medium">{r.workerName}</Td>
            <Td>
              <MonthStatusBadge status={r.status} />
              {r.hasFinalPayslip && (
                <span className="ml-1">
                  <Badge tone="green">{m.finalPayslip}</Badge>
                </span>
              )}
            </Td>
            <Td className="max-w-xs truncate text-sm text-slate-600">{r.status === "returned" ? r.returnNote : r.note}</Td>
            <Td className="text-sm text-slate-600">{formatTimestamp(r.changedAt, locale)}</Td>
            <Td className="text-right">
              <LinkButton
                size="sm"
                variant={r.status === "submitted" ? "primary" : "secondary"}
                href={reviewHref(r.domesticContractId, r.period)}
                aria-label={m.openFor(r.workerName)}
                data-testid="month-open"
              >
                {m.open}
              </LinkButton>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
