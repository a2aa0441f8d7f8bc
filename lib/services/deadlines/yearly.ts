import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { toDbDate } from "@/lib/db/serialize";
import { annualStatementDueDate, thirteenthDueDate } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { inRange, makeDeadline, type Deadline, type DeadlineRange } from "./deadline";

/** The years Y whose yearly deadline `due(Y)` falls in the range. */
function yearsDueIn(range: DeadlineRange, due: (year: number) => string): number[] {
  const years: number[] = [];
  for (let y = Number(range.from.slice(0, 4)) - 1; y <= Number(range.to.slice(0, 4)); y++) if (inRange(due(y), range)) years.push(y);
  return years;
}

/** Contracts in force some day between `start` and `end`, in the caller's scope. */
function activeBetween(ctx: ServiceContext, start: string, end: string) {
  return { ...contractWhere(ctx.scope), startDate: { lte: toDbDate(end) }, OR: [{ endDate: null }, { endDate: { gte: toDbDate(start) } }] };
}

/**
 * The thirteenth month, one reminder for the organization each December it has contracts in force
 * (`thirteenthDueDate`: 15 December, rules.md §6 "paid at Christmas and in any case within December").
 */
export async function thirteenthDeadlines(ctx: ServiceContext, range: DeadlineRange): Promise<Deadline[]> {
  const out: Deadline[] = [];
  for (const year of yearsDueIn(range, thirteenthDueDate)) {
    const contracts = await getDb().domesticContract.count({ where: activeBetween(ctx, `${year}-12-01`, `${year}-12-31`) });
    if (contracts === 0) continue;
    out.push(
      makeDeadline(
        {
          kind: "thirteenth",
          subject: `${ctx.scope.organizationId}:${year}`,
          date: thirteenthDueDate(year),
          code: "thirteenth",
          params: { year: String(year), contracts: String(contracts) },
          link: `/payroll?period=${year}-12`,
        },
        range,
      ),
    );
  }
  return out;
}

/**
 * The annual statement of each contract in force during a year, owed to the worker by 31 March of
 * the next (`annualStatementDueDate`, rules-update.md §7 "dichiarazione sostitutiva della CU").
 */
export async function annualStatementDeadlines(ctx: ServiceContext, range: DeadlineRange): Promise<Deadline[]> {
  const out: Deadline[] = [];
  for (const year of yearsDueIn(range, annualStatementDueDate)) {
    const contracts = await getDb().domesticContract.findMany({
      where: activeBetween(ctx, `${year}-01-01`, `${year}-12-31`),
      select: { id: true, employerId: true, workerId: true, workerFirstName: true, workerLastName: true, employer: { select: { displayName: true } } },
    });
    for (const c of contracts) {
      out.push(
        makeDeadline(
          {
            kind: "annual_statement",
            subject: `${c.id}:${year}`,
            date: annualStatementDueDate(year),
            code: "annual_statement",
            params: { year: String(year), workerName: `${c.workerFirstName} ${c.workerLastName}`, employerName: c.employer.displayName },
            link: `/contracts/${c.id}/annual-statement?year=${year}`,
            employerId: c.employerId,
            contractId: c.id,
            workerId: c.workerId,
          },
          range,
        ),
      );
    }
  }
  return out;
}
