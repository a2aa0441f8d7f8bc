import "server-only";
/**
 * Loads what quarterly INPS statements read (contracts active in the quarter, their ordinary payslips of
 * the quarter's months with the INPS and CAS.SA.COLF week lines) and runs the engine on the FINAL ones
 * (docs/domain/rules-update.md §3). A month still in draft or not run makes the statement `incomplete`.
 */
import type { Db, Tx } from "@/lib/db/client";
import type { AccessScope } from "@/lib/auth/scope";
import { contractWhere } from "@/lib/db/scope";
import type { QuarterStatementInputRow } from "@/lib/db/statements/quarter-statements";
import { AppError } from "@/lib/errors";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { parseJsonColumn, parseOrganizationSettings } from "@/lib/db/json-columns";
import { z } from "zod";
import {
  computeQuarterlyStatement,
  dec,
  fmt2,
  sum,
  formatQuarter,
  parseQuarter,
  periodsNeededForQuarter,
  quarterBounds,
  quarterIndex,
  quarterOfDate,
  PayrollError,
  hasRatesForYear,
  type QuarterlyStatement,
  type RateRegistry,
  type StatementInpsWeek,
  type StatementCorrectionInput,
  type WholeHoursRounding,
} from "@/lib/payroll";
import { Prisma } from "@/lib/generated/prisma/client";
import type { InpsStatementItem, MissingMonth, StatementStatus } from "@/lib/validation/statements";

export const FIRST_QUARTER = "2023-Q1";

/** 2023-Q1 … the quarter after today's; outside → 422 with a pointer to `quarter`. */
export function assertQuarterInRange(quarter: string, today: string): void {
  const q = parseQuarter(quarter);
  const last = quarterIndex(quarterOfDate(today)) + 1;
  if (!q || quarterIndex(q) < quarterIndex(parseQuarter(FIRST_QUARTER)!) || quarterIndex(q) > last) {
    const lastText = formatQuarter({ year: Math.floor(last / 4), quarter: (last % 4) + 1 });
    throw new AppError("validation_failed", `The quarter must be between ${FIRST_QUARTER} and ${lastText}`, {
      errors: [
        {
          path: "/quarter",
          message: `Use a quarter between ${FIRST_QUARTER} and ${lastText}`,
          code: "quarter_out_of_range",
          params: { from: FIRST_QUARTER, to: lastText },
        },
      ],
    });
  }
  if (!hasRatesForYear(q.year)) throw new AppError("rates_missing_for_year", `No INPS rate tables for ${q.year} yet`);
}

/** Organization setting `payroll.quarterlyHoursRounding` (rules-update.md §1c): up (default), half_up, down. */
export async function loadHoursRounding(db: Db | Tx, organizationId: string): Promise<WholeHoursRounding> {
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { settings: true } });
  return hoursRoundingOf(org?.settings, organizationId);
}

/** The same, from the organization's settings as read. */
export function hoursRoundingOf(settings: unknown, organizationId: string): WholeHoursRounding {
  return parseOrganizationSettings(settings, organizationId).payroll?.quarterlyHoursRounding ?? "up";
}

export type { InpsStatementItem, MissingMonth };

const contractSelect = (periods: string[]) =>
  ({
    id: true,
    employerId: true,
    workerFirstName: true,
    workerLastName: true,
    workerFiscalCode: true,
    inpsRelationshipCode: true,
    startDate: true,
    endDate: true,
    fixedTerm: true,
    replacesAbsentWorker: true,
    cuafDue: true,
    workerRenouncedIvsShare: true,
    over80ReliefStart: true,
    employer: { select: { displayName: true, displayTaxId: true } },
    payslips: {
      where: { period: { in: periods }, kind: "ordinary" as const },
      select: {
        id: true,
        period: true,
        status: true,
        inpsWeeks: {
          where: { isFromNextPeriod: false },
          orderBy: { position: "asc" as const },
          select: { type: true, weekStart: true, weekEnd: true, hours: true, effectiveWageRate: true, employeeAmount: true, tableYear: true },
        },
        cassacolfWeeks: {
          where: { isFromNextPeriod: false },
          orderBy: { position: "asc" as const },
          select: { weekStart: true, weekEnd: true, hours: true, employeeAmount: true },
        },
        // the whole-hours difference settled on the quarter's last payslip (rules-update-3 A9)
        elements: {
          where: { code: { in: ["INPS_LAVORATORE_CONGUAGLIO", "CASSACOLF_LAVORATORE_CONGUAGLIO"] } },
          select: { value: true },
        },
      },
    },
  }) satisfies Prisma.DomesticContractSelect;

