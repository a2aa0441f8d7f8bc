"use client";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { useFormat } from "@/components/payroll/use-format";
import { contributionPaymentLinks, type ContributionPaymentView } from "@/lib/client/contribution-payments";
import { useT } from "@/lib/i18n/client";

const TONES = { pending: "gray", ready: "blue", notified: "amber", overdue: "red", paid: "green" } as const;

/** The worklist's rows: select for bulk notify, record a payment, the employer's tax statement of the due date's year. */
export function PaymentsTable(props: {
  rows: ContributionPaymentView[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onRecord: (payment: ContributionPaymentView) => void;
}) {
  const t = useT();
  const s = t.contributionPayments;
  const f = useFormat();
  return (
    <Table>
      <thead>
        <tr>
          <Th>
            <span className="sr-only">{s.columns.select}</span>
          </Th>
          <Th>{s.columns.employer}</Th>
          <Th>{s.columns.worker}</Th>
          <Th>{s.columns.kind}</Th>
          <Th>{s.columns.due}</Th>
          <Th className="text-right">{s.columns.total}</Th>
          <Th className="text-right">{s.columns.paid}</Th>
          <Th>{s.columns.status}</Th>
          <Th />
        </tr>
      </thead>
      <tbody>
        {props.rows.map((p) => (
          <tr key={p.id} data-testid="payment-row" data-status={p.status} data-contract-id={p.domesticContractId}>
            <Td>
              <input
                type="checkbox"
                aria-label={`${s.columns.select} ${p.workerName}`}
                checked={props.selected.has(p.id)}
                onChange={() => props.onToggle(p.id)}
              />
            </Td>
            <Td>{p.employerName}</Td>
            <Td className="font-medium">{p.workerName}</Td>
            <Td>{s.kind[p.kind]}</Td>
            <Td>{f.date(p.dueDate)}</Td>
            <Td className="text-right tabular-nums">{f.money(p.totalDue)}</Td>
            <Td className="text-right tabular-nums">
              {f.money(p.paidAmount)}
              {p.balance !== "0.00" && p.paidAmount !== "0.00" && <div className="text-xs text-slate-500">{s.balance(f.money(p.balance))}</div>}
              {p.excessAmount !== "0.00" && <div className="text-xs text-amber-700">{s.excess(f.money(p.excessAmount))}</div>}
            </Td>
            <Td>
              <Badge tone={TONES[p.status]}>{s.status[p.status]}</Badge>
            </Td>
            <Td className="text-right">
              <div className="flex justify-end gap-2">
                {p.status !== "pending" && p.status !== "paid" && (
                  <Button size="sm" variant="secondary" onClick={() => props.onRecord(p)} data-testid="row-record">
                    {s.record}
                  </Button>
                )}
                <a
                  className="rounded-md px-2.5 py-1.5 text-sm font-medium ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                  href={contributionPaymentLinks.taxStatementPdf(p.employerId, Number((p.paidOn ?? p.dueDate).slice(0, 4)))}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="row-tax-statement"
                >
                  {s.taxStatement}
                </a>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
