import Link from "next/link";
import { EmployerForm } from "@/components/employers/employer-form";
import { PageHeader } from "@/components/ui/misc";
import { getServerDictionary } from "@/lib/i18n/server";
import { getEmployer } from "@/lib/services/employers/get-employer";
import { orNotFound } from "@/lib/auth/session";
import { requireSessionContext } from "@/lib/services/page-context";

export default async function EditEmployerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await requireSessionContext();
  const employer = await orNotFound(id, () => getEmployer(ctx, id));
  const { t } = await getServerDictionary();
  return (
    <>
      <Link href={`/employers/${employer.id}`} className="text-sm text-slate-500 hover:text-slate-800">
        ← {employer.displayName}
      </Link>
      <PageHeader title={t.employers.form.editTitle(employer.displayName)} />
      <EmployerForm mode="edit" organizationId={ctx.scope.organizationId} employer={employer} />
    </>
  );
}
