import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClerkMonth } from "@/components/months/review/clerk-month";
import { isPeriod } from "@/components/payroll/periods";
import { orNotFound } from "@/lib/auth/session";
import { getServerDictionary } from "@/lib/i18n/server";
import { getContractMonth } from "@/lib/services/months/get-contract-month";
import { requireSessionContext } from "@/lib/services/page-context";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.months.inbox.title };
}

/** /months/[contractId]/[period]: the household's month for the clerk to accept or return. */
export default async function ClerkMonthPage({ params }: { params: Promise<{ contractId: string; period: string }> }) {
  const { contractId, period } = await params;
  if (!isPeriod(period)) notFound();
  const ctx = await requireSessionContext();
  const month = await orNotFound(contractId, () => getContractMonth(ctx, contractId, period));
  return <ClerkMonth initial={month} />;
}
