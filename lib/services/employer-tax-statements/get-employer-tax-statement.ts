import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { contributionPaymentWhere, employerWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { notFound } from "@/lib/errors";
import { Decimal, EMPLOYER_DEDUCTIBLE_CAP, dec, fmt2, round2, sum } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import type { EmployerTaxStatement, EmployerTaxStatementQuery } from "@/lib/validation/contribution-payment";

type Item = EmployerTaxStatement["items"][number];

/**
 * The employer's statement of contributions paid in a calendar year (docs/domain/rules-update-3.md
 * A10; docs/domain/contribution-payments.md): the employer INPS share (net of the over-80 relief) of
 * the contribution payments PAID between 1 January and 31 December, by payment date — Q4 of the year
 * before, paid in January, counts; Q4 of this year, paid next January, does not. A payment with no
 * payment recorded counts at its due date, marked as an estimate. CAS.SA.COLF is excluded. A
 * payment made in parts counts each part's employer-INPS proportion on its own date; what exceeds
 * the total due counts for nothing. Capped at 1,549.37.
 */
export async function getEmployerTaxStatement(ctx: ServiceContext, query: EmployerTaxStatementQuery): Promise<EmployerTaxStatement> {
  const db = getDb();
  const employer = await db.employer.findFirst({
    where: { id: query.employerId, ...employerWhere(ctx.scope) },
    select: { id: true, displayName: true, displayTaxId: true },
  });
  if (!employer) throw notFound("Employer");
  const items = await contributionsPaidInYear(db, ctx.scope, { employerId: employer.id, year: query.year });
  const total = sum(items.map((i) => dec(i.employerInps)));
  return {
    employerId: employer.id,
    employerName: employer.displayName,
    employerTaxCode: employer.displayTaxId,
    year: query.year,
    items,
    employerInpsTotal: fmt2(total),
    estimated: fmt2(sum(items.filter((i) => i.estimate).map((i) => dec(i.employerInps)))),
    deductible: deductibleOf(total),
    deductibleCap: EMPLOYER_DEDUCTIBLE_CAP,
  };
}

/** The deductible amount: the employer INPS paid in the year, capped at 1,549.37 (TUIR art. 10 c. 2). */
export function deductibleOf(employerInpsPaid: Decimal): string {
  const cap = dec(EMPLOYER_DEDUCTIBLE_CAP);
  return fmt2(employerInpsPaid.greaterThan(cap) ? cap : employerInpsPaid.lessThan(0) ? dec(0) : employerInpsPaid);
}

/**
 * The statement's lines: the employer INPS share of each contribution payment paid in the year (by
 * payment date; by due date, as an estimate, when no payment is recorded), of one employer or of one
 * employment (the worker's annual statement reads the same figure), ordered by date.
 */
export async function contributionsPaidInYear(
  db: Db,
  scope: ServiceContext["scope"],
  filter: { employerId: string; year: number; contractId?: string },
): Promise<Item[]> {
  const from = `${filter.year}-01-01`;
  const to = `${filter.year}-12-31`;
  const inYear = { gte: toDbDate(from), lte: toDbDate(to) };
  const rows = await db.contributionPayment.findMany({
    where: {
      employerId: filter.employerId,
      ...(filter.contractId ? { contractId: filter.contractId } : {}),
      ...contributionPaymentWhere(scope),
      OR: [{ payments: { some: { paidOn: inYear } } }, { payments: { none: {} }, dueDate: inYear }],
    },
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
    select: {
      id: true,
      contractId: true,
      quarter: true,
      kind: true,
      dueDate: true,
      inpsEmployer: true,
      over80Relief: true,
      totalDue: true,
      contract: { select: { workerFirstName: true, workerLastName: true } },
      payments: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }], select: { paidOn: true, amount: true } },
    },
  });
  const items: Item[] = [];
  for (const r of rows) {
    const base = {
      contributionPaymentId: r.id,
      domesticContractId: r.contractId,
      workerName: `${r.contract.workerFirstName} ${r.contract.workerLastName}`,
      quarter: r.quarter,
      kind: r.kind,
    };
    const employerInps = Decimal.max(dec(r.inpsEmployer.toFixed(2)).minus(dec(r.over80Relief.toFixed(2))), 0);
    if (r.payments.length === 0) {
      if (employerInps.isZero()) continue; // nothing computed yet (a quarter without payslips)
      items.push({ ...base, date: dateString(r.dueDate), estimate: true, amountPaid: "0.00", employerInps: fmt2(employerInps) });
      continue;
    }
    items.push(
      ...paidParts(r.payments, dec(r.totalDue.toFixed(2)), employerInps).flatMap((p) =>
        p.date >= from && p.date <= to ? [{ ...base, ...p, estimate: false }] : [],
      ),
    );
  }
  items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return items;
}
/** Each payment's share of the employer INPS: its part of the total due (excess counts nothing); the last part takes the rounding rest. */
function paidParts(payments: { paidOn: Date; amount: { toFixed(dp: number): string } }[], totalDue: Decimal, employerInps: Decimal) {
  let covered = dec(0);
  let counted = dec(0);
  return payments.map((p) => {
    const amount = dec(p.amount.toFixed(2));
    const part = Decimal.max(Decimal.min(amount, totalDue.minus(covered)), 0);
    covered = covered.plus(part);
    const share = totalDue.isZero()
      ? dec(0)
      : covered.greaterThanOrEqualTo(totalDue)
        ? employerInps.minus(counted)
        : round2(employerInps.times(part).dividedBy(totalDue));
    counted = counted.plus(share);
    return { date: dateString(p.paidOn), amountPaid: fmt2(amount), employerInps: fmt2(share) };
  });
}
