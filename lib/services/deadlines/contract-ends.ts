import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { addDays, probationEndDate } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { inRange, makeDeadline, type Deadline, type DeadlineRange } from "./deadline";

/** The longest probation (30 days of actual work) on a schedule of one working day a week, holidays included. */
const LONGEST_PROBATION_CALENDAR_DAYS = 30 * 7 + 31;

const contractSelect = {
  id: true,
  employerId: true,
  workerId: true,
  startDate: true,
  endDate: true,
  fixedTerm: true,
  fixedTermEndDate: true,
  workerFirstName: true,
  workerLastName: true,
  employer: { select: { displayName: true, patronSaintDay: true } },
} as const;

/**
 * The last day of probation of each contract (CCNL art. 12, `probationDays`: 30 days of actual work
 * live-in and levels D/DS, 8 otherwise, shorter for short fixed terms), counted on the schedule of the
 * first terms by `probationEndDate`. A contract ended before it makes none.
 */
export async function probationEndDeadlines(ctx: ServiceContext, range: DeadlineRange): Promise<Deadline[]> {
  const contracts = await getDb().domesticContract.findMany({
    where: {
      ...contractWhere(ctx.scope),
      startDate: { gte: toDbDate(addDays(range.from, -LONGEST_PROBATION_CALENDAR_DAYS)), lte: toDbDate(range.to) },
      OR: [{ endDate: null }, { endDate: { gte: toDbDate(range.from) } }],
    },
    select: {
      ...contractSelect,
      terms: {
        orderBy: { effectiveFrom: "asc" },
        take: 1,
        select: {
          level: true,
          cohabiting: true,
          hoursMon: true,
          hoursTue: true,
          hoursWed: true,
          hoursThu: true,
          hoursFri: true,
          hoursSat: true,
          hoursSun: true,
        },
      },
    },
  });
  const out: Deadline[] = [];
  for (const c of contracts) {
    const t = c.terms[0];
    if (!t) continue;
    const startDate = dateString(c.startDate);
    const end = probationEndDate({
      startDate,
      cohabiting: t.cohabiting,
      level: t.level,
      fixedTerm: c.fixedTerm,
      fixedTermEndDate: c.fixedTermEndDate ? dateString(c.fixedTermEndDate) : null,
      weeklySchedule: [t.hoursMon, t.hoursTue, t.hoursWed, t.hoursThu, t.hoursFri, t.hoursSat, t.hoursSun].map((h) => h.toFixed(2)),
      patronSaintDay: c.employer.patronSaintDay,
    });
    if (!end || !inRange(end, range) || (c.endDate && dateString(c.endDate) < end)) continue;
    out.push(
      makeDeadline(
        {
          kind: "probation_end",
          subject: c.id,
          date: end,
          code: "probation_end",
          params: { workerName: `${c.workerFirstName} ${c.workerLastName}`, employerName: c.employer.displayName, startDate },
          link: `/contracts/${c.id}`,
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

/** The planned end of each fixed-term contract not ended before it (its cessation is still to record). */
export async function fixedTermEndDeadlines(ctx: ServiceContext, range: DeadlineRange): Promise<Deadline[]> {
  const contracts = await getDb().domesticContract.findMany({
    where: { ...contractWhere(ctx.scope), fixedTerm: true, fixedTermEndDate: { gte: toDbDate(range.from), lte: toDbDate(range.to) } },
    select: contractSelect,
  });
  const out: Deadline[] = [];
  for (const c of contracts) {
    const end = dateString(c.fixedTermEndDate!);
    if (c.endDate && dateString(c.endDate) < end) continue;
    out.push(
      makeDeadline(
        {
          kind: "fixed_term_end",
          subject: c.id,
          date: end,
          code: c.endDate ? "fixed_term_end_recorded" : "fixed_term_end",
          params: { workerName: `${c.workerFirstName} ${c.workerLastName}`, employerName: c.employer.displayName },
          link: `/contracts/${c.id}`,
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
