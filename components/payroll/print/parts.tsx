import type { ReactNode } from "react";
import type { PayslipDetail } from "@/lib/client/payroll";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { formatMoney, formatQuantity2 } from "@/lib/format/display";

export function Box({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`print-box ${className ?? ""}`}>
      <h2 className="print-box-title">{title}</h2>
      {children}
    </section>
  );
}

export function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="print-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** What every part of the printed payslip reads: the payslip, the words, and its two number formats. */
export interface PrintContext {
  p: PayslipDetail;
  t: Dictionary;
  locale: Locale;
  money: (x: string | null | undefined) => string;
  qty: (x: string | null | undefined) => string;
}

export function printContext(p: PayslipDetail, t: Dictionary, locale: Locale): PrintContext {
  const dash = t.payroll.dash;
  return { p, t, locale, money: (x) => formatMoney(x, locale, dash), qty: (x) => formatQuantity2(x, locale, dash) };
}
