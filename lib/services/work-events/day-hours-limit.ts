import "server-only";
import { dateString, toDbDate } from "@/lib/db/serialize";
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { DAY_HOURS_LIMIT, daysOverLimit, fmt2 } from "@/lib/payroll";

export interface DayHoursAddition {
  date: string;
  hours: string;
  /** JSON pointer of the item in the request (e.g. /3/hours) */
  path: string;
}

/**
 * Refuses (422 day_hours_exceeded) events that would take a day of the contract past 24 h across
 * its events. Call inside the writer's transaction after lockContractEvents, so two writers cannot
 * both pass. `excludeIds`: events about to be replaced or edited (their hours no longer count).
 */
export async function assertDayHoursWithinLimit(
  tx: Tx,
  organizationId: string,
  contractId: string,
  additions: readonly DayHoursAddition[],
  excludeIds: readonly string[] = [],
): Promise<void> {
  if (additions.length === 0) return;
  const dates = [...new Set(additions.map((a) => a.date))];
  const rows = await tx.workEvent.findMany({
    where: { contractId, organizationId, date: { in: dates.map(toDbDate) }, ...(excludeIds.length > 0 ? { id: { notIn: [...excludeIds] } } : {}) },
    select: { date: true, hours: true },
  });
  const over = daysOverLimit(
    rows.map((r) => ({ date: dateString(r.date), hours: r.hours.toString() })),
    additions,
  );
  if (over.length === 0) return;
  const first = over[0]!;
  const limit = DAY_HOURS_LIMIT.toString();
  throw new AppError(
    "day_hours_exceeded",
    `${first.date}: the day already holds ${fmt2(first.existing)} h; ${fmt2(first.added)} h more would make ${fmt2(first.total)} h, over the ${limit} h a day can hold`,
    {
      errors: over.flatMap((o) =>
        additions
          .filter((a) => a.date === o.date)
          .map((a) => ({
            path: a.path,
            code: "day_hours_exceeded",
            message: `${o.date} already holds ${fmt2(o.existing)} h; with ${fmt2(o.added)} h it would hold ${fmt2(o.total)} h (at most ${limit})`,
            params: { date: o.date, existingHours: fmt2(o.existing), addedHours: fmt2(o.added), totalHours: fmt2(o.total), max: limit },
          })),
      ),
      extra: {
        days: over.map((o) => ({ date: o.date, existingHours: fmt2(o.existing), addedHours: fmt2(o.added), totalHours: fmt2(o.total) })),
        maxHoursPerDay: limit,
      },
    },
  );
}
