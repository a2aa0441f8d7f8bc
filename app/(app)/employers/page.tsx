import { Suspense } from "react";
import { EmployerDirectory } from "@/components/employers/employer-directory";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader, Spinner } from "@/components/ui/misc";
import { requireSessionUser } from "@/lib/auth/session";
import { getServerDictionary } from "@/lib/i18n/server";

export default async function EmployersPage() {
  const user = await requireSessionUser();
  const { t } = await getServerDictionary();
  return (
    <>
      <PageHeader
        title={t.employers.title}
        description={t.employers.intro}
        actions={
          <LinkButton variant="primary" href="/employers/new" data-testid="employer-new">
            {t.employers.new}
          </LinkButton>
        }
      />
      <Suspense fallback={<Spinner label={t.common.states.loading} />}>
        <EmployerDirectory organizationId={user.organizationId} />
      </Suspense>
    </>
  );
}
