import { z } from "zod";
import { INPS_COMMUNICATION_KINDS } from "@/lib/payroll";
import { isoDate } from "./common";
import { paginationQuery, paginationResponseSchema } from "./pagination";

/**
 * Mandatory communications to INPS (rules-update-3 B4, issue 31): the list's query, the receipt
 * and cancel bodies, and the one response shape the service, the OpenAPI document and the screen
 * share.
 */

export { INPS_COMMUNICATION_KINDS };
export const INPS_COMMUNICATION_STATUSES = ["to_file", "filed", "cancelled"] as const;
export type InpsCommunicationStatus = (typeof INPS_COMMUNICATION_STATUSES)[number];
/** Why a communication was cancelled: by the contract's life, or by a clerk (with a note). */
export const INPS_CANCEL_REASONS = ["contract_reopened", "contract_deleted", "terms_deleted", "terms_unchanged", "clerk"] as const;
export type InpsCancelReason = (typeof INPS_CANCEL_REASONS)[number];
export const INPS_COMMUNICATION_SORT_FIELDS = ["dueDate", "eventDate", "createdAt"] as const;

const uuid = (name: string) => z.string({ error: `${name} is required` }).uuid(`${name} must be a UUID`);

/** GET /v1/inps-communications */
export const listInpsCommunicationsQuery = paginationQuery(INPS_COMMUNICATION_SORT_FIELDS, "dueDate", "asc").extend({
  organizationId: uuid("organizationId"),
  status: z.enum(INPS_COMMUNICATION_STATUSES, { error: `status must be one of: ${INPS_COMMUNICATION_STATUSES.join(", ")}` }).optional(),
  kind: z.enum(INPS_COMMUNICATION_KINDS, { error: `kind must be one of: ${INPS_COMMUNICATION_KINDS.join(", ")}` }).optional(),
  contractId: uuid("contractId").optional(),
  employerId: uuid("employerId").optional(),
  dueBefore: isoDate.optional().meta({ description: "Only communications due on or before this date" }),
  overdue: z
    .enum(["true", "false"], { error: "overdue must be true or false" })
    .transform((v) => v === "true")
    .optional()
    .meta({ description: "true: still to file and past the due date (today in Italy); false: the others" }),
});
export type ListInpsCommunicationsQuery = z.infer<typeof listInpsCommunicationsQuery>;

/** POST /v1/inps-communications/{id}/filed: the INPS receipt. */
export const fileInpsCommunicationBody = z.strictObject({
  receiptNumber: z.string().trim().min(1, "receiptNumber is required").max(50),
  filedOn: isoDate,
  // the contract's own format (lib/validation/contract.ts): it is stored there too
  relationshipCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,20}$/, "Up to 20 letters or digits")
    .optional()
    .meta({ description: "The relationship code INPS gives with the hiring's receipt: required for a hiring, stored on the contract" }),
});
export type FileInpsCommunicationBody = z.infer<typeof fileInpsCommunicationBody>;

/** POST /v1/inps-communications/{id}/cancel */
export const cancelInpsCommunicationBody = z.strictObject({
  reason: z.string().trim().min(1, "reason is required").max(500),
});
export type CancelInpsCommunicationBody = z.infer<typeof cancelInpsCommunicationBody>;

const address = z.object({
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  locality: z.string().nullable(),
  province: z.string().nullable(),
});

