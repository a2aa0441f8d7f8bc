/**
 * Work events (interface §2.4, §4.2; decisions §5): the zod schemas shared by the /v1 routes and
 * the calendar form. Universal: no server imports.
 */
import { z } from "zod";
import { metadataCreateFields, metadataQueryFields, metadataResponseFields, metadataUpdateFields } from "./metadata";
import { paginationQuery, paginationResponseSchema } from "@/lib/validation/pagination";
import { addYears, isValidDate } from "@/lib/payroll";
import {
  ABSENCE_LOCATIONS,
  EVENT_SUBTYPES,
  EVENT_TYPES,
  LOCATED_ABSENCE_TYPES,
  SUBTYPE_DEFAULTS,
  SUBTYPE_PARENT,
  TYPE_SUBTYPES,
  isSubtypeOf,
  type EventSubType,
  type EventType,
} from "@/lib/payroll";
import { decimalString, isoDate, isoMonth } from "./common";

export { EVENT_SUBTYPES, EVENT_TYPES, SUBTYPE_PARENT, type EventSubType, type EventType };

/** A batch carries at most this many items; more answers 413 batch_too_large. */
export const MAX_BATCH_ITEMS = 1000;
/** auto-fill covers at most one year: endDate must come before startDate + 1 year. */
export const MAX_AUTO_FILL_YEARS = 1;
export const CUSTOM_NAME_MAX = 120;
export const NOTES_MAX = 1000;

export const FLAG_FIELDS = ["addsToThirteen", "addsToSeverance", "isFromGlobalWage", "affectsContributions"] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];
export type WorkEventFlags = Record<FlagField, boolean>;

/** The default flags of a subtype (rules.md §13, table in lib/payroll/events.ts). */
export function defaultFlagsFor(subType: EventSubType): WorkEventFlags {
  const d = SUBTYPE_DEFAULTS[subType];
  return {
    addsToThirteen: d.addsToThirteen,
    addsToSeverance: d.addsToSeverance,
    isFromGlobalWage: d.isFromGlobalWage,
    affectsContributions: d.affectsContributions,
  };
}

/**
 * The multiplier a form proposes for a subtype. The engine's table says 0 for unpaid subtypes,
 * which the interface's range (0.01–10) does not allow; the engine does not pay those subtypes
 * whatever the multiplier, so the form proposes 1 there.
 */
export function suggestedMultiplier(subType: EventSubType): string {
  const m = SUBTYPE_DEFAULTS[subType].multiplier;
  return /^0(\.0+)?$/.test(m) ? "1" : m;
}

export const hoursSchema = decimalString({ scale: 2, min: "0", max: "24" }).meta({
  description: "Hours, 0 to 24, at most two decimals, as a string",
  example: "4.00",
});
export const multiplierSchema = decimalString({ scale: 4, min: "0.01", max: "10" }).meta({
  description: "Pay multiplier, 0.01 to 10 (1 = ordinary pay), at most four decimals, as a string",
  example: "1",
});
export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `type must be one of: ${EVENT_TYPES.join(", ")}` });
export const eventSubTypeSchema = z.enum(EVENT_SUBTYPES, { error: "subType must be one of the subtypes of the interface (§2.4)" });
const customNameSchema = z.string({ error: "customName must be a string" }).max(CUSTOM_NAME_MAX, `customName is at most ${CUSTOM_NAME_MAX} characters`);
const notesSchema = z.string({ error: "notes must be a string" }).max(NOTES_MAX, `notes is at most ${NOTES_MAX} characters`);
export const absenceLocationSchema = z.enum(ABSENCE_LOCATIONS, { error: `absenceLocation must be one of: ${ABSENCE_LOCATIONS.join(", ")}` }).meta({
  description:
    "sick_leave and work_injury only: where the worker spends the day (docs/domain/rules-update.md §1b). employer_home (default): a live-in worker keeps her board in kind; hospital: no board is owed, the unpaid part of the day is taken from the cash pay alone; elsewhere: on paid days the board is owed as a cash indemnity (board/30 a day)",
});
const flag = (description: string) =>
  z
    .boolean({ error: "Must be true or false" })
    .optional()
    .meta({ description: `${description}; default per subtype` });

