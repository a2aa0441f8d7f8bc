import Link from "next/link";
import type { Metadata } from "next";
import { ContractWizard } from "@/components/contracts/contract-wizard";
import { PageHeader } from "@/components/ui/misc";
import { requireSessionPrincipal } from "@/lib/auth/session";
import { getServerDictionary } from "@/lib/i18n/server";
import { todayInItaly } from "@/lib/validation/common";
import { idSchema } from "@/lib/validation/common";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.contracts.wizard.title };
}

export default async function NewContractPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const principal = await requireSessionPrincipal();
  const { t } = await getServerDictionary();
  const raw = (await searchParams).employerId;
  const employerId = typeof raw === "string" && idSchema.safeParse(raw).success ? raw : undefined;
  return (
    <>
      <Link href="/contracts" className="text-sm text-slate-500 hover:text-slate-800">
        ← {t.contracts.detail.back}
      </Link>
      <PageHeader title={t.contracts.wizard.title} description={t.contracts.wizard.intro} />
      <ContractWizard organizationId={principal.organizationId} initialEmployerId={employerId} today={todayInItaly()} />
    </>
  );
}
