import "server-only";
import { calendarScope } from "@/lib/services/months/month-gate";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, workEventWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { periodBounds } from "@/lib/payroll";
import { EVENT_SUBTYPES, EVENT_TYPES, SUBTYPE_PARENT, type EventSubType, type EventType } from "@/lib/payroll";
import { Decimal, ZERO } from "@/lib/payroll";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { isUuid, type HoursBucket, type WorkEventMonthSummary, type WorkEventSummaryQuery } from "@/lib/validation/work-event";
import { calendarDays, hoursString } from "./calendar-days";

export type { HoursBucket, WorkEventMonthSummary };

class Bucket {
  events = 0;
  hours: Decimal = ZERO;
  dates = new Set<string>();
  add(date: string, hours: Decimal) {
    this.events++;
    this.hours = this.hours.plus(hours);
    this.dates.add(date);
  }
  view(): HoursBucket {
    return { events: this.events, days: this.dates.size, hours: hoursString(this.hours) };
  }
}

function addTo<K>(map: Map<K, Bucket>, key: K, date: string, hours: Decimal): void {
  let bucket = map.get(key);
  if (!bucket) map.set(key, (bucket = new Bucket()));
  bucket.add(date, hours);
}

/** GET /v1/work-events/summary: the month's totals the calendar shows, from the events and the terms. */
export async function summarizeWorkEvents(ctx: ServiceContext, query: WorkEventSummaryQuery): Promise<WorkEventMonthSummary> {
  if (!isUuid(query.domesticContractId)) throw notFound("Domestic contract");
  const { start, end } = periodBounds(query.month);
  const db = getDb();
  await assertContractInScope(db, calendarScope(ctx), query.domesticContractId);
  const [contract, events] = await Promise.all([
    findContractWithTerms(db, ctx.scope.organizationId, query.domesticContractId),
    db.workEvent.findMany({
      where: { ...workEventWhere(calendarScope(ctx)), contractId: query.domesticContractId, date: { gte: toDbDate(start), lte: toDbDate(end) } },
      select: { date: true, type: true, subType: true, hours: true },
    }),
  ]);

  const byType = new Map<EventType, Bucket>();
  const bySubType = new Map<EventSubType, Bucket>();
  const byDate = new Map<string, Bucket>();
  let recorded = ZERO;
  let worked = ZERO;
  for (const e of events) {
    const date = dateString(e.date);
    const hours = new Decimal(e.hours.toString());
    recorded = recorded.plus(hours);
    if (e.type === "work") worked = worked.plus(hours);
    addTo(byType, e.type, date, hours);
    addTo(bySubType, e.subType, date, hours);
    addTo(byDate, date, date, hours);
  }

  const days = calendarDays(contract, start, end);
  const scheduled = days.reduce((acc, d) => (d.withinEmployment ? acc.plus(d.scheduledHours) : acc), ZERO);
  return {
    domesticContractId: contract.id,
    month: query.month,
    startDate: start,
    endDate: end,
    employment: { startDate: dateString(contract.startDate), endDate: contract.endDate ? dateString(contract.endDate) : null },
    scheduledHours: hoursString(scheduled),
    recordedHours: hoursString(recorded),
    workedHours: hoursString(worked),
    difference: hoursString(recorded.minus(scheduled)),
    eventCount: events.length,
    byType: EVENT_TYPES.filter((t) => byType.has(t)).map((type) => ({ type, ...byType.get(type)!.view() })),
    bySubType: EVENT_SUBTYPES.filter((s) => bySubType.has(s)).map((subType) => ({ type: SUBTYPE_PARENT[subType], subType, ...bySubType.get(subType)!.view() })),
    holidays: days.filter((d) => d.holiday).map((d) => ({ date: d.date, name: d.holiday!.name, kind: d.holiday!.kind })),
    days: days.map((d) => {
      const bucket = byDate.get(d.date);
      return {
        date: d.date,
        withinEmployment: d.withinEmployment,
        scheduledHours: d.withinEmployment ? hoursString(d.scheduledHours) : "0.00",
        holiday: d.holiday?.name ?? null,
        eventCount: bucket?.events ?? 0,
        hours: hoursString(bucket?.hours ?? ZERO),
      };
    }),
  };
}
