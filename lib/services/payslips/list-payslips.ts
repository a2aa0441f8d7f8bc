import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, payslipWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { skipTake, toPage, type Page } from "@/lib/validation/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListPayslipsQuery } from "@/lib/validation/payslip";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { payslipListSelect, serializePayslipListItem, type PayslipListItem } from "./serialize-payslip";

/** GET /v1/domestic-payslips?domesticContractId=… (a contract of another organization → 404; portal users: final payslips only). */
export async function listPayslips(ctx: ServiceContext, query: ListPayslipsQuery): Promise<Page<PayslipListItem>> {
  const db = getDb();
  await assertContractInScope(db, ctx.scope, query.domesticContractId);
  await findContractWithTerms(db, ctx.scope.organizationId, query.domesticContractId);
  const where: Prisma.PayslipWhereInput = { ...payslipWhere(ctx.scope), contractId: query.domesticContractId };
  // a household or a worker sees final payslips only (issue 29): asking for drafts finds none
  const visible: ("draft" | "final")[] = ctx.principal.portal ? ["final"] : ["draft", "final"];
  where.status = { in: query.status ? visible.filter((s) => s === query.status) : visible };
  if (query.year) where.period = { startsWith: `${query.year}-` };
  const orderBy: Prisma.PayslipOrderByWithRelationInput[] = [{ [query.sortField]: query.sortDirection }];
  if (query.sortField === "startDate" || query.sortField === "period") orderBy.push({ kind: "asc" });
  orderBy.push({ id: "asc" });
  const [rows, total] = await Promise.all([
    db.payslip.findMany({ where, orderBy, ...skipTake(query.page, query.limit), select: payslipListSelect }),
    db.payslip.count({ where }),
  ]);
  return toPage(rows.map(serializePayslipListItem), total, query.page, query.limit);
}
