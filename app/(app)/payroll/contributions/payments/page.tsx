import type { Metadata } from "next";
import { PaymentsView } from "@/components/contribution-payments/payments-view";
import { getServerDictionary } from "@/lib/i18n/server";
import { todayInItaly } from "@/lib/validation/common";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.contributionPayments.title };
}

/** /payroll/contributions/payments?quarter=YYYY-Qn — without one, the quarter before today's (the one paid now). */
export default async function ContributionPaymentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { quarter } = await searchParams;
  const today = todayInItaly();
  const idx = Number(today.slice(0, 4)) * 4 + Math.floor((Number(today.slice(5, 7)) - 1) / 3) - 1;
  const fallback = `${Math.floor(idx / 4)}-Q${(idx % 4) + 1}`;
  const chosen = typeof quarter === "string" && /^\d{4}-Q[1-4]$/.test(quarter) ? quarter : fallback;
  return <PaymentsView key={chosen} quarter={chosen} today={today} />;
}