const eventFields = {
  date: isoDate.meta({ description: "YYYY-MM-DD, inside the contract's employment" }),
  hours: hoursSchema,
  type: eventTypeSchema,
  subType: eventSubTypeSchema,
  multiplier: multiplierSchema,
  customName: customNameSchema.optional(),
  notes: notesSchema.optional(),
  addsToThirteen: flag("Contributes to the thirteenth month"),
  addsToSeverance: flag("Contributes to severance (TFR)"),
  isFromGlobalWage: flag("Computed on the global hourly wage"),
  affectsContributions: flag("Hours count for INPS and CAS.SA.COLF"),
  absenceLocation: absenceLocationSchema.optional(),
};

const isEventType = (v: unknown): v is EventType => (EVENT_TYPES as readonly unknown[]).includes(v);
const isEventSubType = (v: unknown): v is EventSubType => (EVENT_SUBTYPES as readonly unknown[]).includes(v);

/** A location given on an event of a type that has none (the schemas, and a PATCH of a stored event): its code and message, else null. */
export function misplacedAbsenceLocation(type: EventType, location: unknown): { code: string; message: string } | null {
  if (location == null || LOCATED_ABSENCE_TYPES.includes(type)) return null;
  return { code: "absence_location_not_applicable", message: `absenceLocation applies to ${LOCATED_ABSENCE_TYPES.join(" and ")} events, not '${type}'` };
}

// Object refinements also run when a field failed: compare only values that are valid on their own.
function subtypeUnderType(value: { type?: unknown; subType?: unknown; absenceLocation?: unknown }, ctx: z.RefinementCtx) {
  const misplaced = isEventType(value.type) ? misplacedAbsenceLocation(value.type, value.absenceLocation) : null;
  if (misplaced) ctx.addIssue({ code: "custom", path: ["absenceLocation"], message: misplaced.message, params: { code: misplaced.code } });
  if (isEventType(value.type) && isEventSubType(value.subType) && !isSubtypeOf(value.type, value.subType)) {
    ctx.addIssue({
      code: "custom",
      path: ["subType"],
      message: `subType '${value.subType}' belongs to type '${SUBTYPE_PARENT[value.subType]}', not '${value.type}'`,
      params: { code: "subtype_not_under_type" },
    });
  }
}

/**
 * The document's wording of subtypeUnderType: `subType` is one of its `type`'s subtypes, as a JSON
 * Schema if/then/else chain (one branch per type) so a client generator or validator sees it.
 */
type Conditional = { if: unknown; then: unknown; else?: Conditional };
function subtypeByTypeSchema(types: readonly EventType[] = EVENT_TYPES): Conditional | undefined {
  const [type, ...rest] = types;
  if (!type) return undefined;
  const otherwise = subtypeByTypeSchema(rest);
  return {
    if: { properties: { type: { const: type } }, required: ["type"] },
    then: { properties: { subType: { enum: [...TYPE_SUBTYPES[type]] } } },
    ...(otherwise ? { else: otherwise } : {}),
  };
}
const SUBTYPE_BY_TYPE = subtypeByTypeSchema()!;

/** One item of a batch (and the calendar form): every creation field except domesticContractId. */
export const workEventItemSchema = z
  .strictObject(eventFields)
  .superRefine(subtypeUnderType)
  .meta({ id: "WorkEventBatchItem", ...SUBTYPE_BY_TYPE });
export type WorkEventItem = z.infer<typeof workEventItemSchema>;

export const contractIdSchema = z.string({ error: "domesticContractId is required" }).uuid("domesticContractId must be a UUID");

/** POST /v1/work-events */
export const createWorkEventSchema = z
  .strictObject({ domesticContractId: contractIdSchema, ...eventFields, ...metadataCreateFields })
  .superRefine(subtypeUnderType)
  .meta({ id: "WorkEventCreate", ...SUBTYPE_BY_TYPE });
export type CreateWorkEventInput = z.infer<typeof createWorkEventSchema>;

/** PATCH /v1/work-events/{id}: the creation fields, all optional; customName/notes may be null to clear them. */
export const patchWorkEventSchema = z
  .strictObject({
    domesticContractId: contractIdSchema.optional(),
    date: eventFields.date.optional(),
    hours: hoursSchema.optional(),
    type: eventTypeSchema.optional(),
    subType: eventSubTypeSchema.optional(),
    multiplier: multiplierSchema.optional(),
    customName: customNameSchema.nullable().optional(),
    notes: notesSchema.nullable().optional(),
    addsToThirteen: flag("Contributes to the thirteenth month"),
    addsToSeverance: flag("Contributes to severance (TFR)"),
    isFromGlobalWage: flag("Computed on the global hourly wage"),
    affectsContributions: flag("Hours count for INPS and CAS.SA.COLF"),
    absenceLocation: absenceLocationSchema.nullable().optional(),
    ...metadataUpdateFields,
  })
  .superRefine(subtypeUnderType)
  .meta({ id: "WorkEventPatch", ...SUBTYPE_BY_TYPE });
