import type { Metadata } from "next";
import { MonthInbox } from "@/components/months/inbox/month-inbox";
import { addMonths, currentRomePeriod, isPeriod } from "@/components/payroll/periods";
import { getServerDictionary } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.months.inbox.title };
}

/** /months?period=YYYY-MM[&status=…&search=…]: without a period, the previous month (the one being closed now). */
export default async function MonthsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { period } = await searchParams;
  const chosen = typeof period === "string" && isPeriod(period) ? period : addMonths(currentRomePeriod(), -1);
  return <MonthInbox key={chosen} period={chosen} />;
}
