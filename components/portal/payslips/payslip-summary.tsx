"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { formatPeriod } from "@/components/payroll/format";
import { formatMoney, formatTimestamp } from "@/lib/format/display";
import { payslipDeliveryLinks, useRecordPayslipView } from "@/lib/client/payslip-delivery";
import { useI18n } from "@/lib/i18n/client";
import { ConfirmReceipt } from "./confirm-receipt";

export interface PortalPayslipSummary {
  id: string;
  period: string;
  kind: "ordinary" | "thirteenth" | "severance_liquidation" | "correction";
  employerName: string;
  totalNet: string;
  totalGross: string;
  viewedAt: string | null;
  receiptConfirmedAt: string | null;
}

/**
 * /portal/payslips/[id] (issue 29): period, employer, net and gross pay, the PDF; a worker's opening
 * records `viewedAt` (once), and the worker confirms receiving the pay with a confirm step. A
 * household reads whether the worker confirmed.
 */
export function PortalPayslipDetail({ payslip, isWorker }: { payslip: PortalPayslipSummary; isWorker: boolean }) {
  const { t, locale } = useI18n();
  const d = t.delivery.detail;
  const view = useRecordPayslipView(payslip.id);
  const recorded = useRef(false);
  useEffect(() => {
    if (!isWorker || payslip.viewedAt !== null || recorded.current) return;
    recorded.current = true;
    view.mutate();
  }, [isWorker, payslip.viewedAt, view]);
  const period = formatPeriod(payslip.period, t);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6" data-testid="portal-payslip-detail" data-payslip-id={payslip.id}>
      <Link href="/portal/payslips" className="mb-4 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
        ← {d.back}
      </Link>
      <h1 className="mb-4 text-xl font-semibold text-slate-900">
        {t.delivery.kinds[payslip.kind]} · {period}
      </h1>
      <dl className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Row label={d.period} value={period} testId="portal-payslip-period" />
        <Row label={d.employer} value={payslip.employerName} testId="portal-payslip-employer" />
        <Row label={d.net} value={formatMoney(payslip.totalNet, locale)} testId="portal-payslip-net" strong />
        <Row label={d.gross} value={formatMoney(payslip.totalGross, locale)} testId="portal-payslip-gross" />
      </dl>
      <a
        href={payslipDeliveryLinks.pdf(payslip.id)}
        target="_blank"
        rel="noreferrer"
        className="mt-4 flex min-h-11 w-full items-center justify-center rounded-md bg-white px-4 py-2 text-base font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        data-testid="portal-payslip-pdf"
      >
        {d.pdf}
      </a>
      <div className="mt-6">
        {isWorker ? (
          <ConfirmReceipt payslipId={payslip.id} confirmedAt={payslip.receiptConfirmedAt} />
        ) : (
          <p className="text-sm text-slate-700" data-testid="portal-payslip-household-receipt">
            {payslip.receiptConfirmedAt ? d.householdConfirmedOn(formatTimestamp(payslip.receiptConfirmedAt, locale)) : d.householdNotConfirmed}
          </p>
        )}
      </div>
    </div>
  );
}

function Row({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? "text-lg font-semibold text-slate-900 tabular-nums" : "text-slate-900 tabular-nums"} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
