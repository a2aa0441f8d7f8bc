import "server-only";
import { getDb } from "@/lib/db/client";
import { contributionPaymentCounts, contributionPaymentPage } from "@/lib/db/statements/contribution-payments";
import { contributionPaymentWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import type { ContributionPaymentPage, ListContributionPaymentsQuery } from "@/lib/validation/contribution-payment";
import { toPage } from "@/lib/validation/pagination";
import { contributionPaymentSelect, serializeContributionPayment } from "./serialize";

/**
 * GET /v1/contribution-payments: the worklist, overdue first, then by due date and the book's
 * order. Reads the stored rows only (the quarter is computed once, by POST …/compute): a page of
 * 20 is one statement for the ids, one for the counts and one for the rows.
 */
export async function listContributionPayments(ctx: ServiceContext, query: ListContributionPaymentsQuery, today: string): Promise<ContributionPaymentPage> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  const db = getDb();
  const filter = {
    quarter: query.quarter,
    status: query.status,
    search: query.search,
    employerId: query.employerId,
    contractId: query.domesticContractId,
  };
  const [{ ids, total }, counts] = await Promise.all([
    contributionPaymentPage(db, { scope: ctx.scope, filter, today, offset: (query.page - 1) * query.limit, limit: query.limit }),
    contributionPaymentCounts(db, { scope: ctx.scope, filter, today }),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db.contributionPayment.findMany({ where: { id: { in: ids }, ...contributionPaymentWhere(ctx.scope) }, select: contributionPaymentSelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializeContributionPayment(row, today)] : [];
  });
  return {
    ...toPage(data, total, query.page, query.limit),
    counts: { pending: counts.pending ?? 0, ready: counts.ready ?? 0, notified: counts.notified ?? 0, overdue: counts.overdue ?? 0, paid: counts.paid ?? 0 },
  };
}