export type PatchWorkEventInput = z.infer<typeof patchWorkEventSchema>;

/** POST /v1/work-events/batch body: a JSON array; items are checked one by one (pointer /3/hours). */
export const workEventBatchBodySchema = z.array(z.unknown(), { error: "The body must be a JSON array of work events" });
export const workEventBatchItemsSchema = z.array(workEventItemSchema).min(1, "The batch is empty: send at least one work event");

export const batchQuery = z.object({
  domesticContractId: z.string({ error: "domesticContractId is required" }).min(1, "domesticContractId is required"),
  replaceExisting: z
    .enum(["true", "false"], { error: "replaceExisting must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});
export type BatchQuery = z.infer<typeof batchQuery>;

/** POST /v1/work-events/auto-fill */
export const autoFillSchema = z
  .strictObject({ domesticContractId: contractIdSchema, startDate: isoDate, endDate: isoDate })
  .superRefine((value, ctx) => {
    if (!isValidDate(value.startDate) || !isValidDate(value.endDate)) return;
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "endDate must be on or after startDate", params: { code: "end_before_start" } });
    } else if (value.endDate >= addYears(value.startDate, MAX_AUTO_FILL_YEARS)) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The range covers at most one year (endDate before startDate + 1 year)",
        params: { code: "range_too_long" },
      });
    }
  })
  .meta({ id: "WorkEventAutoFill" });
export type AutoFillInput = z.infer<typeof autoFillSchema>;

export const WORK_EVENT_SORT_FIELDS = ["date", "createdAt", "hours", "type"] as const;

/** GET /v1/work-events */
export const listWorkEventsQuery = paginationQuery(WORK_EVENT_SORT_FIELDS, "date", "asc")
  .extend({
    domesticContractId: z.string({ error: "domesticContractId is required" }).min(1, "domesticContractId is required"),
    from: isoDate.optional(),
    to: isoDate.optional(),
    type: eventTypeSchema.optional(),
    subType: eventSubTypeSchema.optional(),
    cursor: z.string().max(200).optional().meta({
      description:
        "Keyset pagination: the `pagination.nextCursor` of the previous page (sorted by date only); `page` is then ignored. Constant time at any depth, unlike `page`",
    }),
    ...metadataQueryFields,
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && isValidDate(value.from) && isValidDate(value.to) && value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must be on or after from" });
    if (value.cursor !== undefined) {
      if (value.sortField !== "date") ctx.addIssue({ code: "custom", path: ["cursor"], message: "cursor works with sortField=date only" });
      else if (!decodeWorkEventCursor(value.cursor)) ctx.addIssue({ code: "custom", path: ["cursor"], message: "cursor is not one this API returned" });
    }
  });

/** The position after the last event of a page: its date and id (base64url of "date|id"). */
export function encodeWorkEventCursor(date: string, id: string): string {
  return Buffer.from(`${date}|${id}`, "utf8").toString("base64url");
}

export function decodeWorkEventCursor(cursor: string): { date: string; id: string } | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const m = /^(\d{4}-\d{2}-\d{2})\|([0-9a-f-]{36})$/i.exec(text);
  return m && isValidDate(m[1]!) && isUuid(m[2]!) ? { date: m[1]!, id: m[2]! } : null;
}
export type ListWorkEventsQuery = z.infer<typeof listWorkEventsQuery>;

/** GET /v1/work-events/summary */
export const workEventSummaryQuery = z.object({
  domesticContractId: z.string({ error: "domesticContractId is required" }).min(1, "domesticContractId is required"),
  month: isoMonth,
});
export type WorkEventSummaryQuery = z.infer<typeof workEventSummaryQuery>;

/** UUID check for ids arriving in a query string: a malformed one is answered like an unknown one (404). */
const uuid = z.string().uuid();
export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}

