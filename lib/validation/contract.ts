/**
 * Request schemas of /v1/domestic-contracts, shared by the route handlers and the contract
 * screens (universal: no server imports). Shape and format live here; the CCNL rules are in
 * the engine's lib/payroll/ccnl.ts and the cross-field rules of the contract in `checkContractFields` below,
 * each issue with its own stable code.
 */
import { z } from "zod";
import { paginationQuery, paginationResponseSchema } from "@/lib/validation/pagination";
import { addYears } from "@/lib/payroll";
import { decimalString, idSchema, isoDate } from "./common";
import { metadataCreateFields, metadataQueryFields, metadataResponseFields, metadataUpdateFields } from "./metadata";
import { isValidFiscalCode, isValidIban } from "./tax-codes";
import { CCNL_LEVELS, JOB_TYPES, PAY_BASES, WEEKDAYS, type Weekday } from "@/lib/payroll";
import { END_REASONS } from "./contract-ccnl";

const emptyToNull = (value: string) => (value === "" ? null : value);

/** Optional free text: trimmed; "" and null both mean "not given". */
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).transform(emptyToNull).nullable().optional();

const hours = decimalString({ scale: 2, min: "0", max: "24" });
const money = (min: string) => decimalString({ scale: 2, min, max: "9999999.99" });

export const weeklyScheduleSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, hours])) as Record<Weekday, typeof hours>)
  .meta({ description: "Hours per weekday, Monday..Sunday, as decimal strings with up to 2 decimals (0–24). All seven days are required." });

export const boardSchema = z
  .strictObject({
    breakfastLunch: z.boolean().default(false),
    dinner: z.boolean().default(false),
    lodging: z.boolean().default(false),
    inCash: z.boolean().default(false).meta({ description: "true: board and lodging are owed but paid as a cash indemnity instead of in kind" }),
  })
  .meta({ description: "Board and lodging provided (vitto e alloggio). A live-in worker is owed all three." });

export const allowancesSchema = z
  .strictObject({
    babysitterChildUnderSix: z.boolean().default(false).meta({ description: "Level BS looking after a child under six" }),
    multipleAssisted: z.boolean().default(false).meta({ description: "Level CS/DS assisting more than one non-self-sufficient person" }),
    functionAllowance: z.boolean().default(false).meta({ description: "Live-in level D/DS (indennità di funzione)" }),
    uniCertifiedUntil: isoDate.nullable().default(null).meta({
      description:
        "Last day of the worker's UNI 11766:2019 certification: the monthly allowance of Table L is due to levels B, BS and CS until then (docs/domain/rules-update.md §8); null = not certified",
    }),
  })
  .meta({ description: "CCNL allowances that apply" });

export const DEFAULT_BOARD = { breakfastLunch: false, dinner: false, lodging: false, inCash: false };
export const DEFAULT_ALLOWANCES = { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false, uniCertifiedUntil: null };

/** Terms with effect dates (level, job, pay, schedule, board, allowances). */
export const termsSchema = z.strictObject({
  level: z.enum(CCNL_LEVELS, { error: `level must be one of: ${CCNL_LEVELS.join(", ")}` }),
  jobType: z.enum(JOB_TYPES, { error: `jobType must be one of: ${JOB_TYPES.join(", ")}` }),
  cohabiting: z.boolean({ error: "cohabiting must be true or false" }).meta({ description: "Live-in (convivente)" }),
  payBasis: z.enum(PAY_BASES, { error: "payBasis must be hourly or monthly" }),
  wage: decimalString({ scale: 2, min: "0.01", max: "99999.99" }).meta({ description: "Agreed wage per hour (hourly) or per month (monthly), decimal string" }),
  weeklySchedule: weeklyScheduleSchema,
  board: boardSchema.default(DEFAULT_BOARD),
  allowances: allowancesSchema.default(DEFAULT_ALLOWANCES),
  seniorityIncrements: z
    .string()
    .regex(/^[0-7]$/, "A whole number from 0 to 7, written as a string")
    .nullable()
    .default(null)
    .meta({ description: "Override of the seniority increments (scatti, 0–7); null = computed from the start date" }),
  superminimo: decimalString({ scale: 2, min: "0", max: "99999.99" }).nullable().default(null).meta({
    description:
      "The wage as the CCNL builds it: the part above the CCNL minimum in force on the effective date, per pay unit. When set, `wage` must equal that minimum + superminimo, and payslips follow the minimum of each period (an absorbable superminimo absorbs its increases, docs/domain/rules-update.md §8). null: the wage is a fixed figure",
  }),
  superminimoAbsorbable: z
    .boolean()
    .default(true)
    .meta({ description: "Later increases of the CCNL minimum are absorbed by the superminimo, up to its amount (default true)" }),
});
export type TermsInput = z.infer<typeof termsSchema>;

const fiscalCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === "" || isValidFiscalCode(v), {
    message: "Not a valid fiscal code (codice fiscale): check the characters and the check letter",
    params: { code: "invalid_fiscal_code" },
  })
  .transform(emptyToNull)
  .nullable()
  .optional();

const iban = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .refine((v) => v === "" || isValidIban(v), { message: "Not a valid IBAN: check the country code, length and check digits", params: { code: "invalid_iban" } })
  .transform(emptyToNull)
  .nullable()
  .optional();

// checked by a refinement with a stable code (the screens word it); the pattern stays in the document
const PROVINCE_PATTERN = /^([A-Z]{2})?$/;
const ZIP_CODE_PATTERN = /^(\d{5})?$/;

export const workerSchema = z.strictObject({
  firstName: z.string({ error: "firstName is required" }).trim().min(1, "firstName is required").max(100, "At most 100 characters"),
  lastName: z.string({ error: "lastName is required" }).trim().min(1, "lastName is required").max(100, "At most 100 characters"),
  fiscalCode,
  birthDate: isoDate.nullable().optional(),
  birthPlace: optionalText(100),
  nationality: optionalText(60),
  address: optionalText(200),
  locality: optionalText(100),
  province: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => PROVINCE_PATTERN.test(v), { message: "Two-letter province abbreviation (e.g. RM; EE abroad)", params: { code: "invalid_province" } })
    .meta({ pattern: PROVINCE_PATTERN.source })
    .transform(emptyToNull)
    .nullable()
    .optional(),
  zipCode: z
    .string()
    .trim()
    .refine((v) => ZIP_CODE_PATTERN.test(v), { message: "Five-digit postal code (CAP)", params: { code: "invalid_zip_code" } })
    .meta({ pattern: ZIP_CODE_PATTERN.source })
    .transform(emptyToNull)
    .nullable()
    .optional(),
  iban,
});
export type WorkerInput = z.infer<typeof workerSchema>;

const inpsRelationshipCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z0-9]{1,20})?$/, "Up to 20 letters or digits")
  .transform(emptyToNull)
  .nullable()
  .optional()
  .meta({ description: "INPS relationship code (codice rapporto di lavoro domestico)" });

/**
 * The person assisted and the workplace (issue 30 point 6; rules-update-3 B3, INPS msg 949/2025 and
 * 3514/2025: for the prestazione universale the workplace is the beneficiary's home), printed on the
 * payslips and on the quarter's prestazione universale pack. Each optional; null clears it.
 */
export const assistedPersonFields = {
  assistedPersonName: optionalText(200).meta({ description: "Name of the person assisted (prestazione universale beneficiary), when not the employer" }),
  assistedPersonFiscalCode: fiscalCode.meta({ description: "Fiscal code of the person assisted" }),
  assistedPersonBirthDate: isoDate.nullable().optional().meta({ description: "Birth date of the person assisted" }),
  workplaceAddress: optionalText(300).meta({ description: "Workplace address, one line (the assisted person's home for the prestazione universale)" }),
};

