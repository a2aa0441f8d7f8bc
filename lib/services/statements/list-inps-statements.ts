import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { toPage } from "@/lib/validation/pagination";
import { dec, fmt2, sum } from "@/lib/payroll";
import type { InpsStatementPage, InpsStatementsQuery, QuarterTotals } from "@/lib/validation/statements";
import {
  assertQuarterInRange,
  buildStatementItem,
  loadHoursRounding,
  loadQuarterContracts,
  statementStatus,
  type InpsStatementItem,
} from "./build-quarter-statements";

export type { InpsStatementPage, QuarterTotals };

export function quarterTotals(items: InpsStatementItem[]): QuarterTotals {
  const t = (f: (i: InpsStatementItem) => string) => fmt2(sum(items.map((i) => dec(f(i)))));
  return {
    statements: items.length,
    complete: items.filter((i) => i.status === "complete").length,
    incomplete: items.filter((i) => i.status === "incomplete").length,
    hours: items.reduce((n, i) => n + i.statement.totals.hours, 0),
    inpsAmount: t((i) => i.statement.totals.inpsAmount),
    cassacolfAmount: t((i) => i.statement.totals.cassacolfAmount),
    totalToPay: t((i) => i.statement.totals.totalToPay),
    employeeShare: t((i) => i.statement.totals.employeeShare),
    employerShare: t((i) => i.statement.totals.employerShare),
  };
}

/** Every statement of the quarter for the organization's book (filtered), in book order. */
export async function buildOrganizationStatements(
  ctx: ServiceContext,
  query: { organizationId: string; quarter: string; status?: "complete" | "incomplete"; search?: string },
  today: string,
): Promise<InpsStatementItem[]> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  assertQuarterInRange(query.quarter, today);
  const db = getDb();
  const [contracts, rounding] = await Promise.all([
    loadQuarterContracts(db, ctx.scope, query.quarter, { search: query.search }),
    loadHoursRounding(db, ctx.scope.organizationId),
  ]);
  const filtered = query.status ? contracts.filter((c) => statementStatus(c, query.quarter).status === query.status) : contracts;
  return filtered.map((c) => buildStatementItem(c, query.quarter, rounding));
}

/**
 * GET /v1/inps-statements: one employment's statement (domesticContractId) or the quarter across
 * the organization's book (organizationId), paginated, with totals over every filtered statement.
 */
export async function listInpsStatements(ctx: ServiceContext, query: InpsStatementsQuery, today: string): Promise<InpsStatementPage> {
  let items: InpsStatementItem[];
  if (query.domesticContractId) {
    assertQuarterInRange(query.quarter, today);
    const db = getDb();
    const [contracts, rounding] = await Promise.all([
      loadQuarterContracts(db, ctx.scope, query.quarter, { contractId: query.domesticContractId }),
      loadHoursRounding(db, ctx.scope.organizationId),
    ]);
    if (contracts.length === 0) throw notFound("Domestic contract");
    items = contracts.map((c) => buildStatementItem(c, query.quarter, rounding));
    if (query.status) items = items.filter((i) => i.status === query.status);
  } else {
    items = await buildOrganizationStatements(
      ctx,
      { organizationId: query.organizationId!, quarter: query.quarter, status: query.status, search: query.search },
      today,
    );
  }
  const start = (query.page - 1) * query.limit;
  return { ...toPage(items.slice(start, start + query.limit), items.length, query.page, query.limit), quarter: query.quarter, totals: quarterTotals(items) };
}
