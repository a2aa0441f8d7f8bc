/** What the household's day sheet records: the day's events for each choice (pure: the sheet and its tests share it). */
import type { MonthDay } from "@/lib/client/months";
import { suggestedMultiplier, type WorkEventItem } from "@/lib/validation/work-event";

export const ABSENCES = {
  vacation: { type: "vacation", subType: "regular_vacation" },
  sick_leave: { type: "sick_leave", subType: "sick_full" },
  paid_permit: { type: "leave", subType: "paid_permit" },
  unpaid_permit: { type: "leave", subType: "unpaid_permit" },
  unpaid_absence: { type: "leave", subType: "unpaid_absence" },
} as const;
export type AbsenceChoice = keyof typeof ABSENCES;

export type DayChoice = { kind: "worked" } | { kind: "absence"; absence: AbsenceChoice } | { kind: "extra"; hours: string };

/** The schedule's events of the day ("as scheduled"). */
function planned(day: MonthDay): WorkEventItem[] {
  return day.planned.map(
    (p) => ({ date: day.date, hours: p.hours, type: p.type, subType: p.subType, multiplier: suggestedMultiplier(p.subType) }) as WorkEventItem,
  );
}

/** The events that replace the day's for a choice. */
export function dayItems(day: MonthDay, choice: DayChoice): WorkEventItem[] {
  if (choice.kind === "worked") return planned(day);
  if (choice.kind === "absence") {
    const { type, subType } = ABSENCES[choice.absence];
    return [{ date: day.date, hours: day.scheduledHours, type, subType, multiplier: suggestedMultiplier(subType) } as WorkEventItem];
  }
  return [
    ...planned(day),
    { date: day.date, hours: choice.hours, type: "work", subType: "overtime", multiplier: suggestedMultiplier("overtime") } as WorkEventItem,
  ];
}