export const createContractSchema = z
  .strictObject({
    employerId: idSchema.meta({ description: "An employer of the caller's organization (unknown or foreign → 422 at /employerId)" }),
    workerId: idSchema.optional().meta({
      description:
        "A worker of the caller's organization (/v1/workers; unknown or foreign → 422 at /workerId): the contract takes the worker's fields. Give either workerId or worker",
    }),
    worker: workerSchema.optional().meta({
      description:
        "The worker's fields, when workerId is not given: a fiscal code already a worker's links the contract to that worker (the worker record is kept as stored), otherwise a new worker is created from these fields",
    }),
    inpsRelationshipCode,
    startDate: isoDate,
    fixedTerm: z.boolean().default(false),
    fixedTermEndDate: isoDate.nullable().optional().meta({ description: "Planned end; required when fixedTerm" }),
    replacesAbsentWorker: z.boolean().default(false).meta({ description: "Fixed-term hire replacing an absent worker: no NASpI surcharge" }),
    cuafDue: z.boolean().default(true).meta({ description: "false when the worker is a relative living with the employer" }),
    workerRenouncedIvsShare: z.boolean().default(false),
    ...assistedPersonFields,
    over80ReliefStart: isoDate.nullable().optional().meta({
      description:
        "Over-80 relief of the employer's INPS share (docs/domain/rules-update-3.md B6): the start of its 24 months (the hire or the conversion to open-ended); null or absent: no relief",
    }),
    notes: optionalText(2000),
    terms: termsSchema.meta({ description: "The first terms, in force from startDate" }),
    ...metadataCreateFields,
  })
  .superRefine((v, ctx) => {
    if (v.workerId === undefined && v.worker === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["worker"],
        message: "Give the worker's fields (worker) or an existing worker (workerId)",
        params: { code: "worker_required" },
      });
    if (v.workerId !== undefined && v.worker !== undefined)
      ctx.addIssue({ code: "custom", path: ["worker"], message: "Give either workerId or worker, not both", params: { code: "worker_and_worker_id" } });
  });
export type CreateContractInput = z.infer<typeof createContractSchema>;

/** PATCH: contract fields that are not terms; only the fields present change (worker fields one by one). */
export const updateContractSchema = z.strictObject({
  worker: workerSchema.partial().optional(),
  inpsRelationshipCode,
  startDate: isoDate
    .optional()
    .meta({ description: "Moves the first terms with it; refused when events, payslips, later terms or opening balances fall before it" }),
  fixedTerm: z.boolean().optional(),
  fixedTermEndDate: isoDate.nullable().optional(),
  replacesAbsentWorker: z.boolean().optional(),
  cuafDue: z.boolean().optional(),
  workerRenouncedIvsShare: z.boolean().optional(),
  over80ReliefStart: isoDate.nullable().optional().meta({
    description:
      "Over-80 relief of the employer's INPS share (docs/domain/rules-update-3.md B6): the start of its 24 months (the hire or the conversion to open-ended); null or absent: no relief",
  }),
  expectedBirthDate: isoDate.nullable().optional().meta({
    description:
      "Expected birth date, recorded with a maternity leave: a dismissal from 300 days before it to 3 months after is refused unless for just cause (docs/domain/rules-update-3.md A13); null clears it",
  }),
  ...assistedPersonFields,
  notes: optionalText(2000),
  ...metadataUpdateFields,
});
export type UpdateContractInput = z.infer<typeof updateContractSchema>;

export const addTermsSchema = termsSchema.extend({
  effectiveFrom: isoDate.meta({ description: "First day the terms apply (≥ startDate, ≤ endDate when ended)" }),
});
export type AddTermsInput = z.infer<typeof addTermsSchema>;

const noticeDays = (description: string) =>
  z
    .number({ error: "A whole number of calendar days" })
    .int("A whole number of calendar days")
    .min(0, "At least 0")
    .max(120, "At most 120")
    .meta({ description });

