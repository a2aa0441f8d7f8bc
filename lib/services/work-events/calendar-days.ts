import "server-only";
/**
 * The calendar of a loaded contract: the database rows turned into the engine's calendar input
 * (`calendarDays`, `planAutoFill` and the holiday hours live in lib/payroll/calendar/auto-fill.ts).
 */
import { dateString } from "@/lib/db/serialize";
import {
  calendarDays as engineCalendarDays,
  fmt2,
  scheduleDays,
  scheduleOfColumns,
  type CalendarContractInput,
  type CalendarDay,
  type Decimal,
} from "@/lib/payroll";
import type { ContractTermsRow } from "@/lib/services/contracts/contract-with-terms";

export interface CalendarContract {
  startDate: Date;
  endDate: Date | null;
  terms: readonly ContractTermsRow[];
  employer: { patronSaintDay: string | null };
}

export function calendarContractInput(contract: CalendarContract): CalendarContractInput {
  return {
    startDate: dateString(contract.startDate),
    endDate: contract.endDate ? dateString(contract.endDate) : null,
    patronSaintDay: contract.employer.patronSaintDay,
    terms: contract.terms.map((t) => ({
      effectiveFrom: dateString(t.effectiveFrom),
      payBasis: t.payBasis,
      weeklySchedule: scheduleDays(scheduleOfColumns(t)),
    })),
  };
}

export function calendarDays(contract: CalendarContract, start: string, end: string): CalendarDay[] {
  return engineCalendarDays(calendarContractInput(contract), start, end);
}

/** Hours string with two decimals, half-up. */
export const hoursString = (d: Decimal): string => fmt2(d);
