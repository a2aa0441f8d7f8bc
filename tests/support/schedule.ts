import type { WorkEventSeed } from "@/prisma/seed/builders";

/**
 * The events a clerk's auto-fill would create for a Monday–Friday schedule: regular work on
 * scheduled days, a public-holiday event (with the day's hours) on the holidays listed.
 */
export function weekdayEvents(from: string, to: string, hoursPerDay: string, holidays: string[], days: number[] = [1, 2, 3, 4, 5]): WorkEventSeed[] {
  const out: WorkEventSeed[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const iso = d.toISOString().slice(0, 10);
    if (!days.includes(d.getUTCDay())) continue;
    out.push(
      holidays.includes(iso)
        ? { date: iso, hours: hoursPerDay, type: "public_holiday", subType: "regular_public_holiday" }
        : { date: iso, hours: hoursPerDay, type: "work", subType: "regular_work" },
    );
  }
  return out;
}