export const endContractSchema = z
  .strictObject({
    endDate: isoDate.meta({ description: "Last day of employment" }),
    endReason: z.enum(END_REASONS, { error: `endReason must be one of: ${END_REASONS.join(", ")}` }),
    noticeGivenDate: isoDate.optional().meta({ description: "Day the notice was given (docs/domain/rules-update.md §4)" }),
    noticeWorkedDays: noticeDays("Calendar days of notice worked").optional(),
    noticeOverrideDays: noticeDays("The clerk's figure for the missing notice days, instead of the CCNL computation").optional(),
    noticeOverrideReason: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .optional()
      .meta({ description: "Why the computed notice is overridden (required with noticeOverrideDays)" }),
  })
  .superRefine((v, ctx) => {
    if (v.noticeOverrideDays !== undefined && !v.noticeOverrideReason)
      ctx.addIssue({
        code: "custom",
        path: ["noticeOverrideReason"],
        message: "Give the reason for overriding the computed notice",
        params: { code: "notice_override_reason_required" },
      });
    if (v.noticeGivenDate && v.noticeGivenDate > v.endDate)
      ctx.addIssue({
        code: "custom",
        path: ["noticeGivenDate"],
        message: "The notice is given on or before the end date",
        params: { code: "notice_after_end" },
      });
  });
export type EndContractInput = z.infer<typeof endContractSchema>;

/** Contributions of one quarter already declared by the previous system (take-over, rules-update-3 A7). */
export const declaredQuarterSchema = z
  .strictObject({
    quarter: z
      .string()
      .regex(/^\d{4}-Q[1-4]$/, "Use the format YYYY-Qn (e.g. 2026-Q1)")
      .meta({ example: "2026-Q1" }),
    hours: decimalString({ scale: 2, min: "0", max: "9999" }).meta({ description: "Hours declared in the quarter" }),
    inpsAmount: money("0").meta({ description: "INPS contributions paid for the quarter (employer + worker)" }),
    inpsWorkerAmount: money("0").meta({ description: "Of which the worker's share" }),
    cassacolfAmount: money("0").default("0").meta({ description: "CAS.SA.COLF paid for the quarter (employer + worker)" }),
  })
  .meta({ id: "DeclaredQuarter" });
export type DeclaredQuarter = z.infer<typeof declaredQuarterSchema>;

export const openingBalancesSchema = z.strictObject({
  asOfDate: isoDate.meta({ description: "The balances are the state at the end of this day (≥ startDate)" }),
  vacationDaysLeftThisYear: decimalString({ scale: 4, min: "-26", max: "26" }).default("0").meta({ description: "Days; negative when vacation was advanced" }),
  vacationDaysLeftPreviousYear: decimalString({ scale: 4, min: "0", max: "60" }).default("0"),
  thirteenthAccruedThisYear: money("0").default("0"),
  tfrFundAtLastYearEnd: money("0").default("0").meta({ description: "TFR fund at the last 31 December, revaluation included, net of advances" }),
  tfrAccruedThisYear: money("0").default("0"),
  sickDaysUsedLast365: z
    .string()
    .regex(/^\d{1,3}$/, "A whole number of days, written as a string")
    .refine((v) => Number(v) <= 366, "At most 366")
    .default("0")
    .meta({ description: "Sick days used in the 365 days up to asOfDate" }),
  // take-over in the middle of a year (docs/domain/rules-update-3.md A7): the months run elsewhere
  ytdGross: money("0")
    .default("0")
    .meta({ description: "Gross paid from 1 January (or the hiring) to asOfDate by the previous system, 13th included, TFR excluded" }),
  ytdWorkerInps: money("0").default("0").meta({ description: "Worker INPS share withheld in the year up to asOfDate" }),
  ytdWorkerCassacolf: money("0").default("0").meta({ description: "Worker CAS.SA.COLF share withheld in the year up to asOfDate" }),
  ytdTaxable: money("0")
    .nullable()
    .default(null)
    .meta({ description: "Taxable pay of the year up to asOfDate; null = ytdGross − ytdWorkerInps − ytdWorkerCassacolf" }),
  ytdEmploymentDays: z
    .string()
    .regex(/^\d{1,3}$/, "A whole number of days, written as a string")
    .refine((v) => Number(v) <= 366, "At most 366")
    .nullable()
    .default(null)
    .meta({ description: "Days of employment in the year up to asOfDate (730 rigo C5); null = the calendar days" }),
  declaredQuarters: z
    .array(declaredQuarterSchema)
    .max(4, "At most the four quarters of the year")
    .default([])
    .meta({ description: "Contributions already declared and paid by the previous system, one entry per quarter" }),
  earlierDaysDeclaredElsewhere: z.boolean().nullable().default(null).meta({
    description:
      "Whether the days of the first contribution week after the take-over that precede it were declared by the previous system (null = not said: the first payslip warns)",
  }),
});
export type OpeningBalancesInput = z.infer<typeof openingBalancesSchema>;

