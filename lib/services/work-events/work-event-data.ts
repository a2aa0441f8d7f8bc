import "server-only";
/** Shared steps of the work-event use cases: row data with the default flags, employment check. */
import { toDbDate, dateString } from "@/lib/db/serialize";
import type { FieldError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isWithinEmployment } from "@/lib/services/contracts/contract-with-terms";
import { LOCATED_ABSENCE_TYPES, type AbsenceLocation, type EventType } from "@/lib/payroll";
import { defaultFlagsFor, type WorkEventItem } from "@/lib/validation/work-event";
import type { NewWorkEvent } from "./insert-work-events";

/** Trimmed text, or null when empty: "" and "   " clear customName / notes. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** One validated item, ready to write: flags omitted by the client take the subtype's defaults (rules.md §13). */
export function newWorkEvent(item: WorkEventItem): NewWorkEvent {
  const defaults = defaultFlagsFor(item.subType);
  return {
    date: item.date,
    hours: item.hours,
    type: item.type,
    subType: item.subType,
    multiplier: item.multiplier,
    customName: cleanText(item.customName),
    notes: cleanText(item.notes),
    addsToThirteen: item.addsToThirteen ?? defaults.addsToThirteen,
    addsToSeverance: item.addsToSeverance ?? defaults.addsToSeverance,
    isFromGlobalWage: item.isFromGlobalWage ?? defaults.isFromGlobalWage,
    affectsContributions: item.affectsContributions ?? defaults.affectsContributions,
    absenceLocation: absenceLocationFor(item.type, item.absenceLocation),
  };
}

/**
 * The location a sick or injury event is stored with: the one given, else the employer's home;
 * other events have none (the schemas refuse one given with them).
 */
export function absenceLocationFor(type: EventType, given: AbsenceLocation | null | undefined): AbsenceLocation | null {
  if (!LOCATED_ABSENCE_TYPES.includes(type)) return null;
  return given ?? "employer_home";
}

/** The Prisma row of one event of a contract. */
export function workEventCreateInput(event: NewWorkEvent, organizationId: string, contractId: string): Prisma.WorkEventUncheckedCreateInput {
  return { ...event, date: toDbDate(event.date), organizationId, contractId };
}

/** A field error when the date falls outside the employment (start ≤ date ≤ end when ended). */
export function employmentDateError(contract: { startDate: Date; endDate: Date | null }, date: string, pointer: string): FieldError | null {
  if (isWithinEmployment(contract, date)) return null;
  const start = dateString(contract.startDate);
  const end = contract.endDate ? dateString(contract.endDate) : null;
  return {
    path: pointer,
    code: "outside_employment",
    params: end ? { startDate: start, endDate: end } : { startDate: start },
    message: end ? `The date must fall inside the employment (${start} to ${end})` : `The date must not be before the start of employment (${start})`,
  };
}