type ContractRow = Prisma.DomesticContractGetPayload<{ select: ReturnType<typeof contractSelect> }> & {
  /** final correcting payslips paid in the quarter (docs/corrections.md): each a line of its own */
  corrections: StatementCorrectionInput[];
};

const storedCorrectionLine = z.object({
  wholeHours: z.number().int(),
  contributions: z.object({ inpsEmployee: z.string(), inpsEmployer: z.string(), cassacolfEmployee: z.string(), cassacolfEmployer: z.string() }),
  statementLine: z.object({ type: z.string(), tableYear: z.number().int(), effectiveHourlyWage: z.string(), fromWeek: z.string(), toWeek: z.string() }),
});

/** The final corrections of contracts `ids` paid in the quarter's months, by contract. */
async function loadQuarterCorrections(db: Db | Tx, ids: readonly string[], periods: readonly string[]): Promise<Map<string, StatementCorrectionInput[]>> {
  const rows = await db.payslip.findMany({
    where: { contractId: { in: [...ids] }, kind: "correction", status: "final", paidPeriod: { in: [...periods] } },
    orderBy: [{ period: "asc" }, { correctionNumber: "asc" }],
    select: { id: true, contractId: true, period: true, correctionNumber: true, correction: true },
  });
  const out = new Map<string, StatementCorrectionInput[]>();
  for (const r of rows) out.set(r.contractId, [...(out.get(r.contractId) ?? []), correctionInput(r)]);
  return out;
}

/** A final correction's line for the statement, from its stored difference. */
function correctionInput(r: { id: string; period: string; correctionNumber: number; correction: unknown }): StatementCorrectionInput {
  const c = parseJsonColumn(storedCorrectionLine, r.correction, `payslip ${r.id}: correction`);
  return {
    payslipId: r.id,
    correctedPeriod: r.period,
    correctionNumber: r.correctionNumber,
    type: c.statementLine.type as StatementCorrectionInput["type"],
    tableYear: c.statementLine.tableYear,
    fromWeek: c.statementLine.fromWeek,
    toWeek: c.statementLine.toWeek,
    effectiveHourlyWage: c.statementLine.effectiveHourlyWage,
    hours: c.wholeHours,
    ...c.contributions,
  };
}

/**
 * Contracts of the organization active in the quarter (hired by its end, not ended before its start),
 * and those ended before it that have a final correction paid in it.
 */
export async function loadQuarterContracts(
  db: Db | Tx,
  scope: AccessScope,
  quarter: string,
  filter: { contractId?: string; search?: string } = {},
): Promise<ContractRow[]> {
  const { periods } = quarterBounds(parseQuarter(quarter)!);
  const contracts = await db.domesticContract.findMany({
    where: quarterContractsWhere(scope, quarter, filter),
    orderBy: QUARTER_ORDER,
    select: contractSelect(periods),
  });
  return withCorrections(db, contracts, periods);
}

/** Each contract with the final corrections paid in the quarter's months. */
async function withCorrections(db: Db | Tx, contracts: Omit<ContractRow, "corrections">[], periods: readonly string[]): Promise<ContractRow[]> {
  const corrections = await loadQuarterCorrections(
    db,
    contracts.map((c) => c.id),
    periods,
  );
  return contracts.map((c) => ({ ...c, corrections: corrections.get(c.id) ?? [] }));
}

