import type { Metadata } from "next";
import { PayrollMonthView } from "@/components/payroll/month-view";
import { addMonths, currentRomePeriod, isPeriod } from "@/components/payroll/periods";
import { getServerDictionary } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.payroll.month.title };
}

/** /payroll?period=YYYY-MM[&status=not_run|draft|final|outdated|blocked|warnings] — without a period, the previous month (the one usually paid now). */
export default async function PayrollPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { period, status } = await searchParams;
  const chosen = typeof period === "string" && isPeriod(period) ? period : addMonths(currentRomePeriod(), -1);
  return (
    <PayrollMonthView
      key={`${chosen}-${typeof status === "string" ? status : ""}`}
      period={chosen}
      initialFilter={typeof status === "string" ? status : undefined}
    />
  );
}
