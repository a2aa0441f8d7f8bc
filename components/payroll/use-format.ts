"use client";
import { useMemo } from "react";
import { useI18n } from "@/lib/i18n/client";
import type { PeriodType } from "@/lib/client/payroll";
import { formatElementQuantity, formatPeriod } from "./format";
import { formatDate, formatMoney, formatNumber, formatQuantity2, formatRate, formatTimestamp } from "@/lib/format/display";

/** The formatters bound to the current locale and dictionary. */
export function useFormat() {
  const { t, locale } = useI18n();
  return useMemo(
    () => ({
      money: (v: string | null | undefined) => formatMoney(v, locale, t.payroll.dash),
      rate: (v: string | null | undefined) => formatRate(v, locale, t.payroll.dash),
      number: (v: string | null | undefined) => formatNumber(v, locale, t.payroll.dash),
      qty2: (v: string | null | undefined) => formatQuantity2(v, locale, t.payroll.dash),
      date: (v: string | null | undefined) => formatDate(v, t.payroll.dash),
      timestamp: (v: string | null | undefined) => formatTimestamp(v, locale, t.payroll.dash),
      period: (p: string) => formatPeriod(p, t),
      quantity: (type: PeriodType, duration: string) => formatElementQuantity(type, duration, locale, t),
      week: (from: string, to: string) => t.payroll.weekRange(formatDate(from), formatDate(to)),
    }),
    [locale, t],
  );
}