/** The book's order of the quarter's statements: employer, worker, contract. */
const QUARTER_ORDER: Prisma.DomesticContractOrderByWithRelationInput[] = [{ employer: { sortName: "asc" } }, { workerLastName: "asc" }, { id: "asc" }];

/**
 * A contract as the statement reads it: dates as YYYY-MM-DD, amounts and hours as decimal strings of
 * two places (as the columns hold them), corrections as the engine takes them.
 */
type PlainContract = Omit<QuarterStatementInputRow, "organizationId" | "version" | "employer" | "corrections"> & {
  employer: { displayName: string; displayTaxId: string | null };
  corrections: StatementCorrectionInput[];
};

function plainOf(c: ContractRow): PlainContract {
  const money = (v: { toFixed(n: number): string }) => v.toFixed(2);
  return {
    ...c,
    startDate: dateString(c.startDate),
    endDate: c.endDate ? dateString(c.endDate) : null,
    over80ReliefStart: c.over80ReliefStart ? dateString(c.over80ReliefStart) : null,
    payslips: c.payslips.map((p) => ({
      id: p.id,
      period: p.period,
      status: p.status as "draft" | "final",
      inpsWeeks: p.inpsWeeks.map((w) => ({
        type: w.type,
        weekStart: dateString(w.weekStart),
        weekEnd: dateString(w.weekEnd),
        hours: money(w.hours),
        effectiveWageRate: money(w.effectiveWageRate),
        employeeAmount: money(w.employeeAmount),
        tableYear: w.tableYear,
      })),
      cassacolfWeeks: p.cassacolfWeeks.map((w) => ({
        weekStart: dateString(w.weekStart),
        weekEnd: dateString(w.weekEnd),
        hours: money(w.hours),
        employeeAmount: money(w.employeeAmount),
      })),
      elements: p.elements.map((e) => ({ value: money(e.value) })),
    })),
  };
}

/** The statement's reading of a contract's JSON row (quarterStatementInputs, quarterBookPage): the columns' text as it is. */
function plainOfRow(r: QuarterStatementInputRow): PlainContract {
  return { ...r, corrections: r.corrections.map(correctionInput) };
}

function quarterContractsWhere(scope: AccessScope, quarter: string, filter: { contractId?: string; search?: string }): Prisma.DomesticContractWhereInput {
  const q = parseQuarter(quarter)!;
  const { start, end } = quarterBounds(q);
  // the filters are AND-ed with the scope (its own contract list too), never in place of it
  const filters: Prisma.DomesticContractWhereInput[] = [contractWhere(scope)];
  const where: Prisma.DomesticContractWhereInput = { AND: filters };
  if (filter.contractId) filters.push({ id: filter.contractId });
  else {
    where.startDate = { lte: toDbDate(end) };
    // active in the quarter, or ended before it with a correction paid in it: the correction's
    // contribution difference goes to the quarter of payment (docs/corrections.md)
    where.OR = [
      { endDate: null },
      { endDate: { gte: toDbDate(start) } },
      { payslips: { some: { kind: "correction", status: "final", paidPeriod: { in: quarterBounds(q).periods } } } },
    ];
  }
  if (filter.search) {
    const s = filter.search;
    filters.push({
      OR: [
        { workerFirstName: { contains: s, mode: "insensitive" } },
        { workerLastName: { contains: s, mode: "insensitive" } },
        { workerFiscalCode: { contains: s, mode: "insensitive" } },
        { employer: { searchText: { contains: s.toLowerCase() } } },
      ],
    });
  }
  return where;
}

export function statementStatus(c: ContractRow, quarter: string): { status: StatementStatus; missing: MissingMonth[] } {
  return plainStatus(plainOf(c), quarter);
}

