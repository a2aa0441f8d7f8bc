import type { Metadata } from "next";
import { AnnualStatementView } from "@/components/statements/annual-view";
import { getServerDictionary } from "@/lib/i18n/server";
import { todayInItaly } from "@/lib/validation/common";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.statements.annual.year };
}

/** /contracts/{id}/annual-statement?year=YYYY — without a year, last year (the one declared now). */
export default async function AnnualStatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { year } = await searchParams;
  const chosen = typeof year === "string" && /^\d{4}$/.test(year) ? Number(year) : Number(todayInItaly().slice(0, 4)) - 1;
  return <AnnualStatementView contractId={id} year={chosen} />;
}
