import "server-only";
/** The auto-fill plan of a loaded contract: the engine's `planAutoFill` (lib/payroll/calendar/auto-fill.ts). */
import { planAutoFill as enginePlanAutoFill, type AutoFillPlan } from "@/lib/payroll";
import { calendarContractInput, type CalendarContract } from "./calendar-days";

export type { SkipReason, PlannedEvent, AutoFillPlan } from "@/lib/payroll";

export function planAutoFill(contract: CalendarContract, startDate: string, endDate: string, occupiedDates: ReadonlySet<string>): AutoFillPlan {
  return enginePlanAutoFill(calendarContractInput(contract), startDate, endDate, occupiedDates);
}
