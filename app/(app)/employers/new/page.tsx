import Link from "next/link";
import { EmployerForm } from "@/components/employers/employer-form";
import { PageHeader } from "@/components/ui/misc";
import { requireSessionUser } from "@/lib/auth/session";
import { getServerDictionary } from "@/lib/i18n/server";

export default async function NewEmployerPage() {
  const user = await requireSessionUser();
  const { t } = await getServerDictionary();
  return (
    <>
      <Link href="/employers" className="text-sm text-slate-500 hover:text-slate-800">
        ← {t.employers.detail.back}
      </Link>
      <PageHeader title={t.employers.form.createTitle} />
      <EmployerForm mode="create" organizationId={user.organizationId} />
    </>
  );
}
