/**
 * Request and response schemas of /v1/workers (issue 31): a worker is a person of the
 * organization, referenced by each of their contracts. Universal (no server imports): shared by
 * the route handlers and the worker screens. The person's fields are the contract's worker fields
 * (`workerSchema`, one definition) with sex, documents and the decreto flussi entry added.
 */
import { z } from "zod";
import { JOB_TYPES } from "@/lib/payroll";
import { paginationQuery, paginationResponseSchema } from "./pagination";
import { metadataCreateFields, metadataQueryFields, metadataResponseFields, metadataUpdateFields } from "./metadata";
import { isoDate } from "./common";
import { workerSchema } from "./contract";
import { birthDateMatchesFiscalCode, decodePersonFiscalCode } from "./tax-codes";

export const IDENTITY_DOCUMENT_KINDS = ["identity_card", "passport", "driving_licence", "other"] as const;
/** Residence permit (permesso di soggiorno) by its reason: work, family, study, EU long-term resident, other. */
export const RESIDENCE_PERMIT_KINDS = ["work", "family", "study", "eu_long_term", "other"] as const;
export const SEXES = ["M", "F"] as const;

const documentSchema = <K extends readonly [string, ...string[]]>(kinds: K, description: string) =>
  z
    .strictObject({
      kind: z.enum(kinds, { error: `kind must be one of: ${kinds.join(", ")}` }),
      number: z.string().trim().min(1, "number is required").max(30, "At most 30 characters"),
      expiryDate: isoDate.nullable().default(null).meta({ description: "Last day of validity; null when it does not expire" }),
    })
    .meta({ description });

export const workerFieldsSchema = workerSchema.extend({
  sex: z
    .enum(SEXES, { error: "sex must be M or F" })
    .nullable()
    .optional()
    .meta({ description: "M or F; derived from a 16-character fiscal code (a different value is refused)" }),
  identityDocument: documentSchema(IDENTITY_DOCUMENT_KINDS, "Identity document; warnings 60 and 30 days before its expiry and from the day")
    .nullable()
    .optional(),
  residencePermit: documentSchema(
    RESIDENCE_PERMIT_KINDS,
    "Residence permit (permesso di soggiorno); warnings 60 and 30 days before its expiry and from the day",
  )
    .nullable()
    .optional(),
  flussiEntryDate: isoDate
    .nullable()
    .optional()
    .meta({ description: "Entry into Italy under a decreto flussi quota: the worker is flagged for the first year after it" }),
});

export const createWorkerSchema = workerFieldsSchema.extend(metadataCreateFields);
export type CreateWorkerInput = z.infer<typeof createWorkerSchema>;
/** PATCH: only the fields present change; the contracts' copies of the person's fields follow. */
export const updateWorkerSchema = workerFieldsSchema.partial().extend(metadataUpdateFields);
export type UpdateWorkerInput = z.infer<typeof updateWorkerSchema>;

export const WORKER_SORT_FIELDS = ["createdAt", "updatedAt", "name"] as const;
export const listWorkersQuery = paginationQuery(WORKER_SORT_FIELDS, "name", "asc").extend({
  organizationId: z.string().uuid("organizationId must be a UUID").optional().meta({ description: "When given, the organization of the credentials" }),
  search: z
    .string()
    .trim()
    .max(100, "search is at most 100 characters")
    .optional()
    .meta({ description: "Words that must each occur in the first name, last name or fiscal code" }),
  fiscalCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(16, "fiscalCode is at most 16 characters")
    .optional()
    .meta({ description: "Exactly this fiscal code: the worker a new contract for that person would be linked to (at most one)" }),
  ...metadataQueryFields,
});
export type ListWorkersQuery = z.infer<typeof listWorkersQuery>;

export interface WorkerFieldIssue {
  path: string;
  code: "fiscal_code_birth_date_mismatch" | "fiscal_code_sex_mismatch";
  message: string;
}

