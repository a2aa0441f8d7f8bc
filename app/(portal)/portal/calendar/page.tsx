import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { addMonths } from "@/components/payroll/periods";
import { WorkerCalendar } from "@/components/portal/calendar/worker-calendar";
import { getServerDictionary } from "@/lib/i18n/server";
import { requirePortalContext } from "@/lib/services/portal-context";
import { listPortalCalendar } from "@/lib/services/work-events/list-portal-calendar";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.delivery.calendar.title };
}

/** This month in Rome, YYYY-MM. */
function currentPeriod(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit" }).format(new Date()).slice(0, 7);
}

/** The worker's own calendar, read only (issue 29): a month of their contracts' work events. */
export default async function PortalCalendarPage({ searchParams }: { searchParams: Promise<{ period?: string }> }) {
  const ctx = await requirePortalContext();
  // the worker's page; a household's calendar is the month entry
  if (ctx.principal.portal?.kind !== "worker") notFound();
  const asked = (await searchParams).period;
  const period = asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : currentPeriod();
  const contracts = await listPortalCalendar(ctx, period);
  return <WorkerCalendar period={period} previous={addMonths(period, -1)} next={addMonths(period, 1)} contracts={contracts} />;
}