/** The data set of a communication, as INPS asks for it, taken at the event. */
export const inpsCommunicationDataSchema = z
  .object({
    employer: address.extend({
      type: z.enum(["domestic", "business"]),
      name: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      fiscalCode: z.string().nullable(),
      vatNumber: z.string().nullable(),
    }),
    worker: address.extend({
      firstName: z.string(),
      lastName: z.string(),
      fiscalCode: z.string().nullable(),
      sex: z.string().nullable(),
      birthDate: z.string().nullable(),
      birthPlace: z.string().nullable(),
      nationality: z.string().nullable(),
    }),
    relationship: z.object({
      ccnlCode: z.string().meta({ description: "CNEL code of the CCNL lavoro domestico: H501" }),
      startDate: z.string(),
      fixedTerm: z.boolean(),
      fixedTermEndDate: z.string().nullable(),
      replacesAbsentWorker: z.boolean(),
      relationshipCode: z.string().nullable().meta({ description: "INPS relationship code (from the hiring's receipt); null before it" }),
    }),
    terms: z
      .object({
        effectiveFrom: z.string(),
        jobType: z.string(),
        level: z.string(),
        cohabiting: z.boolean(),
        payBasis: z.enum(["hourly", "monthly"]),
        wage: z.string(),
        weeklyHours: z.string(),
        weeklySchedule: z.record(z.string(), z.string()),
        board: z.object({ breakfastLunch: z.boolean(), dinner: z.boolean(), lodging: z.boolean(), inCash: z.boolean() }),
      })
      .nullable()
      .meta({ description: "The terms in force at the event (for a variation: the new ones)" }),
    event: z
      .object({
        changes: z.array(z.enum(["weekly_hours", "pay", "level", "cohabitation"])).optional(),
        previousTerms: z.object({ weeklyHours: z.string(), payBasis: z.string(), wage: z.string(), level: z.string(), cohabiting: z.boolean() }).optional(),
        previousEndDate: z.string().nullable().optional(),
        newEndDate: z.string().nullable().optional(),
        endDate: z.string().optional(),
        endReason: z.string().optional(),
        noticeGivenDate: z.string().nullable().optional(),
        annulledHiring: z.object({ id: z.string(), receiptNumber: z.string().nullable(), filedOn: z.string().nullable() }).optional(),
      })
      .meta({ description: "What happened: the changes of a variation, the ends of an extension, the end and its reason, the hiring annulled" }),
  })
  .meta({ id: "InpsCommunicationData" });
export type InpsCommunicationData = z.infer<typeof inpsCommunicationDataSchema>;

export const inpsCommunicationWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.string()).optional(),
});

/** One communication as the API answers it. */
export const inpsCommunicationResponseSchema = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    contractId: z.string().nullable().meta({ description: "null once the contract was deleted" }),
    workerId: z.string().nullable(),
    workerName: z.string(),
    kind: z.enum(INPS_COMMUNICATION_KINDS),
    status: z.enum(INPS_COMMUNICATION_STATUSES),
    eventDate: z.string(),
    dueDate: z.string(),
    overdue: z.boolean().meta({ description: "still to file and the due date is before today (Italy)" }),
    quarter: z.string().nullable().meta({ description: "variations of hours or pay: the calendar quarter they count in" }),
    variationNumber: z.number().int().nullable().meta({ description: "the variation's number in its quarter (INPS accepts two)" }),
    warnings: z.array(inpsCommunicationWarningSchema),
    data: inpsCommunicationDataSchema,
    receiptNumber: z.string().nullable(),
    filedOn: z.string().nullable(),
    relationshipCode: z.string().nullable(),
    cancelReason: z.enum(INPS_CANCEL_REASONS).nullable(),
    cancelNote: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "InpsCommunication" });
export type InpsCommunicationView = z.infer<typeof inpsCommunicationResponseSchema>;

export const inpsCommunicationListResponseSchema = z
  .object({ data: z.array(inpsCommunicationResponseSchema), pagination: paginationResponseSchema })
  .meta({ id: "InpsCommunicationList" });
export type InpsCommunicationList = z.infer<typeof inpsCommunicationListResponseSchema>;

/** A communication's deadline as a deadlines calendar lists it. */
export interface InpsCommunicationDeadline {
  kind: "inps_communication";
  date: string;
  title: { communicationKind: (typeof INPS_COMMUNICATION_KINDS)[number]; workerName: string; employerName: string };
  communicationId: string;
  contractId: string | null;
  employerId: string;
  status: InpsCommunicationStatus;
  overdue: boolean;
}
