import type { Metadata } from "next";
import { ContractDetail } from "@/components/contracts/contract-detail";
import { orNotFound } from "@/lib/auth/session";
import { requireSessionContext } from "@/lib/services/page-context";
import { getServerDictionary } from "@/lib/i18n/server";
import { getContract } from "@/lib/services/contracts/get-contract";
import { todayInItaly } from "@/lib/validation/common";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.contracts.title };
}

export default async function ContractPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ open?: string }> }) {
  const ctx = await requireSessionContext();
  const { id } = await params;
  // ?open=balances: the wizard's catch-up action opens the opening-balances dialog
  const { open } = await searchParams;
  // an unknown, malformed or another organization's id: the same 404 page
  const contract = await orNotFound(id, () => getContract(ctx, id));
  return <ContractDetail initial={contract} today={todayInItaly()} openBalances={open === "balances"} />;
}
