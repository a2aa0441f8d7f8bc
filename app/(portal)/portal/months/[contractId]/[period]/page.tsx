import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HouseholdMonth } from "@/components/months/portal/household-month";
import { isPeriod } from "@/components/payroll/periods";
import { orNotFound } from "@/lib/auth/session";
import { getServerDictionary } from "@/lib/i18n/server";
import { getContractMonth } from "@/lib/services/months/get-contract-month";
import { requirePortalContext } from "@/lib/services/portal-context";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.months.portal.title };
}

/** /portal/months/[contractId]/[period]: the household's month calendar (presences or full on the contract's employer). */
export default async function PortalMonthPage({ params }: { params: Promise<{ contractId: string; period: string }> }) {
  const { contractId, period } = await params;
  if (!isPeriod(period)) notFound();
  const ctx = await requirePortalContext();
  const month = await orNotFound(contractId, () => getContractMonth(ctx, contractId, period));
  return <HouseholdMonth initial={month} />;
}