/** Rules between a worker's fields (after a PATCH on the merged record): birth date and sex agree with a 16-character fiscal code. */
export function checkWorkerFields(w: { fiscalCode?: string | null; birthDate?: string | null; sex?: string | null }): WorkerFieldIssue[] {
  const facts = w.fiscalCode ? decodePersonFiscalCode(w.fiscalCode) : null;
  if (!facts || !w.fiscalCode) return [];
  const issues: WorkerFieldIssue[] = [];
  if (w.birthDate && !birthDateMatchesFiscalCode(w.birthDate, w.fiscalCode))
    issues.push({ path: "/birthDate", code: "fiscal_code_birth_date_mismatch", message: "The birth date does not match the one in the fiscal code" });
  if (w.sex && w.sex !== facts.sex)
    issues.push({ path: "/sex", code: "fiscal_code_sex_mismatch", message: `The fiscal code is of a person of sex ${facts.sex}` });
  return issues;
}

const documentResponse = (id: string) => z.object({ kind: z.string(), number: z.string(), expiryDate: z.string().nullable() }).nullable().meta({ id });

export const workerWarningSchema = z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.string()) }).meta({
  id: "WorkerWarning",
  description:
    "Computed when read, for today in Italy: worker_weekly_hours_over_limit, worker_daily_hours_over_limit (all contracts in force together against the CCNL maxima), document_expires_within_60_days, document_expires_within_30_days, document_expires_today, document_expired, decreto_flussi_first_year",
});
export type WorkerWarning = z.infer<typeof workerWarningSchema>;

export const workerContractSchema = z
  .object({
    id: z.string().uuid(),
    employerId: z.string().uuid(),
    employerName: z.string(),
    status: z.enum(["active", "ended"]),
    startDate: z.string(),
    endDate: z.string().nullable(),
    jobType: z.enum(JOB_TYPES),
    cohabiting: z.boolean(),
    weeklyHours: z.string().meta({ example: "20.00", description: "Weekly hours of the terms in force today" }),
  })
  .meta({ id: "WorkerContract" });

const day = z.string().meta({ example: "4.00" });
export const workerRecordResponseSchema = z
  .object({
    id: z.string().uuid(),
    organizationId: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    fiscalCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    sex: z.enum(SEXES).nullable(),
    birthPlace: z.string().nullable(),
    birthPlaceCode: z.string().nullable().meta({ description: "Cadastral code of the birth place read from the fiscal code (Z… abroad)" }),
    nationality: z.string().nullable(),
    address: z.string().nullable(),
    locality: z.string().nullable(),
    province: z.string().nullable(),
    zipCode: z.string().nullable(),
    iban: z.string().nullable(),
    identityDocument: documentResponse("WorkerIdentityDocument"),
    residencePermit: documentResponse("WorkerResidencePermit"),
    flussiEntryDate: z.string().nullable(),
    contracts: z
      .array(workerContractSchema)
      .meta({ description: "Every contract of the worker (for a key restricted to some employers: those of its employers), newest start first" }),
    hours: z
      .object({
        asOf: z.string(),
        weeklyHours: z.string().meta({ example: "44.00", description: "Weekly hours of the contracts active today, together" }),
        dailyHours: z.object({
          monday: day,
          tuesday: day,
          wednesday: day,
          thursday: day,
          friday: day,
          saturday: day,
          sunday: day,
        }),
        limits: z
          .object({ daily: z.string(), weekly: z.string() })
          .nullable()
          .meta({ description: "The CCNL maxima the totals are held to; null without active contracts" }),
      })
      .meta({ id: "WorkerHours" }),
    warnings: z.array(workerWarningSchema),
    ...metadataResponseFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Worker" });
export type WorkerRecordView = z.infer<typeof workerRecordResponseSchema>;

export const workerListResponseSchema = z
  .object({ data: z.array(workerRecordResponseSchema), pagination: paginationResponseSchema })
  .meta({ id: "WorkerList" });
export type WorkerList = z.infer<typeof workerListResponseSchema>;
