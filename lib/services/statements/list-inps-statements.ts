import "server-only";
import { createHash } from "node:crypto";
import type { ServiceContext } from "@/lib/services/context";
import type { AccessScope } from "@/lib/auth/scope";
import { getDb } from "@/lib/db/client";
import { pooledSql } from "@/lib/db/sql";
import {
  forgetQuarterFigures,
  quarterBookMembers,
  quarterBookPage,
  quarterBookState,
  quarterStatementInputs,
  storeQuarterBook,
  upsertQuarterFigures,
  vacuumQuarterFigures,
} from "@/lib/db/statements/quarter-statements";
import { notFound } from "@/lib/errors";
import { toPage } from "@/lib/validation/pagination";
import { dec, fmt2, parseQuarter, quarterBounds, rateVersionIdsBetween, sum, type RateRegistry, type WholeHoursRounding } from "@/lib/payroll";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { InpsStatementPage, InpsStatementsQuery, QuarterTotals } from "@/lib/validation/statements";
import {
  assertQuarterInRange,
  buildStatementItem,
  hoursRoundingOf,
  loadHoursRounding,
  loadQuarterContracts,
  statementItemOfRow,
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

/**
 * Keeps the figures of the quarter's book current: the contracts changed since they were kept (all of
 * the organization's when the organization-wide key changed or nothing was kept) are computed again a
 * chunk at a time, those no longer in the book lose their row, and the book's totals are summed
 * again from the kept rows. Organization-wide whatever the caller's scope (the figures do not depend
 * on who reads them).
 */
export async function refreshQuarterBook(
  ctx: ServiceContext,
  { quarter, rounding, rates }: { quarter: string; rounding: WholeHoursRounding; rates: RateRegistry },
): Promise<void> {
  const organizationId = ctx.scope.organizationId;
  const range = { quarter, ...quarterBounds(parseQuarter(quarter)!) };
  const globalKey = quarterGlobalKey(quarter, rounding, rates);
  const db = pooledSql();
  const state = await quarterBookState(db, organizationId, quarter);
  if (state.global_key === globalKey && state.changed?.length === 0) return;
  const all = state.global_key !== globalKey || state.changed === null;
  const members = await quarterBookMembers(db, organizationId, range, all ? null : state.changed);
  const whole: AccessScope = { organizationId, employerIds: null, contractIds: null };
  for (let i = 0; i < members.length; i += KEEP_CHUNK) {
    const inputs = await quarterStatementInputs(db, whole, members.slice(i, i + KEEP_CHUNK), range.periods);
    await upsertQuarterFigures(
      db,
      inputs.map((r) => {
        const item = statementItemOfRow(r, quarter, rounding, rates);
        const t = item.statement.totals;
        return {
          contract_id: r.id,
          quarter,
          organization_id: r.organizationId,
          inputs_version: r.version,
          sort_name: r.employer.sortName,
          worker_last_name: r.workerLastName,
          status: item.status,
          hours: t.hours,
          inps_amount: t.inpsAmount,
          cassacolf_amount: t.cassacolfAmount,
          total_to_pay: t.totalToPay,
          employee_share: t.employeeShare,
          employer_share: t.employerShare,
          item,
        };
      }),
    );
  }
  if (all) await forgetQuarterFigures(db, organizationId, quarter, { keep: members });
  else {
    const kept = new Set(members);
    await forgetQuarterFigures(db, organizationId, quarter, { ids: state.changed!.filter((id) => !kept.has(id)) });
  }
  await storeQuarterBook(db, organizationId, quarter, globalKey, state.xmin);
  // many rows rewritten: their pages marked all-visible again (and the table's statistics taken), so
  // a deep page's seek on the book's order index reads the index alone; after the answer, its
  // failure only costs that
  if (members.length >= VACUUM_AFTER) void vacuumQuarterFigures(db).catch(() => undefined);
}

/** Rows rewritten by one refresh from which the kept table is vacuumed after it. */
const VACUUM_AFTER = 1000;

const KEEP_CHUNK = 250;

/**
 * The book's quarter, one page: the totals, the order and the page's statements are the kept ones,
 * read in one statement (computed again first for the contracts whose inputs changed since they
 * were kept). Same rows, order, count and totals as computing the whole book
 * (buildOrganizationStatements).
 */
async function organizationStatementsPage(ctx: ServiceContext, query: InpsStatementsQuery, today: string): Promise<InpsStatementPage> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  assertQuarterInRange(query.quarter, today);
  const filter = {
    quarter: query.quarter,
    search: query.search,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  // the organization's rounding setting comes with the page (its key is checked after)
  const read = () => quarterBookPage<InpsStatementItem>(pooledSql(), ctx.scope, filter);
  const [first, rates] = await Promise.all([read(), ratesOf(ctx)]);
  let book = first;
  // inputs changing while we compute leave rows changed again: a round more, then the answer as it stands
  for (let round = 0; round < 2; round++) {
    const rounding = hoursRoundingOf(book.settings, ctx.scope.organizationId);
    if (book.global_key === quarterGlobalKey(query.quarter, rounding, rates) && !book.changed) break;
    await refreshQuarterBook(ctx, { quarter: query.quarter, rounding, rates });
    book = await read();
  }
  const t = book.totals ?? {
    statements: 0,
    complete: 0,
    incomplete: 0,
    hours: 0,
    inps_amount: "0",
    cassacolf_amount: "0",
    total_to_pay: "0",
    employee_share: "0",
    employer_share: "0",
  };
  const money = (v: string) => fmt2(dec(v));
  return {
    ...toPage(book.items, t.statements, query.page, query.limit),
    quarter: query.quarter,
    totals: {
      statements: t.statements,
      complete: t.complete,
      incomplete: t.incomplete,
      hours: t.hours,
      inpsAmount: money(t.inps_amount),
      cassacolfAmount: money(t.cassacolf_amount),
      totalToPay: money(t.total_to_pay),
      employeeShare: money(t.employee_share),
      employerShare: money(t.employer_share),
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
