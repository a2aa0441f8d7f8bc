import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CalendarScreen } from "@/components/work-events/calendar-screen";
import { requireSessionContext } from "@/lib/services/page-context";
import { AppError } from "@/lib/errors";
import { getServerDictionary } from "@/lib/i18n/server";
import { isValidPeriod } from "@/lib/payroll";
import { getCalendarContract, type CalendarContractView } from "@/lib/services/work-events/get-calendar-contract";
import { isUuid } from "@/lib/validation/work-event";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.workEvents.title };
}

/** Today in Italy (the clerk's calendar day), YYYY-MM-DD. */
function todayInItaly(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** Without ?month: the current month, kept inside the employment. */
function defaultMonth(contract: CalendarContractView, today: string): string {
  if (today < contract.startDate) return contract.startDate.slice(0, 7);
  if (contract.endDate && today > contract.endDate) return contract.endDate.slice(0, 7);
  return today.slice(0, 7);
}

export default async function ContractCalendarPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await requireSessionContext();
  const { id } = await params;
  const { month } = await searchParams;
  if (!isUuid(id)) notFound();
  const today = todayInItaly();
  let contract: CalendarContractView;
  try {
    contract = await getCalendarContract(ctx, id, today);
  } catch (error) {
    // another organization's contract: the same 404 as an unknown one
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
  if (typeof month !== "string" || !isValidPeriod(month)) redirect(`/contracts/${id}/calendar?month=${defaultMonth(contract, today)}`);
  return <CalendarScreen key={month} contract={contract} month={month} today={today} />;
}
