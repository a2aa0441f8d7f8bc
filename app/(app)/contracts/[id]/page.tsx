import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContractDetail } from "@/components/contracts/contract-detail";
import { requireSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { getServerDictionary } from "@/lib/i18n/server";
import { getContract } from "@/lib/services/contracts/get-contract";
import { principalOfSessionUser } from "@/lib/services/contracts/session-principal";
import type { ContractDetailView } from "@/lib/services/contracts/serialize-contract";
import { romeToday } from "@/lib/services/contracts/today";
import { idSchema } from "@/lib/validation/common";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: `${t.contracts.title} · ${t.common.appName}` };
}

export default async function ContractPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireSessionUser();
  const { id } = await params;
  if (!idSchema.safeParse(id).success) notFound();
  let contract: ContractDetailView;
  try {
    contract = await getContract(principalOfSessionUser(user), id);
  } catch (error) {
    // another organization's contract: the same 404 as an unknown one
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
  return <ContractDetail initial={contract} today={romeToday()} />;
}