export const CONTRACT_SORT_FIELDS = ["createdAt", "updatedAt", "startDate", "workerName"] as const;

export const listContractsQuery = paginationQuery(CONTRACT_SORT_FIELDS, "createdAt", "desc")
  .extend({
    employerId: z.string().uuid("employerId must be a UUID").optional(),
    status: z.enum(["active", "ended"], { error: "status must be active or ended" }).optional(),
    search: z.string().trim().max(100, "search is at most 100 characters").optional(),
    cursor: z.string().max(200).optional().meta({
      description:
        "Keyset pagination: the `pagination.nextCursor` of the previous page (sorted by createdAt only); `page` is then ignored. Constant time at any depth, unlike `page`",
    }),
    ...metadataQueryFields,
  })
  .superRefine((value, ctx) => {
    if (value.cursor === undefined) return;
    if (value.sortField !== "createdAt") ctx.addIssue({ code: "custom", path: ["cursor"], message: "cursor works with sortField=createdAt only" });
    else if (!decodeContractCursor(value.cursor)) ctx.addIssue({ code: "custom", path: ["cursor"], message: "cursor is not one this API returned" });
  });

/** The position after the last contract of a page: its creation time and id (base64url of "createdAt|id"). */
export function encodeContractCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`, "utf8").toString("base64url");
}

export function decodeContractCursor(cursor: string): { createdAt: string; id: string } | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(text);
  return m && !Number.isNaN(Date.parse(m[1]!)) ? { createdAt: m[1]!, id: m[2]! } : null;
}
export type ListContractsQuery = z.infer<typeof listContractsQuery>;

export const listTermsQuery = paginationQuery(["effectiveFrom"] as const, "effectiveFrom", "asc");
export type ListTermsQuery = z.infer<typeof listTermsQuery>;

export const termsParams = z.object({ id: idSchema, termsId: idSchema });

export const minimumWageQuery = z.object({
  level: z.enum(CCNL_LEVELS, { error: `level must be one of: ${CCNL_LEVELS.join(", ")}` }),
  jobType: z.enum(JOB_TYPES, { error: `jobType must be one of: ${JOB_TYPES.join(", ")}` }),
  cohabiting: z
    .enum(["true", "false"], { error: "cohabiting must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
  weeklyHours: decimalString({ scale: 2, min: "0", max: "168" }),
  date: isoDate.optional().meta({ description: "Default: today (Europe/Rome)" }),
});
export type MinimumWageQuery = z.infer<typeof minimumWageQuery>;

/** A cross-field problem of the contract (not of its terms), with a JSON pointer into the body. */
export interface ContractFieldIssue {
  path: string;
  code:
    | "fixed_term_end_required"
    | "fixed_term_end_not_allowed"
    | "fixed_term_end_before_start"
    | "replaces_absent_worker_needs_fixed_term"
    | "worker_under_sixteen"
    | "start_date_out_of_range";
  message: string;
}

export const MIN_WORKING_AGE = 16;
export const EARLIEST_START_YEAR = 1960;

/**
 * Rules between contract fields (after a PATCH they run on the merged record):
 * fixed-term needs a planned end on or after the start; replacing an absent worker only for a
 * fixed-term contract; the worker is at least 16 on the start date; a plausible start year.
 */
export function checkContractFields(c: {
  startDate: string;
  fixedTerm: boolean;
  fixedTermEndDate?: string | null;
  replacesAbsentWorker: boolean;
  birthDate?: string | null;
  /** YYYY-MM-DD today; the start may be at most one year ahead */
  today: string;
}): ContractFieldIssue[] {
  const issues: ContractFieldIssue[] = [];
  const startYear = Number(c.startDate.slice(0, 4));
  if (startYear < EARLIEST_START_YEAR || c.startDate > addYears(c.today, 1)) {
    issues.push({
      path: "/startDate",
      code: "start_date_out_of_range",
      message: `The start date must be from ${EARLIEST_START_YEAR} and at most one year ahead`,
    });
  }
  if (c.fixedTerm && !c.fixedTermEndDate) {
    issues.push({ path: "/fixedTermEndDate", code: "fixed_term_end_required", message: "A fixed-term contract needs its planned end date (fixedTermEndDate)" });
  }
  if (!c.fixedTerm && c.fixedTermEndDate) {
    issues.push({
      path: "/fixedTermEndDate",
      code: "fixed_term_end_not_allowed",
      message: "Only a fixed-term contract has a planned end date: set fixedTerm or remove fixedTermEndDate",
    });
  }
  if (c.fixedTerm && c.fixedTermEndDate && c.fixedTermEndDate < c.startDate) {
    issues.push({ path: "/fixedTermEndDate", code: "fixed_term_end_before_start", message: "The planned end date is before the start date" });
  }
  if (c.replacesAbsentWorker && !c.fixedTerm) {
    issues.push({
      path: "/replacesAbsentWorker",
      code: "replaces_absent_worker_needs_fixed_term",
      message: "Only a fixed-term contract can replace an absent worker",
    });
  }
  if (c.birthDate && addYears(c.birthDate, MIN_WORKING_AGE) > c.startDate) {
    issues.push({
      path: "/worker/birthDate",
      code: "worker_under_sixteen",
      message: `The worker must be at least ${MIN_WORKING_AGE} years old on the start date`,
    });
  }
  return issues;
}

/*
 * The contract as the API answers it: the services return these types, the OpenAPI document shows
 * these schemas and the screens import them — one contract (issue 17 point 1).
 */
const PAY_TABLES = ["A", "B", "C", "D", "E", "G"] as const;
const decimalOut = (example: string, description?: string) => z.string().meta({ example, ...(description ? { description } : {}) });

export const weeklyScheduleResponseSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, decimalOut(d === "saturday" || d === "sunday" ? "0.00" : "4.00")])) as Record<Weekday, z.ZodString>)
  .meta({ id: "WeeklySchedule", description: "Hours per weekday, Monday..Sunday, decimal strings with 2 decimals" });

export const contractWarningSchema = z.object({ code: z.string(), message: z.string(), path: z.string().optional() }).meta({
  id: "ContractWarning",
  description:
    "Non-blocking remark: minimum_not_checked, payslips_computed_with_previous_terms, payslips_computed_with_previous_balances, fixed_term_end_differs, resignation_in_maternity_protection",
});
export type ContractWarning = z.infer<typeof contractWarningSchema>;

export const termsResponseSchema = z
  .object({
    id: z.string().uuid(),
    effectiveFrom: decimalOut("2025-01-06"),
    effectiveTo: z.string().nullable().meta({ description: "Last day these terms apply (the day before the next terms); null when open-ended" }),
    level: z.enum(CCNL_LEVELS),
    jobType: z.enum(JOB_TYPES),
    cohabiting: z.boolean(),
    payBasis: z.enum(PAY_BASES),
    wage: decimalOut("9.00", "Per hour (hourly) or per month (monthly)"),
    weeklySchedule: weeklyScheduleResponseSchema,
    weeklyHours: decimalOut("20.00", "Sum of the weekly schedule"),
    payTable: z.enum(PAY_TABLES).meta({
      description:
        "CCNL pay table: A live-in, B live-in ≤30 h (levels B/BS/C), C non-live-in (hourly), D night assistance, E night presence, G rest-day substitute",
    }),
    board: z.object({ breakfastLunch: z.boolean(), dinner: z.boolean(), lodging: z.boolean(), inCash: z.boolean() }),
    allowances: z.object({
      babysitterChildUnderSix: z.boolean(),
      multipleAssisted: z.boolean(),
      functionAllowance: z.boolean(),
      uniCertifiedUntil: z
        .string()
        .nullable()
        .meta({ description: "last valid day of the worker's UNI 11766 certification (allowance for B, BS, CS); null = none" }),
    }),
    seniorityIncrements: z.string().nullable(),
    superminimo: z.string().nullable().meta({ description: "The part of the wage above the CCNL minimum of effectiveFrom; null: the wage is a fixed figure" }),
    superminimoAbsorbable: z.boolean().meta({ description: "Later increases of the CCNL minimum are absorbed by the superminimo" }),
    createdAt: z.string(),
  })
  .meta({ id: "ContractTerms" });
export type TermsView = z.infer<typeof termsResponseSchema>;

export const workerResponseSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    fiscalCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    birthPlace: z.string().nullable(),
    nationality: z.string().nullable(),
    address: z.string().nullable(),
    locality: z.string().nullable(),
    province: z.string().nullable(),
    zipCode: z.string().nullable(),
    iban: z.string().nullable(),
  })
  .meta({ id: "ContractWorker" });
export type WorkerView = z.infer<typeof workerResponseSchema>;

export const contractResponseSchema = z
  .object({
    id: z.string().uuid(),
    organizationId: z.string().uuid(),
    employerId: z.string().uuid(),
    employer: z.object({ id: z.string().uuid(), displayName: z.string(), archived: z.boolean() }),
    workerId: z
      .string()
      .uuid()
      .nullable()
      .meta({ description: "The worker (/v1/workers) this contract is of; `worker` is the contract's copy of their fields" }),
    worker: workerResponseSchema,
    inpsRelationshipCode: z.string().nullable(),
    status: z
      .enum(["active", "ended"])
      .meta({ description: "ended: the recorded end date is past (Italian time). A contract ending today or later is active." }),
    startDate: z.string(),
    endDate: z.string().nullable(),
    endReason: z.enum(END_REASONS).nullable(),
    notice: z
      .object({
        givenDate: z.string().nullable(),
        workedDays: z.number().int().nullable(),
        overrideDays: z.number().int().nullable(),
        overrideReason: z.string().nullable(),
      })
      .nullable()
      .meta({ description: "Notice recorded with the end (docs/domain/rules-update.md §4); null while active" }),
    fixedTerm: z.boolean(),
    fixedTermEndDate: z.string().nullable(),
    replacesAbsentWorker: z.boolean(),
    fixedTermSurchargeApplies: z
      .boolean()
      .meta({ description: "The INPS fixed-term surcharge (NASpI +1.40%) applies: fixedTerm and not replacesAbsentWorker" }),
    cuafDue: z.boolean(),
    workerRenouncedIvsShare: z.boolean(),
    over80ReliefStart: z.string().nullable().meta({ description: "Start of the over-80 relief (rules-update-3 B6); null: no relief" }),
    expectedBirthDate: z
      .string()
      .nullable()
      .meta({ description: "Expected birth date recorded with a maternity leave (maternity protection); null when none" }),
    assistedPersonName: z.string().nullable().meta({ description: "The person assisted (prestazione universale); null when none recorded" }),
    assistedPersonFiscalCode: z.string().nullable(),
    assistedPersonBirthDate: z.string().nullable(),
    workplaceAddress: z.string().nullable().meta({ description: "Workplace address printed on the payslips; null: not recorded" }),
    notes: z.string().nullable(),
    currentTerms: termsResponseSchema.meta({
      description: "The terms in force today (before the start: the first terms; after the end: those in force on the end date)",
    }),
    ...metadataResponseFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "DomesticContract" });
export type ContractView = z.infer<typeof contractResponseSchema>;

export const contractListResponseSchema = z
  .object({
    data: z.array(contractResponseSchema),
    pagination: paginationResponseSchema.extend({
      nextCursor: z
        .string()
        .optional()
        .meta({ description: "Sorted by createdAt, on a full page: pass as `cursor` for the next page (keyset); absent on the last page" }),
    }),
    counts: z.object({ active: z.number().int(), ended: z.number().int() }).meta({ description: "active and ended contracts matching employerId and search" }),
  })
  .meta({ id: "DomesticContractList" });
export type ContractList = z.infer<typeof contractListResponseSchema>;

export const openingBalancesResponseSchema = z
  .object({
    asOfDate: z.string(),
    vacationDaysLeftThisYear: decimalOut("10.8333"),
    vacationDaysLeftPreviousYear: decimalOut("0.0000"),
    thirteenthAccruedThisYear: decimalOut("312.50"),
    tfrFundAtLastYearEnd: decimalOut("4321.09"),
    tfrAccruedThisYear: decimalOut("290.12"),
    sickDaysUsedLast365: decimalOut("4"),
    ytdGross: decimalOut("4520.00"),
    ytdWorkerInps: decimalOut("120.90"),
    ytdWorkerCassacolf: decimalOut("7.80"),
    ytdTaxable: decimalOut("4391.30").nullable(),
    ytdEmploymentDays: decimalOut("151").nullable(),
    declaredQuarters: z.array(
      z.object({ quarter: z.string(), hours: z.string(), inpsAmount: z.string(), inpsWorkerAmount: z.string(), cassacolfAmount: z.string() }),
    ),
    earlierDaysDeclaredElsewhere: z.boolean().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "ContractOpeningBalances" });
export type OpeningBalancesView = z.infer<typeof openingBalancesResponseSchema>;

export const contractDetailResponseSchema = contractResponseSchema
  .extend({
    terms: z.array(termsResponseSchema).meta({ description: "Terms history, oldest first" }),
    openingBalances: openingBalancesResponseSchema.nullable(),
  })
  .meta({ id: "DomesticContractDetail" });
export type ContractDetailView = z.infer<typeof contractDetailResponseSchema>;

/** The CCNL notice computed for a recorded end (docs/domain/rules-update.md §4). */
export const noticeProposalResponseSchema = z
  .object({
    ccnlDays: z.number().int().meta({ description: "CCNL notice in calendar days (0: none due)" }),
    workedDays: z.number().int(),
    missingDays: z.number().int(),
    owedBy: z.enum(["EMPLOYER", "EMPLOYEE"]).nullable().meta({ description: "who owes the indemnity for the missing days" }),
    inProbation: z.boolean(),
    probationDays: z.number().int().meta({ description: "probation length in days of actual work" }),
    explanation: z.array(z.string()).meta({ description: "Italian sentences explaining the figure" }),
    overrideDays: z.number().int().nullable(),
    overrideReason: z.string().nullable(),
    effectiveMissingDays: z.number().int().meta({ description: "missing days the final payslip uses (the override, or the computed figure)" }),
  })
  .meta({ id: "NoticeProposal" });
export type NoticeProposalView = z.infer<typeof noticeProposalResponseSchema>;

export const minimumWageResponseSchema = z
  .object({
    date: z.string(),
    year: z.number().int(),
    level: z.enum(CCNL_LEVELS),
    jobType: z.enum(JOB_TYPES),
    cohabiting: z.boolean(),
    weeklyHours: decimalOut("54.00"),
    levelAllowed: z.boolean().meta({ description: "whether the level fits the job type" }),
    allowedLevels: z.array(z.enum(CCNL_LEVELS)),
    payTable: z.enum(PAY_TABLES),
    payTableLabel: z.string().meta({ example: "live-in" }),
    tableMinimum: z
      .object({ amount: decimalOut("1137.86"), unit: z.enum(["month", "hour"]) })
      .nullable()
      .meta({ description: "The CCNL table figure; null when the table has no such level" }),
    monthly: z
      .string()
      .nullable()
      .meta({ description: "Lowest compliant monthly wage (hourly tables: hourly × weekly hours × 52/12, rounded up to the cent)", example: "1137.86" }),
    hourly: z.string().nullable().meta({ description: "Lowest compliant hourly wage", example: "4.87" }),
    derived: z.boolean().meta({ description: "The table figure was computed from published neighbours (rules.md §2.3)" }),
    source: z.string().nullable(),
  })
  .meta({ id: "MinimumWage" });
export type MinimumWageView = z.infer<typeof minimumWageResponseSchema>;
