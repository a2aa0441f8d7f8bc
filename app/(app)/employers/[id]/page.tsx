import Link from "next/link";
import { PortalAccessSection } from "@/components/portal-access/portal-access-section";
import { EmployerActions } from "@/components/employers/employer-actions";
import { EmployerContracts, EmployerDetails } from "@/components/employers/employer-summary";
import { Badge, PageHeader } from "@/components/ui/misc";
import { getServerDictionary } from "@/lib/i18n/server";
import { getEmployer } from "@/lib/services/employers/get-employer";
import { listEmployerContracts } from "@/lib/services/employers/list-employer-contracts";
import { orNotFound } from "@/lib/auth/session";
import { requireSessionContext } from "@/lib/services/page-context";

export default async function EmployerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await requireSessionContext();
  const [employer, contracts] = await orNotFound(id, () => Promise.all([getEmployer(ctx, id), listEmployerContracts(ctx, id)]));
  const { t, locale } = await getServerDictionary();
  const e = t.employers;
  const timestamp = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Rome" });
  const activeContracts = contracts.filter((c) => c.status !== "ended").length;
  return (
    <>
      <Link href="/employers" className="text-sm text-slate-500 hover:text-slate-800">
        ← {e.detail.back}
      </Link>
      <PageHeader
        title={employer.displayName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={employer.type === "domestic" ? "gray" : "blue"}>{e.types[employer.type]}</Badge>
            {employer.archived ? <Badge>{e.status.archived}</Badge> : <Badge tone="green">{e.status.active}</Badge>}
            {employer.displayTaxId && <code className="text-xs text-slate-600">{employer.displayTaxId}</code>}
          </span>
        }
      />
      <div className="space-y-6">
        <EmployerActions employer={{ id: employer.id, displayName: employer.displayName, archived: employer.archived }} activeContracts={activeContracts} />
        <EmployerDetails employer={employer} t={t} locale={locale} />
        <EmployerContracts employerId={employer.id} archived={employer.archived} contracts={contracts} t={t} locale={locale} />
        <PortalAccessSection subject={{ employerId: employer.id }} />
        <p className="text-xs text-slate-500">
          {e.detail.createdOn(timestamp.format(new Date(employer.createdAt)))} · {e.detail.updatedOn(timestamp.format(new Date(employer.updatedAt)))}
          {employer.archivedAt && <> · {e.detail.archivedOn(timestamp.format(new Date(employer.archivedAt)))}</>}
        </p>
      </div>
    </>
  );
}
