"use client";
/**
 * The prestazione universale pack on the contract page (issue 30 point 6; rules-update-3 B3): the
 * quarter's payslips with their payment status, what is missing, the deadline and the PDF to upload.
 */
import Link from "next/link";
import { useState } from "react";
import { Field, Select } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { payslipPaymentLinks, useBenefitPack } from "@/lib/client/payslip-payments";
import { formatDate, formatMoney } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { PaymentStatusBadge } from "@/components/payroll/payments/payment-status-badge";

/** The last `count` quarters up to today's, newest first ("2026-Q4", "2026-Q3", …). */
function recentQuarters(today: string, count = 10): string[] {
  let year = Number(today.slice(0, 4));
  let q = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(`${year}-Q${q}`);
    q -= 1;
    if (q === 0) [year, q] = [year - 1, 4];
  }
  return out;
}

export function BenefitPackSection({ contractId, today }: { contractId: string; today: string }) {
  const { t, locale } = useI18n();
  const m = t.payments.pack;
  const quarters = recentQuarters(today);
  const [quarter, setQuarter] = useState(quarters[1]!);
  const pack = useBenefitPack(contractId, quarter);
  const p = pack.data;
  return (
    <Card className="lg:col-span-3" title={m.title}>
      <p className="mb-3 text-sm text-slate-500">{m.intro}</p>
      <div className="mb-3 flex flex-wrap items-end gap-4">
        <Field label={m.quarter}>
          {(props) => (
            <Select value={quarter} onChange={(e) => setQuarter(e.target.value)} data-testid="benefit-pack-quarter" {...props}>
              {quarters.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {p && <span className="text-sm">{m.dueDate(formatDate(p.dueDate))}</span>}
        <a
          href={payslipPaymentLinks.pack(contractId, quarter)}
          className="rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          data-testid="benefit-pack-pdf"
        >
          {m.download}
        </a>
      </div>
      {pack.isError && <Alert tone="amber">{errorMessage(pack.error, t)}</Alert>}
      {p && (
        <ul className="mb-3 space-y-1 text-sm" data-testid="benefit-pack-payslips">
          {p.payslips.map((x) => (
            <li key={x.id} className="flex flex-wrap items-center gap-2">
              <Link href={`/payslips/${x.id}`} className="text-brand-700 hover:underline">
                {x.period} · {t.payroll.kind[x.kind]}
              </Link>
              <span className="tabular-nums">{formatMoney(x.totalNet, locale)}</span>
              {x.status === "final" && <PaymentStatusBadge status={x.paymentStatus} />}
            </li>
          ))}
        </ul>
      )}
      {p && p.warnings.length > 0 && (
        <Alert tone="amber">
          <ul data-testid="benefit-pack-warnings">
            {p.warnings.map((w) => (
              <li key={`${w.code}-${w.period ?? ""}`}>
                {w.period ? `${w.period}: ` : ""}
                {m.warnings[w.code] ?? w.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {p && p.warnings.length === 0 && <Alert tone="green">{m.ready}</Alert>}
    </Card>
  );
}
