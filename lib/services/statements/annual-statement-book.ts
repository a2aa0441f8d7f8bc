import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import { AppError, notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import type { AnnualStatementBook, AnnualStatementBookQuery, AnnualStatementDocument } from "@/lib/validation/statements";
import { FIRST_STATEMENT_YEAR, getAnnualStatement } from "./get-annual-statement";

const BOOK_CONCURRENCY = 4;

/**
 * The employments of the book in force in the year (or only those that ended in it), in book order
 * (employer, worker), each with its annual statement computed exactly as `GET /v1/annual-statements`
 * does: one rule, so the bundle and each worker's own PDF print the same figures.
 */
export async function annualStatementsOfBook(
  ctx: ServiceContext,
  query: AnnualStatementBookQuery,
  today: string,
): Promise<(AnnualStatementDocument & { endDate: string | null })[]> {
  if (query.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  const currentYear = Number(today.slice(0, 4));
  if (query.year < FIRST_STATEMENT_YEAR || query.year > currentYear)
    throw new AppError("validation_failed", `The year must be between ${FIRST_STATEMENT_YEAR} and ${currentYear}`, {
      errors: [{ path: "/year", message: `Use a year between ${FIRST_STATEMENT_YEAR} and ${currentYear}`, code: "year_out_of_range" }],
    });
  const first = new Date(`${query.year}-01-01T00:00:00Z`);
  const last = new Date(`${query.year}-12-31T00:00:00Z`);
  const contracts = await getDb().domesticContract.findMany({
    where: {
      ...contractWhere(ctx.scope),
      startDate: { lte: last },
      ...(query.ceased ? { endDate: { gte: first, lte: last } } : { OR: [{ endDate: null }, { endDate: { gte: first } }] }),
    },
    orderBy: [{ employer: { sortName: "asc" } }, { workerLastName: "asc" }, { workerFirstName: "asc" }, { id: "asc" }],
    select: { id: true, endDate: true },
  });
  const out: (AnnualStatementDocument & { endDate: string | null })[] = new Array(contracts.length);
  // a few statements at once (each one statement to the database), the book order kept
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < contracts.length; i = next++) {
      const c = contracts[i]!;
      const endDate = c.endDate && dateString(c.endDate) <= `${query.year}-12-31` ? dateString(c.endDate) : null;
      out[i] = { ...(await getAnnualStatement(ctx, { domesticContractId: c.id, year: query.year }, today)), endDate };
    }
  };
  await Promise.all(Array.from({ length: Math.min(BOOK_CONCURRENCY, contracts.length) }, worker));
  return out;
}

/** GET /v1/annual-statements/book?organizationId=&year=[&ceased=true]: every statement of the year with its figures, due date and own PDF. */
export async function getAnnualStatementBook(ctx: ServiceContext, query: AnnualStatementBookQuery, today: string): Promise<AnnualStatementBook> {
  const list = await annualStatementsOfBook(ctx, query, today);
  const data = list.map(({ endDate, ...a }) => {
    return {
      domesticContractId: a.domesticContractId,
      employer: { id: a.employer.id, name: a.employer.name },
      worker: a.worker,
      endDate,
      dueBy: endDate ?? a.issueBy,
      status: a.status,
      provisional: a.provisional,
      missing: a.missing,
      grossPaid: a.statement.grossPaid,
      workerInpsWithheld: a.statement.workerInpsWithheld,
      workerCassacolfWithheld: a.statement.workerCassacolfWithheld,
      taxableIncome: a.statement.taxableIncome,
      netPaid: a.statement.netPaid,
      tfrTotal: a.statement.tfrTotal,
      pdf: `/v1/annual-statements/pdf?domesticContractId=${a.domesticContractId}&year=${a.year}`,
    };
  });
  const complete = data.filter((d) => d.status === "complete").length;
  return { year: query.year, data, counts: { statements: data.length, complete, incomplete: data.length - complete } };
}