function plainStatus(c: PlainContract, quarter: string): { status: StatementStatus; missing: MissingMonth[] } {
  const needed = periodsNeededForQuarter(quarter, c.startDate, c.endDate);
  const missing: MissingMonth[] = [];
  for (const period of needed) {
    const p = c.payslips.find((x) => x.period === period);
    if (!p) missing.push({ period, reason: "not_run", payslipId: null });
    else if (p.status !== "final") missing.push({ period, reason: "draft", payslipId: p.id });
  }
  return { status: missing.length === 0 ? "complete" : "incomplete", missing };
}

/**
 * One contract's statement of the quarter. `rates`: the organization's tables (ratesOf(ctx)), so a
 * quarter reads the same INPS and CAS.SA.COLF figures as the payslips (its overrides included).
 */
export function buildStatementItem(c: ContractRow, quarter: string, rounding: WholeHoursRounding, rates: RateRegistry): InpsStatementItem {
  return plainStatementItem(plainOf(c), quarter, rounding, rates);
}

/** The same, from a contract's JSON row (quarterStatementInputs, quarterBookPage, quarterContractChunks). */
export function statementItemOfRow(r: QuarterStatementInputRow, quarter: string, rounding: WholeHoursRounding, rates: RateRegistry): InpsStatementItem {
  return plainStatementItem(plainOfRow(r), quarter, rounding, rates);
}

function plainStatementItem(c: PlainContract, quarter: string, rounding: WholeHoursRounding, rates: RateRegistry): InpsStatementItem {
  const { status, missing } = plainStatus(c, quarter);
  const finals = c.payslips.filter((p) => p.status === "final");
  const inpsWeeks: StatementInpsWeek[] = finals.flatMap((p) =>
    p.inpsWeeks.map((w) => ({
      type: w.type as StatementInpsWeek["type"],
      weekStart: w.weekStart,
      weekEnd: w.weekEnd,
      hours: w.hours,
      effectiveWageRate: w.effectiveWageRate,
      employeeAmount: w.employeeAmount,
      tableYear: w.tableYear,
    })),
  );
  const cassacolfWeeks = finals.flatMap((p) =>
    p.cassacolfWeeks.map((w) => ({ weekStart: w.weekStart, weekEnd: w.weekEnd, hours: w.hours, employeeAmount: w.employeeAmount })),
  );
  let statement: QuarterlyStatement;
  try {
    statement = computeQuarterlyStatement({
      quarter,
      contract: {
        fixedTerm: c.fixedTerm,
        replacesAbsentWorker: c.replacesAbsentWorker,
        cuafDue: c.cuafDue,
        workerRenouncedIvsShare: c.workerRenouncedIvsShare,
      },
      employmentEndDate: c.endDate,
      inpsWeeks,
      cassacolfWeeks,
      hoursRounding: rounding,
      rates,
      roundingSettled: fmt2(sum(finals.flatMap((p) => p.elements.map((e) => dec(e.value))))),
      over80ReliefStart: c.over80ReliefStart,
      corrections: c.corrections,
    });
  } catch (e) {
    if (e instanceof PayrollError && e.code === "rates_missing_for_year") throw new AppError("rates_missing_for_year", e.message);
    throw e;
  }
  return {
    domesticContractId: c.id,
    employerId: c.employerId,
    employerName: c.employer.displayName,
    employerTaxCode: c.employer.displayTaxId,
    workerName: `${c.workerFirstName} ${c.workerLastName}`,
    workerFiscalCode: c.workerFiscalCode,
    inpsRelationshipCode: c.inpsRelationshipCode,
    startDate: c.startDate,
    endDate: c.endDate,
    contractType: c.fixedTerm ? "fixed_term" : "open_ended",
    quarter,
    status,
    missing,
    payslipIds: finals.map((p) => p.id).sort(),
    dueDate: statement.payments[0]?.dueDate ?? statement.dueDate,
    statement,
  };
}