/** A work event as the API answers it: the service's type, the OpenAPI schema and the screens' type (one contract). */
export const workEventResponseSchema = z
  .object({
    id: z.string(),
    domesticContractId: z.string(),
    date: z.string().meta({ example: "2025-04-01" }),
    hours: z.string().meta({ example: "4.00" }),
    type: eventTypeSchema,
    subType: eventSubTypeSchema,
    multiplier: z.string().meta({ example: "1.00", description: "At least two decimals (1.00, 1.25, 1.125)" }),
    customName: z.string().nullable(),
    notes: z.string().nullable(),
    addsToThirteen: z.boolean(),
    addsToSeverance: z.boolean(),
    isFromGlobalWage: z.boolean(),
    affectsContributions: z.boolean(),
    absenceLocation: z
      .enum(ABSENCE_LOCATIONS)
      .nullable()
      .meta({ description: "sick_leave and work_injury: where the worker spends the day; null on other events" }),
    ...metadataResponseFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "WorkEvent" });
export type WorkEventView = z.infer<typeof workEventResponseSchema>;

/*
 * The answers of the list, batch, auto-fill and month-summary calls: one contract for the services,
 * the document and the calendar screen (issue 17 point 1).
 */
export const workEventPageResponseSchema = z
  .object({
    data: z.array(workEventResponseSchema),
    pagination: paginationResponseSchema.extend({
      nextCursor: z
        .string()
        .optional()
        .meta({ description: "Sorted by date, on a full page: pass as `cursor` for the next page (keyset); absent on the last page" }),
    }),
  })
  .meta({ id: "WorkEventPage" });
export type WorkEventPage = z.infer<typeof workEventPageResponseSchema>;

export const workEventBatchResultResponseSchema = z
  .object({
    data: z.array(workEventResponseSchema),
    replaced: z
      .array(workEventResponseSchema)
      .optional()
      .meta({ description: "with replaceExisting=true: the events that were on the batch's dates and were deleted" }),
  })
  .meta({ id: "WorkEventBatchResult" });
export type WorkEventBatchResult = z.infer<typeof workEventBatchResultResponseSchema>;

export const AUTO_FILL_SKIP_REASONS = ["existing_event", "outside_contract", "no_schedule"] as const;
export const autoFillSkipReasonSchema = z.enum(AUTO_FILL_SKIP_REASONS).meta({
  description:
    "existing_event: the day already has an event (any type); outside_contract: before the start or after the end of employment; no_schedule: the day would get 0 hours (e.g. a Monday–Saturday holiday on a rest day of a monthly-paid worker, already covered by the monthly pay)",
});

export const autoFillResultResponseSchema = z
  .object({
    created: z.array(workEventResponseSchema),
    skipped: z.array(z.object({ date: z.string(), reason: autoFillSkipReasonSchema })),
  })
  .meta({ id: "WorkEventAutoFillResult" });

const hoursBucket = { events: z.number().int(), days: z.number().int().meta({ description: "distinct dates" }), hours: z.string() };

export const workEventMonthSummaryResponseSchema = z
  .object({
    domesticContractId: z.string(),
    month: z.string().meta({ example: "2025-04" }),
    startDate: z.string(),
    endDate: z.string(),
    employment: z.object({ startDate: z.string(), endDate: z.string().nullable() }),
    scheduledHours: z
      .string()
      .meta({ description: "Hours of the weekly schedule in force on each day of the month inside the employment (terms history honoured)" }),
    recordedHours: z.string().meta({ description: "Hours of every event of the month" }),
    workedHours: z.string().meta({ description: "Hours of the `work` events" }),
    difference: z.string().meta({ description: "recordedHours − scheduledHours; negative when fewer hours are recorded than scheduled" }),
    eventCount: z.number().int(),
    byType: z.array(z.object({ type: eventTypeSchema, ...hoursBucket })).meta({ description: "Only the types present, in the interface's order" }),
    bySubType: z.array(z.object({ type: eventTypeSchema, subType: eventSubTypeSchema, ...hoursBucket })),
    holidays: z.array(z.object({ date: z.string(), name: z.string(), kind: z.enum(["national", "patron"] as const) })),
    days: z.array(
      z.object({
        date: z.string(),
        withinEmployment: z.boolean(),
        scheduledHours: z.string().meta({ description: "0.00 outside the employment" }),
        holiday: z.string().nullable(),
        eventCount: z.number().int(),
        hours: z.string(),
      }),
    ),
  })
  .meta({ id: "WorkEventMonthSummary" });

export type AutoFillResult = z.infer<typeof autoFillResultResponseSchema>;
export type WorkEventMonthSummary = z.infer<typeof workEventMonthSummaryResponseSchema>;
export type HoursBucket = Omit<WorkEventMonthSummary["byType"][number], "type">;
