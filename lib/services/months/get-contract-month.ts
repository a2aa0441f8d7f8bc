import "server-only";
import { assertPortalRight } from "@/lib/auth/portal";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { contractWhere, workEventWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { notFound } from "@/lib/errors";
import { fmt2, periodBounds } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { calendarDays } from "@/lib/services/work-events/calendar-days";
import { planAutoFill } from "@/lib/services/work-events/plan-auto-fill";
import { todayInItaly } from "@/lib/validation/common";
import { daysUntil, monthDeadline, type ContractMonthView, type MonthAction } from "@/lib/validation/month";
import { HOUSEHOLD_EDITABLE } from "./month-gate";
import { monthDays, summarizeMonth } from "./summarize-month";

type Actor = ContractMonthView["history"][number]["actor"];

/** Names of the users and API keys who moved the month (null once they no longer exist). */
async function actorNames(db: Db | Tx, organizationId: string, transitions: readonly { actorType: string; actorId: string | null }[]) {
  const ids = (type: string) => [...new Set(transitions.filter((t) => t.actorType === type && t.actorId).map((t) => t.actorId!))];
  const userIds = ids("user");
  const keyIds = ids("api_key");
  const [users, keys] = [
    userIds.length ? await db.user.findMany({ where: { organizationId, id: { in: userIds } }, select: { id: true, name: true } }) : [],
    keyIds.length ? await db.apiKey.findMany({ where: { organizationId, id: { in: keyIds } }, select: { id: true, name: true } }) : [],
  ];
  return new Map([...users, ...keys].map((r) => [r.id, r.name]));
}

/**
 * A contract's month as the household and the clerk see it: status, notes, who moved it and when,
 * the history, each day against the schedule and the summary. A month never moved reads as open.
 * `db`: the caller's transaction, when the answer is read inside it.
 */
export async function loadContractMonth(db: Db | Tx, ctx: ServiceContext, contractId: string, period: string): Promise<ContractMonthView> {
  const head = await db.domesticContract.findFirst({
    where: { id: contractId, ...contractWhere(ctx.scope) },
    select: { id: true, employerId: true, workerFirstName: true, workerLastName: true, employer: { select: { displayName: true } } },
  });
  if (!head) throw notFound("Domestic contract");
  // a household sees the calendar with presences or full; view is payslips only
  assertPortalRight(ctx.principal, head.employerId, "presences");
  const { start, end } = periodBounds(period);
  const contract = await findContractWithTerms(db, ctx.scope, contractId);
  const month = await db.contractMonth.findUnique({
    where: { contractId_period: { contractId, period } },
    include: { transitions: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  const events = await db.workEvent.findMany({
    where: { ...workEventWhere(ctx.scope), contractId, date: { gte: toDbDate(start), lte: toDbDate(end) } },
    orderBy: [{ date: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true, date: true, type: true, subType: true, hours: true },
  });
  const final = await db.payslip.findFirst({ where: { contractId, period, status: "final" }, select: { id: true } });
  const transitions = month?.transitions ?? [];
  const names = await actorNames(db, ctx.scope.organizationId, transitions);

  const calendar = calendarDays(contract, start, end).map((d) => ({
    date: d.date,
    withinEmployment: d.withinEmployment,
    holiday: d.holiday?.name ?? null,
    scheduledHours: d.withinEmployment ? fmt2(d.scheduledHours) : "0.00",
  }));
  const plan = planAutoFill(contract, start, end, new Set());
  const days = monthDays(
    calendar,
    plan.toCreate,
    events.map((e) => ({ id: e.id, date: dateString(e.date), type: e.type, subType: e.subType, hours: e.hours.toString() })),
  );
  const history = transitions.map((t) => ({
    action: t.action as MonthAction,
    fromStatus: t.fromStatus,
    toStatus: t.toStatus,
    note: t.note,
    actor: {
      type: t.actorType,
      id: t.actorId,
      name: t.actorId ? (names.get(t.actorId) ?? null) : null,
      household: t.byHousehold,
    } satisfies Actor,
    at: t.createdAt.toISOString(),
  }));
  const last = (action: MonthAction) => {
    const found = history.findLast((h) => h.action === action);
    return found ? { at: found.at, actor: found.actor } : null;
  };
  const status = month?.status ?? "open";
  const deadline = monthDeadline(period);
  return {
    domesticContractId: contractId,
    employerId: head.employerId,
    employerName: head.employer.displayName,
    workerName: `${head.workerFirstName} ${head.workerLastName}`,
    period,
    status,
    started: events.length > 0,
    hasFinalPayslip: final !== null,
    householdMayEdit: HOUSEHOLD_EDITABLE.has(status) && final === null,
    note: month?.note ?? null,
    returnNote: month?.returnNote ?? null,
    submitted: last("submit"),
    accepted: last("accept"),
    returned: last("return"),
    deadline,
    daysLeft: daysUntil(todayInItaly(), deadline),
    history,
    summary: summarizeMonth(days),
    days,
  };
}

/** GET /v1/domestic-contracts/{id}/months/{period}. */
export async function getContractMonth(ctx: ServiceContext, contractId: string, period: string): Promise<ContractMonthView> {
  return loadContractMonth(getDb(), ctx, contractId, period);
}
