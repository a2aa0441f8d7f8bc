import "server-only";
import { getDb } from "@/lib/db/client";
import { payslipWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import type { PayslipDetail } from "./serialize-payslip";
import { getPayslip } from "./get-payslip";

export interface PortalPayslipItem {
  id: string;
  period: string;
  kind: "ordinary" | "thirteenth" | "severance_liquidation" | "correction";
  employerName: string;
  finalizedAt: string | null;
  viewedAt: string | null;
  receiptConfirmedAt: string | null;
}

/**
 * The portal's payslip list (issue 29): the final payslips of every contract in the caller's scope
 * (a worker's own contracts, a household's employers), newest period first. Drafts are never listed.
 */
export async function listPortalPayslips(ctx: ServiceContext): Promise<PortalPayslipItem[]> {
  const rows = await getDb().payslip.findMany({
    where: { ...payslipWhere(ctx.scope), status: "final" },
    orderBy: [{ period: "desc" }, { startDate: "desc" }, { kind: "asc" }, { id: "asc" }],
    take: 240,
    select: {
      id: true,
      period: true,
      kind: true,
      finalizedAt: true,
      viewedAt: true,
      receiptConfirmedAt: true,
      contract: { select: { employer: { select: { displayName: true } } } },
    },
  });
  return rows.map((p) => ({
    id: p.id,
    period: p.period,
    kind: p.kind,
    employerName: p.contract.employer.displayName,
    finalizedAt: p.finalizedAt?.toISOString() ?? null,
    viewedAt: p.viewedAt?.toISOString() ?? null,
    receiptConfirmedAt: p.receiptConfirmedAt?.toISOString() ?? null,
  }));
}

/** The portal's payslip page: the final payslip (404 for a draft or another's) and its employer's name. */
export async function getPortalPayslip(ctx: ServiceContext, id: string): Promise<{ payslip: PayslipDetail; employerName: string }> {
  const payslip = await getPayslip(ctx, id);
  if (payslip.status !== "final") throw notFound("Payslip");
  const contract = await getDb().payslip.findFirst({
    where: { id, ...payslipWhere(ctx.scope) },
    select: { contract: { select: { employer: { select: { displayName: true } } } } },
  });
  if (!contract) throw notFound("Payslip");
  return { payslip, employerName: contract.contract.employer.displayName };
}
