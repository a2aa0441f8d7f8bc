import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { payslipWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { loadPayslipDetail } from "./get-payslip";
import { assertWorkerPrincipal } from "./portal-payslips";
import type { PayslipDetail } from "./serialize-payslip";

/**
 * POST /v1/domestic-payslips/{id}/view (issue 29 point 7): the worker opened a final payslip of
 * theirs. The first time records `viewedAt` (one audit entry); later calls change nothing and
 * answer the same payslip. Another worker's payslip, or a draft, answers 404 as unknown.
 */
export async function recordPayslipView(ctx: ServiceContext, id: string): Promise<PayslipDetail> {
  assertWorkerPrincipal(ctx.principal);
  const rates = await ratesOf(ctx);
  return writeTransaction(async (tx) => {
    const where = { id, ...payslipWhere(ctx.scope), status: "final" as const };
    const found = await tx.payslip.findFirst({ where, select: { viewedAt: true } });
    if (!found) throw notFound("Payslip");
    if (found.viewedAt === null) {
      const viewedAt = new Date();
      const changed = await tx.payslip.updateMany({ where: { ...where, viewedAt: null }, data: { viewedAt } });
      if (changed.count > 0) {
        await writeAuditEntry(tx, ctx.principal, {
          action: "payslip.view",
          entityType: "payslip",
          entityId: id,
          before: { viewedAt: null },
          after: { viewedAt: viewedAt.toISOString() },
          requestId: ctx.requestId,
        });
      }
    }
    return loadPayslipDetail(tx, ctx.scope, id, rates);
  });
}
