import type { Metadata } from "next";
import { PortalPayslipDetail } from "@/components/portal/payslips/payslip-summary";
import { orNotFound } from "@/lib/auth/session";
import { getServerDictionary } from "@/lib/i18n/server";
import { getPortalPayslip } from "@/lib/services/payslips/list-portal-payslips";
import { requirePortalContext } from "@/lib/services/portal-context";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.delivery.list.title };
}

/** One final payslip in the portal: its summary and PDF; the worker's opening is recorded and they confirm receipt. */
export default async function PortalPayslipPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await requirePortalContext();
  const { payslip, employerName } = await orNotFound(id, () => getPortalPayslip(ctx, id));
  return (
    <PortalPayslipDetail
      isWorker={ctx.principal.portal?.kind === "worker"}
      payslip={{
        id: payslip.id,
        period: payslip.period,
        kind: payslip.kind,
        employerName,
        totalNet: payslip.totalNet,
        totalGross: payslip.totalGross,
        viewedAt: payslip.viewedAt,
        receiptConfirmedAt: payslip.receiptConfirmedAt,
      }}
    />
  );
}
