import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { contractWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { dateString } from "@/lib/db/serialize";
import { computeAnnualStatement, dec, paidYearOf, periodBounds, sum } from "@/lib/payroll";
import { contributionsPaidInYear, deductibleOf } from "@/lib/services/employer-tax-statements/get-employer-tax-statement";
import type { AnnualStatementQuery } from "@/lib/validation/statements";
import type { AnnualStatementDocument, MissingMonth } from "@/lib/validation/statements";
import { parseDeclaredQuarters, parseOrganizationSettings } from "@/lib/db/json-columns";

export const FIRST_STATEMENT_YEAR = 2023;

export type { AnnualStatementDocument };

/** Organization setting `payroll.annualStatementBoardInKindTaxable` (rules-update.md §7, default false). */
function boardInKindTaxable(settings: unknown, organizationId: string): boolean {
  return parseOrganizationSettings(settings, organizationId).payroll?.annualStatementBoardInKindTaxable === true;
}

/** GET /v1/annual-statements?domesticContractId=&year= — the worker's annual statement (docs/domain/rules-update.md §7). */
export async function getAnnualStatement(ctx: ServiceContext, query: AnnualStatementQuery, today: string): Promise<AnnualStatementDocument> {
  const currentYear = Number(today.slice(0, 4));
  if (query.year < FIRST_STATEMENT_YEAR || query.year > currentYear) {
    throw new AppError("validation_failed", `The year must be between ${FIRST_STATEMENT_YEAR} and ${currentYear}`, {
      errors: [
        {
          path: "/year",
          message: `Use a year between ${FIRST_STATEMENT_YEAR} and ${currentYear}`,
          code: "year_out_of_range",
          params: { from: String(FIRST_STATEMENT_YEAR), to: String(currentYear) },
        },
      ],
    });
  }
  const db = getDb();
  const contract = await db.domesticContract.findFirst({
    where: { id: query.domesticContractId, ...contractWhere(ctx.scope) },
    select: {
      id: true,
      workerFirstName: true,
      workerLastName: true,
      workerFiscalCode: true,
      startDate: true,
      endDate: true,
      fixedTerm: true,
      employer: { select: { id: true, displayName: true, displayTaxId: true } },
      organization: { select: { settings: true } },
      openingBalance: {
        select: {
          asOfDate: true,
          ytdGross: true,
          ytdWorkerInps: true,
          ytdWorkerCassacolf: true,
          ytdTaxable: true,
          ytdEmploymentDays: true,
          declaredQuarters: true,
        },
      },
      payslips: {
        // the year's payslips, and the corrections paid in the year (of whatever period: paidYearOf)
        where: { OR: [{ period: { startsWith: `${query.year}-` } }, { kind: "correction", paidPeriod: { startsWith: `${query.year}-` } }] },
        orderBy: [{ period: "asc" }, { kind: "asc" }],
        select: {
          id: true,
          period: true,
          kind: true,
          paidPeriod: true,
          status: true,
          totalGross: true,
          totalEmployeeInpsTaxes: true,
          totalEmployeeCassacolfTaxes: true,
          totalNet: true,
          elements: { select: { section: true, code: true, value: true } },
        },
      },
    },
  });
  if (!contract) throw notFound("Domestic contract");
  const start = dateString(contract.startDate);
  const end = contract.endDate ? dateString(contract.endDate) : null;
  if (start > `${query.year}-12-31` || (end !== null && end < `${query.year}-01-01`)) {
    throw new AppError("validation_failed", `The employment was not in force in ${query.year}`, {
      errors: [
        {
          path: "/year",
          message: `The employment was not in force in ${query.year}`,
          code: "contract_not_active_in_year",
          params: { year: String(query.year) },
        },
      ],
    });
  }
  const lastMonth = query.year === currentYear ? Number(today.slice(5, 7)) : 12;
  const ob = contract.openingBalance;
  // months run by the previous system of a take-over (rules-update-3 A7): covered by the opening balances
  const takenOverThrough = ob ? dateString(ob.asOfDate) : null;
  const missing: MissingMonth[] = [];
  for (let m = 1; m <= lastMonth; m++) {
    const period = `${query.year}-${String(m).padStart(2, "0")}`;
    if (start > `${period}-31` || (end !== null && end < `${period}-01`)) continue;
    if (takenOverThrough && takenOverThrough >= periodBounds(period).end) continue;
    const p = contract.payslips.find((x) => x.period === period && x.kind === "ordinary");
    if (!p) missing.push({ period, reason: "not_run", payslipId: null });
    else if (p.status !== "final") missing.push({ period, reason: "draft", payslipId: p.id });
  }
  const finals = contract.payslips.filter((p) => p.status === "final" && paidYearOf(p) === query.year);
  const statement = computeAnnualStatement({
    year: query.year,
    contract: { startDate: start, endDate: end, fixedTerm: contract.fixedTerm },
    boardInKindTaxable: boardInKindTaxable(contract.organization.settings, ctx.scope.organizationId),
    takeOver: ob
      ? {
          asOfDate: dateString(ob.asOfDate),
          grossPaid: ob.ytdGross.toFixed(2),
          workerInps: ob.ytdWorkerInps.toFixed(2),
          workerCassacolf: ob.ytdWorkerCassacolf.toFixed(2),
          taxable: ob.ytdTaxable === null ? null : ob.ytdTaxable.toFixed(2),
          employmentDays: ob.ytdEmploymentDays,
          declaredQuarters: parseDeclaredQuarters(ob.declaredQuarters),
        }
      : null,
    payslips: finals.map((p) => ({
      period: p.period,
      kind: p.kind,
      paidPeriod: p.paidPeriod,
      totalGross: p.totalGross.toFixed(2),
      totalEmployeeInpsTaxes: p.totalEmployeeInpsTaxes.toFixed(2),
      totalEmployeeCassacolfTaxes: p.totalEmployeeCassacolfTaxes.toFixed(2),
      totalNet: p.totalNet.toFixed(2),
      elements: p.elements.map((e) => ({ section: e.section, code: e.code, value: e.value.toFixed(2) })),
    })),
  });
  // the employer's deductible contributions are those PAID in the year (rules-update-3 A10): the
  // employer tax statement's cash-basis figure for this employment, not the payslips' accrual
  const paid = await contributionsPaidInYear(db, ctx.scope, { employerId: contract.employer.id, year: query.year, contractId: contract.id });
  statement.employer.deductibleContributions = deductibleOf(sum(paid.map((i) => dec(i.employerInps))));
  return {
    domesticContractId: contract.id,
    year: query.year,
    employer: { id: contract.employer.id, name: contract.employer.displayName, taxCode: contract.employer.displayTaxId },
    worker: { name: `${contract.workerFirstName} ${contract.workerLastName}`, fiscalCode: contract.workerFiscalCode },
    status: missing.length === 0 ? "complete" : "incomplete",
    // the year is open until it ends, or until the employment ends within it
    provisional: query.year === currentYear && (end === null || end >= today),
    missing,
    issueBy: `${query.year + 1}-03-31`,
    payslipIds: finals.map((p) => p.id),
    statement,
  };
}
