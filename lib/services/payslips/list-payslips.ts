import "server-only";
import { metadataConditions } from "@/lib/services/metadata/metadata-fields";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, payslipWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { skipTake, toPage, type Page } from "@/lib/validation/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListPayslipsQuery } from "@/lib/validation/payslip";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { paidAmountsOf } from "@/lib/services/payslip-payments/paid-amounts";
import { payslipListSelect, serializePayslipListItem, type PayslipListItem } from "./serialize-payslip";

/** GET /v1/domestic-payslips?domesticContractId=… (a contract of another organization → 404; portal users: final payslips only). */
export async function listPayslips(ctx: ServiceContext, query: ListPayslipsQuery): Promise<Page<PayslipListItem>> {
  const db = getDb();
  await assertContractInScope(db, ctx.scope, query.domesticContractId);
  await findContractWithTerms(db, ctx.scope.organizationId, query.domesticContractId);
  const base: Prisma.PayslipWhereInput = { ...payslipWhere(ctx.scope), contractId: query.domesticContractId };
  // a household or a worker sees final payslips only (issue 29): asking for drafts finds none
  const visible: ("draft" | "final")[] = ctx.principal.portal ? ["final"] : ["draft", "final"];
  base.status = { in: query.status ? visible.filter((s) => s === query.status) : visible };
  if (query.year) base.period = { startsWith: `${query.year}-` };
  // the integrator's filters beside the scope's builder, in an AND of their own
  const own = metadataConditions(query);
  const where: Prisma.PayslipWhereInput = own.length > 0 ? { AND: [base, ...own] } : base;
  const orderBy: Prisma.PayslipOrderByWithRelationInput[] = [{ [query.sortField]: query.sortDirection }];
  if (query.sortField === "startDate" || query.sortField === "period") orderBy.push({ kind: "asc" });
  orderBy.push({ id: "asc" });
  const [rows, total] = await Promise.all([
    db.payslip.findMany({ where, orderBy, ...skipTake(query.page, query.limit), select: payslipListSelect }),
    db.payslip.count({ where }),
  ]);
  const paid = await paidAmountsOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => serializePayslipListItem(r, paid.get(r.id))),
    total,
    query.page,
    query.limit,
  );
}
