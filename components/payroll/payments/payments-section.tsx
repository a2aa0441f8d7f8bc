"use client";
/**
 * "Pagamenti" on the payslip page (issue 30 point 5): the status of the pay against the net, the
 * payments with their receipts (quietanze), recording one and deleting one recorded by mistake.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert, Badge, Card } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { payslipPaymentLinks, useDeletePayslipPayment, usePayslipPayments } from "@/lib/client/payslip-payments";
import { formatDate, formatMoney } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { todayInItaly } from "@/lib/validation/common";
import { PaymentStatusBadge } from "./payment-status-badge";
import { RecordPaymentDialog } from "./record-payment-dialog";

export function PaymentsSection({ payslipId, status }: { payslipId: string; status: "draft" | "final" }) {
  const { t, locale } = useI18n();
  const m = t.payments;
  const list = usePayslipPayments(payslipId, status === "final");
  const remove = useDeletePayslipPayment(payslipId);
  const [recording, setRecording] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (v: string) => formatMoney(v, locale);
  const d = list.data;
  const action =
    status === "final" ? (
      <Button size="sm" onClick={() => setRecording(true)} data-testid="payment-record">
        {m.record}
      </Button>
    ) : null;
  return (
    <Card title={m.title} actions={action}>
      <p className="mb-3 text-sm text-slate-500">{status === "final" ? m.intro : m.draftOnly}</p>
      {notice && (
        <div className="mb-3">
          <Alert tone="green">{notice}</Alert>
        </div>
      )}
      {list.isError && <Alert>{errorMessage(list.error, t)}</Alert>}
      {d && (
        <div className="mb-3 flex flex-wrap items-center gap-3 text-sm" data-testid="payments-summary">
          <PaymentStatusBadge status={d.paymentStatus} />
          <span>{m.summary(money(d.paidAmount), money(d.netPay))}</span>
          {d.outstandingAmount !== "0.00" && <span>{m.outstanding(money(d.outstandingAmount))}</span>}
          {d.excessAmount !== "0.00" && <Badge tone="amber">{m.excess(money(d.excessAmount))}</Badge>}
          {d.receiptConfirmedAt && <Badge tone="green">{m.confirmed(formatDate(d.receiptConfirmedAt.slice(0, 10)))}</Badge>}
        </div>
      )}
      {d && d.data.length === 0 && <p className="text-sm text-slate-500">{m.none}</p>}
      {d && d.data.length > 0 && (
        <a
          href={`/v1/domestic-payslips/${payslipId}/pdf?receipts=true`}
          target="_blank"
          rel="noreferrer"
          className="mb-2 inline-block text-sm text-brand-700 hover:underline"
        >
          {m.withReceipts}
        </a>
      )}
      {d && d.data.length > 0 && (
        <Table caption={m.title}>
          <thead>
            <tr>
              <Th>{m.columns.paidOn}</Th>
              <Th>{m.columns.method}</Th>
              <Th className="text-right">{m.columns.amount}</Th>
              <Th>{m.columns.reference}</Th>
              <Th>
                <span className="sr-only">{m.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid="payments">
            {d.data.map((x) => (
              <tr key={x.id} data-testid="payment-row">
                <Td>{formatDate(x.paidOn)}</Td>
                <Td>{m.methods[x.method]}</Td>
                <Td className="text-right tabular-nums">
                  {money(x.amount)}
                  {x.excessAmount !== "0.00" && (
                    <div>
                      <Badge tone="amber">{m.excessBadge(money(x.excessAmount))}</Badge>
                    </div>
                  )}
                </Td>
                <Td className="whitespace-normal">{[x.reference, x.note, x.excessReason].filter(Boolean).join(" · ")}</Td>
                <Td className="flex flex-col items-end gap-1">
                  <a
                    href={payslipPaymentLinks.receipt(payslipId, x.id)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-xs font-medium text-brand-700 hover:underline"
                    aria-label={m.receiptLabel(formatDate(x.paidOn))}
                    data-testid="payment-receipt"
                  >
                    {m.receipt}
                  </a>
                  <a
                    href={payslipPaymentLinks.receipt(payslipId, x.id, "en")}
                    target="_blank"
                    rel="noreferrer"
                    className="text-xs text-brand-700 hover:underline"
                  >
                    {m.receiptEnglish}
                  </a>
                  <button
                    type="button"
                    className="text-xs text-red-700 hover:underline"
                    aria-label={m.removeLabel(formatDate(x.paidOn))}
                    onClick={() => window.confirm(m.confirmRemove) && remove.mutate(x.id, { onSuccess: () => setNotice(m.removed) })}
                  >
                    {m.remove}
                  </button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {recording && d && (
        <RecordPaymentDialog
          payslipId={payslipId}
          open
          today={todayInItaly()}
          defaultAmount={d.outstandingAmount !== "0.00" ? d.outstandingAmount.replace(".", locale === "it" ? "," : ".") : ""}
          onClose={() => setRecording(false)}
          onSaved={() => {
            setRecording(false);
            setNotice(m.saved);
          }}
        />
      )}
    </Card>
  );
}
