import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StatementView } from "@/components/statements/statement-view";
import { getServerDictionary } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.statements.quarter.title };
}

export default async function ContractStatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ contractId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { contractId } = await params;
  const { quarter } = await searchParams;
  if (typeof quarter !== "string" || !/^\d{4}-Q[1-4]$/.test(quarter)) notFound();
  return <StatementView contractId={contractId} quarter={quarter} />;
}
