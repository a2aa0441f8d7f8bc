import "server-only";
import { createHash } from "node:crypto";
import type { ServiceContext } from "@/lib/services/context";
import type { AccessScope } from "@/lib/auth/scope";
import { getDb } from "@/lib/db/client";
import { pooledSql } from "@/lib/db/sql";
import { quarterBookPage, upsertQuarterFigures, type QuarterBookFilter, type QuarterBookPage } from "@/lib/db/statements/quarter-statements";
import { notFound } from "@/lib/errors";
import { toPage } from "@/lib/validation/pagination";
import { dec, fmt2, parseQuarter, quarterBounds, rateVersionIdsBetween, sum, type RateRegistry, type WholeHoursRounding } from "@/lib/payroll";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { InpsStatementPage, InpsStatementsQuery, QuarterTotals } from "@/lib/validation/statements";
import {
  assertQuarterInRange,
  buildStatementItem,
  loadContractsByIds,
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
  const [contracts, rounding, rates] = await Promise.all([
    loadQuarterContracts(db, ctx.scope, query.quarter, { search: query.search }),
    loadHoursRounding(db, ctx.scope.organizationId),
    ratesOf(ctx),
  ]);
  const filtered = query.status ? contracts.filter((c) => statementStatus(c, query.quarter).status === query.status) : contracts;
  return filtered.map((c) => buildStatementItem(c, query.quarter, rounding, rates));
}

/**
 * The version of the statement's computation the kept figures were made with: raise it when a
 * change of code moves a quarter's figures, and every kept row is computed again when next read.
 */
const STATEMENT_FIGURES_VERSION = "1";

/**
 * What every statement of the quarter reads beside the contract's own rows: the rounding setting
 * and the ids of the organization's rate-table versions in force (`rates`: ratesOf(ctx)). An
 * override's id carries the hash of its figures, so entering, changing or removing an override
 * changes the key and the kept figures are computed again when next read.
 */
export function quarterGlobalKey(quarter: string, rounding: WholeHoursRounding, rates: RateRegistry): string {
  const q = parseQuarter(quarter)!;
  const versions = rateVersionIdsBetween(`${q.year - 1}-01-01`, quarterBounds(q).end, rates);
  return createHash("md5")
    .update(JSON.stringify([STATEMENT_FIGURES_VERSION, rounding, versions]))
    .digest("hex");
}

/** Computes the statements of `stale` contracts (a chunk at a time) and keeps their figures under the key they were read with. */
async function keepQuarterFigures(
  scope: AccessScope,
  quarter: string,
  rounding: WholeHoursRounding,
  rates: RateRegistry,
  stale: QuarterBookPage["stale"],
): Promise<void> {
  const { periods } = quarterBounds(parseQuarter(quarter)!);
  const keys = new Map(stale.map((s) => [s.id, s.key]));
  const ids = [...keys.keys()];
  for (let i = 0; i < ids.length; i += KEEP_CHUNK) {
    const contracts = await loadContractsByIds(pooledSql(), scope, ids.slice(i, i + KEEP_CHUNK), periods);
    await upsertQuarterFigures(
      pooledSql(),
      contracts.map((c) => {
        const item = buildStatementItem(c, quarter, rounding, rates);
        const t = item.statement.totals;
        return {
          contract_id: c.id,
          quarter,
          inputs_key: keys.get(c.id)!,
          status: item.status,
          hours: t.hours,
          inps_amount: t.inpsAmount,
          cassacolf_amount: t.cassacolfAmount,
          total_to_pay: t.totalToPay,
          employee_share: t.employeeShare,
          employer_share: t.employerShare,
        };
      }),
    );
  }
}

const KEEP_CHUNK = 250;

/**
 * The book's quarter, one page: the page's contracts and the totals come from the kept figures
 * (computed first for the contracts whose inputs changed since they were kept), then only the
 * page's rows are loaded and computed. Same rows, order, count and totals as computing the whole
 * book (buildOrganizationStatements).
 */
async function organizationStatementsPage(ctx: ServiceContext, query: InpsStatementsQuery, today: string): Promise<InpsStatementPage> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  assertQuarterInRange(query.quarter, today);
  const [rounding, rates] = await Promise.all([loadHoursRounding(getDb(), ctx.scope.organizationId), ratesOf(ctx)]);
  const { start, end, periods } = quarterBounds(parseQuarter(query.quarter)!);
  const filter: QuarterBookFilter & Parameters<typeof quarterBookPage>[2] = {
    quarter: query.quarter,
    start,
    end,
    periods,
    search: query.search,
    globalKey: quarterGlobalKey(query.quarter, rounding, rates),
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  let book = await quarterBookPage(pooledSql(), ctx.scope, filter);
  // inputs changing while we compute leave rows stale again: a few rounds, then the answer as it stands
  for (let round = 0; round < 3 && book.stale.length > 0; round++) {
    await keepQuarterFigures(ctx.scope, query.quarter, rounding, rates, book.stale);
    book = await quarterBookPage(pooledSql(), ctx.scope, filter);
  }
  const contracts = await loadContractsByIds(pooledSql(), ctx.scope, book.page, periods);
  const items = contracts.map((c) => buildStatementItem(c, query.quarter, rounding, rates));
  const money = (v: string) => fmt2(dec(v));
  return {
    ...toPage(items, book.statements, query.page, query.limit),
    quarter: query.quarter,
    totals: {
      statements: book.statements,
      complete: book.complete,
      incomplete: book.incomplete,
      hours: book.hours,
      inpsAmount: money(book.inps_amount),
      cassacolfAmount: money(book.cassacolf_amount),
      totalToPay: money(book.total_to_pay),
      employeeShare: money(book.employee_share),
      employerShare: money(book.employer_share),
    },
  };
}

/**
 * GET /v1/inps-statements: one employment's statement (domesticContractId) or the quarter across
 * the organization's book (organizationId), paginated, with totals over every filtered statement.
 */
export async function listInpsStatements(ctx: ServiceContext, query: InpsStatementsQuery, today: string): Promise<InpsStatementPage> {
  if (!query.domesticContractId) return organizationStatementsPage(ctx, query, today);
  assertQuarterInRange(query.quarter, today);
  const db = getDb();
  const [contracts, rounding, rates] = await Promise.all([
    loadQuarterContracts(db, ctx.scope, query.quarter, { contractId: query.domesticContractId }),
    loadHoursRounding(db, ctx.scope.organizationId),
    ratesOf(ctx),
  ]);
  if (contracts.length === 0) throw notFound("Domestic contract");
  let items = contracts.map((c) => buildStatementItem(c, query.quarter, rounding, rates));
  if (query.status) items = items.filter((i) => i.status === query.status);
  const start = (query.page - 1) * query.limit;
  return { ...toPage(items.slice(start, start + query.limit), items.length, query.page, query.limit), quarter: query.quarter, totals: quarterTotals(items) };
}
