/**
 * Mandatory communications to INPS of a domestic employment (rules-update-3 B4; the reading is
 * written down in docs/domain/inps-communications.md). Pure: dates in, dates out.
 *
 * - hiring: by 24:00 of the day before the start, "holidays included": the deadline is the day
 *   before the start even when that day is a Sunday or a public holiday (never moved);
 * - variation, extension, transformation, cessation: within 5 days of the event (event + 5);
 * - annulment of a hiring whose relationship never started: within 5 days of the start.
 * The 5-day deadlines are not moved off Sundays or holidays either (the stricter reading: no
 * source at hand says they move, and filing early is always allowed).
 * At most two variations of hours or pay per calendar quarter: the third and later are flagged.
 */
import { addDays, type ISODate } from "../calendar/dates";
import { quarterOfDate, formatQuarter } from "../calendar/due-dates";
import { dec } from "../money";

export const INPS_COMMUNICATION_KINDS = ["hiring", "variation", "extension", "transformation", "cessation", "annulment"] as const;
export type InpsCommunicationKind = (typeof INPS_COMMUNICATION_KINDS)[number];

/** Calendar days after the event within which a communication other than the hiring is filed. */
export const INPS_COMMUNICATION_DAYS = 5;
/** Variations of hours or pay INPS accepts in one calendar quarter. */
export const MAX_VARIATIONS_PER_QUARTER = 2;

/** The last day to file a communication of this kind for an event on `eventDate`. */
export function inpsCommunicationDueDate(kind: InpsCommunicationKind, eventDate: ISODate): ISODate {
  if (kind === "hiring") return addDays(eventDate, -1);
  return addDays(eventDate, INPS_COMMUNICATION_DAYS);
}

/** The calendar quarter a variation counts in ("2027-Q1"): the quarter of its effective date. */
export function variationQuarter(effectiveFrom: ISODate): string {
  return formatQuarter(quarterOfDate(effectiveFrom));
}

/** True when the n-th variation of a quarter (1-based) is over what INPS accepts. */
export function variationOverLimit(variationNumber: number): boolean {
  return variationNumber > MAX_VARIATIONS_PER_QUARTER;
}

/** What INPS records of the terms: a change of any of these is a variation. */
export interface CommunicatedTerms {
  weeklyHours: string;
  payBasis: string;
  wage: string;
  level: string;
  cohabiting: boolean;
}

export type TermsChange = "weekly_hours" | "pay" | "level" | "cohabitation";

/**
 * The changes between the terms INPS knows and new ones. Hours and pay are what the quarterly
 * limit counts; level and cohabitation are communicated with the same form.
 */
export function termsChanges(before: CommunicatedTerms, after: CommunicatedTerms): TermsChange[] {
  const changes: TermsChange[] = [];
  const same = (a: string, b: string) => dec(a).equals(dec(b));
  if (!same(before.weeklyHours, after.weeklyHours)) changes.push("weekly_hours");
  if (before.payBasis !== after.payBasis || !same(before.wage, after.wage)) changes.push("pay");
  if (before.level !== after.level) changes.push("level");
  if (before.cohabiting !== after.cohabiting) changes.push("cohabitation");
  return changes;
}

/** Whether the changes count toward the two variations of hours or pay a quarter allows. */
export function countsTowardVariationLimit(changes: readonly TermsChange[]): boolean {
  return changes.includes("weekly_hours") || changes.includes("pay");
}
