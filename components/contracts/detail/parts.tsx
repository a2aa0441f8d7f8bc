import type { ReactNode } from "react";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { Locale } from "@/lib/i18n/config";
import { formatAmount } from "@/lib/format/display";
import type { TermsView } from "@/lib/validation/contract";

/** A label and its value in a card's definition list. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** "€ 1.250,00 al mese" / "… all'ora": the terms' pay in words. */
export function payText(v: TermsView, t: Dictionary, locale: Locale): string {
  const c = t.contracts;
  return v.payBasis === "monthly" ? c.pay.perMonth(formatAmount(v.wage, locale)) : c.pay.perHour(formatAmount(v.wage, locale));
}

export const LINK_BUTTON =
  "inline-flex items-center rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50";
