import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import {
  addDays,
  addQuarters,
  cessationDueDate,
  formatQuarter,
  quarterBounds,
  quarterIndex,
  quarterOfDate,
  quarterlyDueDate,
  type Quarter,
} from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { inRange, makeDeadline, type Deadline, type DeadlineRange } from "./deadline";

/** The quarters whose payment falls due in the range (a quarter is paid the month after it: start one quarter early). */
function quartersDueIn(range: DeadlineRange): Quarter[] {
  const quarters: Quarter[] = [];
  const last = quarterOfDate(range.to);
  for (let q = addQuarters(quarterOfDate(range.from), -1); quarterIndex(q) <= quarterIndex(last); q = addQuarters(q, 1)) {
    if (inRange(quarterlyDueDate(q), range)) quarters.push(q);
  }
  return quarters;
}

/**
 * INPS and CAS.SA.COLF payments (docs/domain/rules-update.md §3): the quarterly payment of each
 * employer with a contract still in force at the end of the quarter, due the 10th of the month after
 * it moved off Saturdays, Sundays and holidays (`quarterlyDueDate`); and the cessation payment of each
 * ended contract, due within 10 days of the end (`cessationDueDate`). A contract that ends inside a
 * quarter pays that quarter with its cessation payment, so it makes no quarterly deadline.
 */
export async function contributionPaymentDeadlines(ctx: ServiceContext, range: DeadlineRange): Promise<Deadline[]> {
  const db = getDb();
  const out: Deadline[] = [];
  for (const q of quartersDueIn(range)) {
    const { start, end } = quarterBounds(q);
    const employers = await db.domesticContract.groupBy({
      by: ["employerId"],
      where: { ...contractWhere(ctx.scope), startDate: { lte: toDbDate(end) }, OR: [{ endDate: null }, { endDate: { gt: toDbDate(end) } }] },
      _count: { _all: true },
    });
    const names = await db.employer.findMany({ where: { id: { in: employers.map((e) => e.employerId) } }, select: { id: true, displayName: true } });
    const nameOf = new Map(names.map((n) => [n.id, n.displayName]));
    const quarter = formatQuarter(q);
    for (const e of employers) {
      out.push(
        makeDeadline(
          {
            kind: "contribution_payment",
            subject: `${e.employerId}:${quarter}`,
            date: quarterlyDueDate(q),
            code: "contribution_payment_quarterly",
            params: { quarter, employerName: nameOf.get(e.employerId) ?? "", contracts: String(e._count._all), quarterStart: start },
            link: `/payroll/contributions?quarter=${quarter}`,
            employerId: e.employerId,
          },
          range,
        ),
      );
    }
  }
  // an end 10 days before `from` can still fall due in the range once moved off a long weekend
  const ended = await db.domesticContract.findMany({
    where: { ...contractWhere(ctx.scope), endDate: { gte: toDbDate(addDays(range.from, -20)), lte: toDbDate(range.to) } },
    select: {
      id: true,
      employerId: true,
      workerId: true,
      endDate: true,
      workerFirstName: true,
      workerLastName: true,
      employer: { select: { displayName: true } },
    },
  });
  for (const c of ended) {
    const endDate = dateString(c.endDate!);
    const due = cessationDueDate(endDate);
    if (!inRange(due, range)) continue;
    const quarter = formatQuarter(quarterOfDate(endDate));
    out.push(
      makeDeadline(
        {
          kind: "contribution_payment",
          subject: `${c.id}:cessation`,
          date: due,
          code: "contribution_payment_cessation",
          params: { workerName: `${c.workerFirstName} ${c.workerLastName}`, employerName: c.employer.displayName, endDate },
          link: `/payroll/contributions/${c.id}?quarter=${quarter}`,
          employerId: c.employerId,
          contractId: c.id,
          workerId: c.workerId,
        },
        range,
      ),
    );
  }
  return out;
}
