/**
 * A contract's month between the household and the clerk (issue 29 points 4–6): its status, who
 * moved it and when, the events' summary against the schedule, and the clerk's inbox.
 */
import { z } from "zod";
import { EVENT_SUBTYPES, EVENT_TYPES } from "@/lib/payroll";
import { idSchema, isoMonth } from "./common";
import { limitQueryParam, pageQueryParam, paginationResponseSchema } from "./pagination";

export const CONTRACT_MONTH_STATUSES = ["open", "submitted", "accepted", "returned"] as const;
export type ContractMonthStatus = (typeof CONTRACT_MONTH_STATUSES)[number];
/** What the inbox filters on: the month's status, with an open month split by whether anything was recorded yet. */
export const INBOX_STATUSES = ["not_started", "open", "submitted", "returned", "accepted"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const MONTH_ACTIONS = ["submit", "accept", "return"] as const;
export type MonthAction = (typeof MONTH_ACTIONS)[number];
/** The day of the following month by which the household's month is due (the payroll deadline). */
export const MONTH_DEADLINE_DAY = 5;

const note = z.string().trim().max(2000);

export const monthParams = z.object({ id: idSchema, period: isoMonth });

/** POST …/months/{period}/submit: the household (or a clerk) confirms the month. */
export const submitMonthBody = z.strictObject({ note: note.nullable().optional().meta({ description: "For the clerk (optional)" }) });
export type SubmitMonthBody = z.infer<typeof submitMonthBody>;

/** POST …/months/{period}/accept: a clerk takes the month into payroll, and may run its payslip. */
export const acceptMonthBody = z.strictObject({
  runPayslip: z.boolean().default(false).meta({ description: "Run the month's ordinary payslip (a draft) in the same transaction" }),
});
export type AcceptMonthBody = z.infer<typeof acceptMonthBody>;

/** POST …/months/{period}/return: a clerk asks the household to change the month. */
export const returnMonthBody = z.strictObject({
  note: note.min(1, "Say what the household should change").meta({ description: "What to change: the household sees it" }),
});
export type ReturnMonthBody = z.infer<typeof returnMonthBody>;

export const listMonthsQuery = z.object({
  organizationId: idSchema,
  period: isoMonth,
  status: z.enum(INBOX_STATUSES).optional(),
  employerId: idSchema.optional(),
  search: z.string().trim().max(100).optional().meta({ description: "Part of the employer's or the worker's name" }),
  page: pageQueryParam(),
  limit: limitQueryParam(),
});
export type ListMonthsQuery = z.infer<typeof listMonthsQuery>;

const actorSchema = z
  .object({
    type: z.enum(["user", "api_key", "system"]),
    id: z.string().nullable(),
    name: z.string().nullable().meta({ description: "The user's name or the API key's name; null when it no longer exists" }),
    household: z.boolean().meta({ description: "A household's portal user (not a clerk)" }),
  })
  .meta({ id: "MonthActor" });

const transitionSchema = z
  .object({
    action: z.enum(MONTH_ACTIONS),
    fromStatus: z.enum(CONTRACT_MONTH_STATUSES),
    toStatus: z.enum(CONTRACT_MONTH_STATUSES),
    note: z.string().nullable(),
    actor: actorSchema,
    at: z.string().meta({ description: "ISO 8601 UTC" }),
  })
  .meta({ id: "MonthTransition" });

const stamp = z.object({ at: z.string(), actor: actorSchema }).nullable();

const hours = z.string().meta({ description: "hours, decimal string" });
const dayEventSchema = z.object({ id: z.string().nullable(), type: z.enum(EVENT_TYPES), subType: z.enum(EVENT_SUBTYPES), hours });
export const DAY_DIFFERENCES = ["as_scheduled", "missing", "added", "changed"] as const;
export type DayDifference = (typeof DAY_DIFFERENCES)[number];

export const monthDaySchema = z
  .object({
    date: z.string(),
    withinEmployment: z.boolean(),
    holiday: z.string().nullable(),
    scheduledHours: hours,
    recordedHours: hours,
    events: z.array(dayEventSchema),
    planned: z.array(dayEventSchema.omit({ id: true })).meta({ description: 'What "as scheduled" records that day (the schedule and the holidays)' }),
    difference: z.enum(DAY_DIFFERENCES).meta({
      description:
        "as_scheduled: the events are what the schedule gives; missing: nothing recorded on a planned day; added: events on a day the schedule leaves free; changed: different events or hours",
    }),
  })
  .meta({ id: "MonthDay" });
export type MonthDay = z.infer<typeof monthDaySchema>;

export const monthSummarySchema = z
  .object({
    daysWorked: z.number().int(),
    workedHours: hours,
    scheduledHours: hours,
    extraHours: hours.meta({ description: "overtime hours (overtime, daily and night overtime)" }),
    absences: z.array(z.object({ type: z.enum(EVENT_TYPES), subType: z.enum(EVENT_SUBTYPES), days: z.number().int(), hours })),
    eventCount: z.number().int(),
    daysDifferent: z.number().int().meta({ description: "days whose events differ from the schedule" }),
  })
  .meta({ id: "MonthSummary" });
export type MonthSummary = z.infer<typeof monthSummarySchema>;

export const contractMonthResponseSchema = z
  .object({
    domesticContractId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    workerName: z.string(),
    period: z.string(),
    status: z.enum(CONTRACT_MONTH_STATUSES),
    started: z.boolean().meta({ description: "events are recorded in the month" }),
    hasFinalPayslip: z.boolean(),
    householdMayEdit: z.boolean().meta({ description: "open or returned, and no final payslip: a household with presences may change the events" }),
    note: z.string().nullable().meta({ description: "the household's note at its last submission" }),
    returnNote: z.string().nullable().meta({ description: "the clerk's note when the month was returned" }),
    submitted: stamp,
    accepted: stamp,
    returned: stamp,
    deadline: z.string().meta({ description: "the day the month is due: the 5th of the following month" }),
    daysLeft: z.number().int().meta({ description: "days from today (Italy) to the deadline; negative when late" }),
    history: z.array(transitionSchema),
    summary: monthSummarySchema,
    days: z.array(monthDaySchema),
  })
  .meta({ id: "ContractMonth" });
export type ContractMonthView = z.infer<typeof contractMonthResponseSchema>;

export const acceptMonthResponseSchema = contractMonthResponseSchema
  .extend({
    payslipId: z.string().nullable().meta({ description: "the draft payslip run with runPayslip; null otherwise" }),
  })
  .meta({ id: "AcceptedContractMonth" });
export type AcceptedMonthView = z.infer<typeof acceptMonthResponseSchema>;

export const monthInboxItemSchema = z
  .object({
    domesticContractId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    workerName: z.string(),
    period: z.string(),
    status: z.enum(INBOX_STATUSES),
    note: z.string().nullable(),
    returnNote: z.string().nullable(),
    changedAt: z.string().nullable().meta({ description: "when the status last changed; null for a month never moved" }),
    hasFinalPayslip: z.boolean(),
  })
  .meta({ id: "MonthInboxItem" });
export type MonthInboxItem = z.infer<typeof monthInboxItemSchema>;

export const monthInboxResponseSchema = z
  .object({
    period: z.string(),
    deadline: z.string(),
    daysLeft: z.number().int(),
    data: z.array(monthInboxItemSchema),
    pagination: paginationResponseSchema,
    counts: z.object(Object.fromEntries(INBOX_STATUSES.map((s) => [s, z.number().int()])) as Record<InboxStatus, z.ZodNumber>),
  })
  .meta({ id: "MonthInbox" });
export type MonthInbox = z.infer<typeof monthInboxResponseSchema>;

/** The day the month is due: the MONTH_DEADLINE_DAY of the following month (YYYY-MM-DD). */
export function monthDeadline(period: string): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return `${next}-${String(MONTH_DEADLINE_DAY).padStart(2, "0")}`;
}

/** Whole days from `today` to `deadline` (both YYYY-MM-DD); negative when past. */
export function daysUntil(today: string, deadline: string): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
