import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere, workEventWhere } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import { periodBounds } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";

export interface PortalCalendarContract {
  contractId: string;
  employerName: string;
  events: { id: string; date: string; type: string; subType: string; hours: string }[];
}

/**
 * The worker's own calendar in the portal (issue 29), read only: per contract in scope active in
 * the month, the month's work events in date order.
 */
export async function listPortalCalendar(ctx: ServiceContext, period: string): Promise<PortalCalendarContract[]> {
  const { start, end } = periodBounds(period);
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(`${end}T00:00:00Z`);
  const db = getDb();
  const contracts = await db.domesticContract.findMany({
    where: { ...contractWhere(ctx.scope), startDate: { lte: to }, OR: [{ endDate: null }, { endDate: { gte: from } }] },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    select: { id: true, employer: { select: { displayName: true } } },
  });
  if (contracts.length === 0) return [];
  const events = await db.workEvent.findMany({
    where: { ...workEventWhere(ctx.scope), contractId: { in: contracts.map((c) => c.id) }, date: { gte: from, lte: to } },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    select: { id: true, contractId: true, date: true, type: true, subType: true, hours: true },
  });
  return contracts.map((c) => ({
    contractId: c.id,
    employerName: c.employer.displayName,
    events: events
      .filter((e) => e.contractId === c.id)
      .map((e) => ({ id: e.id, date: dateString(e.date), type: e.type, subType: e.subType, hours: e.hours.toFixed(2) })),
  }));
}
