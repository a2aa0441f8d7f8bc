import "server-only";
import { assertOrganization } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { selectMonthInbox } from "@/lib/db/statements/months";
import { periodBounds } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import { daysUntil, INBOX_STATUSES, monthDeadline, type InboxStatus, type ListMonthsQuery, type MonthInbox } from "@/lib/validation/month";
import { toPage } from "@/lib/validation/pagination";

/**
 * GET /v1/months: the clerk's inbox for a period (issue 29 point 5): every contract in scope active
 * in the month with its month's status (submitted, returned, open with events recorded, not
 * started, accepted), the counts per status for the other filters, and the days left until the
 * deadline (the 5th of the following month).
 */
export async function listMonths(ctx: ServiceContext, query: ListMonthsQuery): Promise<MonthInbox> {
  assertOrganization(ctx.principal, query.organizationId);
  const { start, end } = periodBounds(query.period);
  const { rows, total, counts } = await selectMonthInbox(getDb(), {
    scope: ctx.scope,
    period: query.period,
    start,
    end,
    status: query.status ?? null,
    employerId: query.employerId ?? null,
    search: query.search || null,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const deadline = monthDeadline(query.period);
  const allCounts = Object.fromEntries(INBOX_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<InboxStatus, number>;
  return {
    period: query.period,
    deadline,
    daysLeft: daysUntil(todayInItaly(), deadline),
    ...toPage(
      rows.map((r) => ({ ...r, period: query.period })),
      total,
      query.page,
      query.limit,
    ),
    counts: allCounts,
  };
}
