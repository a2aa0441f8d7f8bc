import Link from "next/link";
import { Suspense } from "react";
import type { Metadata } from "next";
import { ContractsList } from "@/components/contracts/contracts-list";
import { PageHeader, Spinner } from "@/components/ui/misc";
import { requireSessionContext } from "@/lib/services/page-context";
import { getServerDictionary } from "@/lib/i18n/server";
import { findEmployerLabel } from "@/lib/services/contracts/employer-label";
import { idSchema } from "@/lib/validation/common";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.contracts.title };
}

export default async function ContractsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requireSessionContext();
  const { t } = await getServerDictionary();
  const c = t.contracts;
  const raw = (await searchParams).employerId;
  const employerId = typeof raw === "string" && idSchema.safeParse(raw).success ? raw : undefined;
  // the employer's name for the heading (another organization's id simply shows nothing)
  const employerName = employerId ? await findEmployerLabel(ctx, employerId) : null;
  const newHref = employerId ? `/contracts/new?employerId=${employerId}` : "/contracts/new";
  return (
    <>
      <PageHeader
        title={employerId ? (employerName ? c.list.filteredByEmployer(employerName) : c.list.filteredByEmployerUnknown) : c.title}
        description={c.description}
        actions={
          <Link
            href={newHref}
            data-testid="contract-new"
            className="inline-flex items-center rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
          >
            {c.newContract}
          </Link>
        }
      />
      {employerId && (
        <p className="-mt-4 mb-4 text-sm">
          <Link href="/contracts" className="text-brand-700 hover:underline">
            {c.list.clearEmployerFilter}
          </Link>
        </p>
      )}
      <Suspense fallback={<Spinner label={t.common.states.loading} />}>
        <ContractsList employerId={employerId} />
      </Suspense>
    </>
  );
}
