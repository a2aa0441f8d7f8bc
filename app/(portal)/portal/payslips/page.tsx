import type { Metadata } from "next";
import { PortalPayslipList } from "@/components/portal/payslips/payslip-list";
import { getServerDictionary } from "@/lib/i18n/server";
import { listPortalPayslips } from "@/lib/services/payslips/list-portal-payslips";
import { requirePortalContext } from "@/lib/services/portal-context";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.delivery.list.title };
}

/** A worker's or a household's final payslips, newest first (issue 29). */
export default async function PortalPayslipsPage() {
  const ctx = await requirePortalContext();
  const items = await listPortalPayslips(ctx);
  return <PortalPayslipList items={items} isWorker={ctx.principal.portal?.kind === "worker"} />;
}
