import { Suspense } from "react";
import { PageHeader, Spinner } from "@/components/ui/misc";
import { WorkerList } from "@/components/workers/worker-list";
import { requireSessionUser } from "@/lib/auth/session";
import { getServerDictionary } from "@/lib/i18n/server";

export default async function WorkersPage() {
  await requireSessionUser();
  const { t } = await getServerDictionary();
  return (
    <>
      <PageHeader title={t.workers.list.title} description={t.workers.list.intro} />
      <Suspense fallback={<Spinner label={t.common.states.loading} />}>
        <WorkerList />
      </Suspense>
    </>
  );
}
