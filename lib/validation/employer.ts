/**
 * Employer input schemas (interface §2.5, decisions §6), shared by the /v1 routes and the forms.
 * Universal code: no server imports.
 *
 * The rules are written once, below. The API and the form parse with the same schemas: each rule
 * names a stable code (params.code) with an English message for integrators, and the form words
 * the code in the clerk's language (lib/client/field-problem.ts), so a field is judged and told
 * identically on both sides.
 *
 * Normalisation: strings are trimmed; fiscal codes, VAT numbers and provinces are upper-cased
 * and lose inner spaces (a VAT number also loses an "IT" prefix). An optional field sent as
 * "" or null is "not set" (on PATCH: cleared).
 */
import { z } from "zod";
import { metadataCreateFields, metadataResponseFields, metadataUpdateFields } from "./metadata";
import { isValidNumericTaxCode, isValidPersonFiscalCode, isValidVatNumber } from "./tax-codes";
import { isRealDate, todayInItaly } from "./common";
import { paginationResponseSchema } from "./pagination";

export const EMPLOYER_TYPES = ["domestic", "business"] as const;
export type EmployerType = (typeof EMPLOYER_TYPES)[number];

export const CORPORATION_TYPES = [
  "ss",
  "snc",
  "sas",
  "srl",
  "srls",
  "spa",
  "sapa",
  "srl_u",
  "coop",
  "consorzio",
  "ditta_individuale",
  "prof",
  "associazione",
  "fondazione",
  "ente_pubblico",
  "other",
] as const;
export type CorporationType = (typeof CORPORATION_TYPES)[number];

export const BUSINESS_SERVICE_TYPES = ["studio", "caf", "private", "patronato", "agenzia_lavoro", "other"] as const;
export type BusinessServiceType = (typeof BUSINESS_SERVICE_TYPES)[number];

/**
 * Kinds of business that may use a personal 16-character fiscal code (a sole trader or a
 * professional is identified by the owner's code). Every other kind — companies, associations,
 * foundations, public bodies — has the 11-digit numeric code. Unset: either is accepted.
 */
export const PERSONAL_CODE_CORPORATION_TYPES: readonly CorporationType[] = ["ditta_individuale", "prof", "other"];

export const EMPLOYER_LIMITS = {
  personName: 100,
  companyName: 200,
  address: 200,
  locality: 100,
  country: 100,
  email: 254,
  phone: 30,
} as const;

export const PERSONAL_INFO_FIELDS = [
  "firstName",
  "lastName",
  "fiscalCode",
  "birthDate",
  "birthLocality",
  "birthProvince",
  "birthCountry",
  "address",
  "locality",
  "province",
  "zipCode",
  "phone",
  "email",
  "pec",
] as const;

export const BUSINESS_DETAILS_FIELDS = [
  "name",
  "corporationType",
  "businessServiceType",
  "vatNumber",
  "fiscalCode",
  "address",
  "zipCode",
  "locality",
  "province",
  "pec",
  "phone",
  "email",
] as const;

export interface EmployerValidationMessages {
  required: string;
  notText: string;
  tooLong: (max: number) => string;
  objectExpected: string;
  type: string;
  organizationId: string;
  personalInfoRequired: string;
  businessDetailsRequired: string;
  personalInfoNotAllowed: string;
  businessDetailsNotAllowed: string;
  personFiscalCode: string;
  businessFiscalCode: string;
  companyFiscalCode: string;
  vatNumber: string;
  province: string;
  zipCode: string;
  email: string;
  pec: string;
  phone: string;
  date: string;
  birthDateFuture: string;
  birthDateTooOld: string;
  corporationType: string;
  businessServiceType: string;
  patronSaintDay: string;
  archived: string;
  allowDuplicate: string;
  typeImmutable: string;
}

/** The API's messages (integrators read English); screens word the codes instead. */
export const employerValidationMessagesEn: EmployerValidationMessages = {
  required: "Required",
  notText: "Must be a string",
  tooLong: (max) => `At most ${max} characters`,
  objectExpected: "Must be an object",
  type: "type must be domestic or business",
  organizationId: "organizationId must be the UUID of your organization",
  personalInfoRequired: "personalInfo (with firstName and lastName) is required for a domestic employer",
  businessDetailsRequired: "businessDetails (with name) is required for a business employer",
  personalInfoNotAllowed: "personalInfo is only for domestic employers: a business employer has businessDetails",
  businessDetailsNotAllowed: "businessDetails is only for business employers: a domestic employer has personalInfo",
  personFiscalCode: "Not a valid Italian fiscal code: 16 characters with the right check character (e.g. RSSMRA80A01H501U), or the 11-digit temporary code",
  businessFiscalCode: "Not a valid fiscal code: 11 digits with the right check digit (a sole trader or professional may use the owner's 16-character code)",
  companyFiscalCode: "This kind of business has an 11-digit numeric fiscal code, not a personal 16-character one",
  vatNumber: "Not a valid VAT number (partita IVA): 11 digits with the right check digit",
  province: "Use the two-letter province abbreviation (e.g. RM; EE for abroad)",
  zipCode: "A postal code (CAP) has 5 digits",
  email: "Not a valid e-mail address",
  pec: "Not a valid PEC address",
  phone: "Not a valid phone number (digits, spaces, + ( ) . / -; 5 to 15 digits)",
  date: "Use a real date written YYYY-MM-DD",
  birthDateFuture: "The birth date cannot be in the future",
  birthDateTooOld: "The birth date cannot be before 1900-01-01",
  corporationType: `corporationType must be one of: ${CORPORATION_TYPES.join(", ")}`,
  businessServiceType: `businessServiceType must be one of: ${BUSINESS_SERVICE_TYPES.join(", ")}`,
  patronSaintDay: "Use a real day of the year written MM-DD (e.g. 06-29 for 29 June)",
  archived: "archived must be true or false",
  allowDuplicate: "allowDuplicate must be true or false",
  typeImmutable: "The type of an employer cannot be changed: create a new employer instead",
};

const PROVINCE_PATTERN = /^[A-Z]{2}$/;
const ZIP_CODE_PATTERN = /^\d{5}$/;
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^\+?[\d\s()./-]+$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'MM-DD' naming a day that exists in some year (02-29 included). */
export function isRealMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Spaces out, upper case: "rss mra 80a01 h501u" → "RSSMRA80A01H501U". */
export function normalizeTaxCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** A VAT number may be written with the country prefix: "IT 12345678903" → "12345678903". */
export function normalizeVatNumber(value: string): string {
  return normalizeTaxCode(value).replace(/^IT(?=\d{11}$)/, "");
}

function isValidPhone(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 5 && digits <= 15;
}

/**
 * The cross-field rule of a business: a 16-character personal fiscal code only for the kinds
 * of business that may have one. Used by the create schema and, on PATCH, on the merged object.
 */
export function businessFiscalCodeAllowed(details: { fiscalCode?: string | null; corporationType?: string | null }): boolean {
  const code = details.fiscalCode;
  if (!code || code.length !== 16) return true;
  return !details.corporationType || (PERSONAL_CODE_CORPORATION_TYPES as readonly string[]).includes(details.corporationType);
}

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

export function buildEmployerSchemas(m: EmployerValidationMessages) {
  const string = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required : m.notText) });
  const text = (max: number) =>
    string()
      .trim()
      .max(max, { error: m.tooLong(max) });
  const requiredText = (max: number) => text(max).min(1, { error: m.required });
  /** optional and nullable; "" and null both mean "not set" (and clear the field on PATCH) */
  const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();
  // every rule names a stable code (params.code): the API answers it with the English message, the screens word it by code
  const matching = (check: (value: string) => boolean, message: string, code: string) => string().trim().refine(check, { error: message, params: { code } });

  const province = string()
    .trim()
    .toUpperCase()
    .refine((v) => PROVINCE_PATTERN.test(v), { error: m.province, params: { code: "invalid_province" } })
    .meta({ pattern: PROVINCE_PATTERN.source });
  const zipCode = string()
    .trim()
    .refine((v) => ZIP_CODE_PATTERN.test(v), { error: m.zipCode, params: { code: "invalid_zip_code" } })
    .meta({ pattern: ZIP_CODE_PATTERN.source });
  const email = (message: string, code: string) =>
    text(EMPLOYER_LIMITS.email)
      .refine((v) => EMAIL_PATTERN.test(v), { error: message, params: { code } })
      .meta({ pattern: EMAIL_PATTERN.source });
  const phone = text(EMPLOYER_LIMITS.phone).refine(isValidPhone, { error: m.phone, params: { code: "invalid_phone" } });
  const personFiscalCode = string()
    .overwrite(normalizeTaxCode)
    .refine((v) => isValidPersonFiscalCode(v) || isValidNumericTaxCode(v), { error: m.personFiscalCode, params: { code: "invalid_fiscal_code" } });
  const businessFiscalCode = string()
    .overwrite(normalizeTaxCode)
    .refine((v) => isValidPersonFiscalCode(v) || isValidNumericTaxCode(v), { error: m.businessFiscalCode, params: { code: "invalid_business_fiscal_code" } });
  const vatNumber = string()
    .overwrite(normalizeVatNumber)
    .refine(isValidVatNumber, { error: m.vatNumber, params: { code: "invalid_vat_number" } });
  const birthDate = matching(isRealDate, m.date, "invalid_date")
    .refine((v) => !isRealDate(v) || v <= todayInItaly(), { error: m.birthDateFuture, params: { code: "birth_date_in_future" } })
    .refine((v) => !isRealDate(v) || v >= "1900-01-01", { error: m.birthDateTooOld, params: { code: "birth_date_too_old" } });
  const patronSaintDay = matching(isRealMonthDay, m.patronSaintDay, "invalid_patron_saint_day");
  const objectError = (issue: { code?: string }) => (issue.code === "invalid_type" ? m.objectExpected : undefined);

  const personalInfoBase = z.strictObject(
    {
      firstName: requiredText(EMPLOYER_LIMITS.personName),
      lastName: requiredText(EMPLOYER_LIMITS.personName),
      fiscalCode: optional(personFiscalCode),
      birthDate: optional(birthDate),
      birthLocality: optional(text(EMPLOYER_LIMITS.locality)),
      birthProvince: optional(province),
      birthCountry: optional(text(EMPLOYER_LIMITS.country)),
      address: optional(text(EMPLOYER_LIMITS.address)),
      locality: optional(text(EMPLOYER_LIMITS.locality)),
      province: optional(province),
      zipCode: optional(zipCode),
      phone: optional(phone),
      email: optional(email(m.email, "invalid_email")),
      pec: optional(email(m.pec, "invalid_pec")),
    },
    { error: objectError },
  );

  const businessDetailsBase = z.strictObject(
    {
      name: requiredText(EMPLOYER_LIMITS.companyName),
      corporationType: optional(z.enum(CORPORATION_TYPES, { error: m.corporationType })),
      businessServiceType: optional(z.enum(BUSINESS_SERVICE_TYPES, { error: m.businessServiceType })),
      vatNumber: optional(vatNumber),
      fiscalCode: optional(businessFiscalCode),
      address: optional(text(EMPLOYER_LIMITS.address)),
      zipCode: optional(zipCode),
      locality: optional(text(EMPLOYER_LIMITS.locality)),
      province: optional(province),
      pec: optional(email(m.pec, "invalid_pec")),
      phone: optional(phone),
      email: optional(email(m.email, "invalid_email")),
    },
    { error: objectError },
  );

  const businessDetails = businessDetailsBase.superRefine((value, ctx) => {
    if (!businessFiscalCodeAllowed(value))
      ctx.addIssue({ code: "custom", path: ["fiscalCode"], message: m.companyFiscalCode, params: { code: "company_fiscal_code_not_allowed" } });
  });

  const type = z.enum(EMPLOYER_TYPES, { error: m.type });
  const organizationId = string().uuid({ error: m.organizationId });
  const requiredObject = (missing: string) => (issue: { code?: string; input?: unknown }) =>
    issue.code === "invalid_type" ? (issue.input === undefined ? missing : m.objectExpected) : undefined;
  const notAllowed = (message: string) => z.never({ error: message }).optional();
  /** true: create even when another employer of the organization has the same tax id (else 409 duplicate_tax_id) */
  const allowDuplicate = z.boolean({ error: m.allowDuplicate });

  /**
   * POST: `type` decides which object is required; the other is rejected. A missing or unknown
   * type is reported alone (nothing else can be judged without it).
   */
  const create = z.discriminatedUnion(
    "type",
    [
      z.strictObject({
        type: z.literal("domestic"),
        organizationId,
        personalInfo: personalInfoBase.clone({ ...personalInfoBase.def, error: requiredObject(m.personalInfoRequired) }),
        businessDetails: notAllowed(m.businessDetailsNotAllowed),
        patronSaintDay: optional(patronSaintDay),
        allowDuplicate: allowDuplicate.optional(),
        ...metadataCreateFields,
      }),
      z.strictObject({
        type: z.literal("business"),
        organizationId,
        businessDetails: businessDetails.clone({ ...businessDetails.def, error: requiredObject(m.businessDetailsRequired) }),
        personalInfo: notAllowed(m.personalInfoNotAllowed),
        patronSaintDay: optional(patronSaintDay),
        allowDuplicate: allowDuplicate.optional(),
        ...metadataCreateFields,
      }),
    ],
    { error: m.type },
  );

  /** PATCH: every field optional; nested objects are merged field by field by the service. */
  const update = z.strictObject({
    type: type.optional(),
    organizationId: organizationId.optional(),
    personalInfo: personalInfoBase.partial().optional(),
    businessDetails: businessDetailsBase.partial().optional(),
    patronSaintDay: optional(patronSaintDay),
    archived: z.boolean({ error: m.archived }).optional(),
    ...metadataUpdateFields,
  });

  return { personalInfo: personalInfoBase, businessDetails, create, update, patronSaintDay };
}

export type EmployerSchemas = ReturnType<typeof buildEmployerSchemas>;

const en = buildEmployerSchemas(employerValidationMessagesEn);

export const personalInfoSchema = en.personalInfo;
export const businessDetailsSchema = en.businessDetails;
export const createEmployerSchema = en.create;
export const updateEmployerSchema = en.update;

export type PersonalInfo = z.output<typeof personalInfoSchema>;
export type BusinessDetails = z.output<typeof businessDetailsSchema>;
export type CreateEmployerInput = z.output<typeof createEmployerSchema>;
export type UpdateEmployerInput = z.output<typeof updateEmployerSchema>;

/*
 * The employer as the API answers it: the service returns this type, the OpenAPI document shows
 * this schema and the screens import it — one contract (issue 17 point 1).
 */
const optionalText = () => z.string().optional();

export const personalInfoResponseSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    fiscalCode: optionalText(),
    birthDate: optionalText().meta({ example: "1970-01-01" }),
    birthLocality: optionalText(),
    birthProvince: optionalText().meta({ example: "RM" }),
    birthCountry: optionalText(),
    address: optionalText(),
    locality: optionalText(),
    province: optionalText(),
    zipCode: optionalText(),
    phone: optionalText(),
    email: optionalText(),
    pec: optionalText(),
  })
  .meta({ id: "EmployerPersonalInfo", description: "Optional fields that are not set are omitted." });

export const businessDetailsResponseSchema = z
  .object({
    name: z.string(),
    corporationType: z.enum(CORPORATION_TYPES).optional(),
    businessServiceType: z.enum(BUSINESS_SERVICE_TYPES).optional(),
    vatNumber: optionalText(),
    fiscalCode: optionalText(),
    address: optionalText(),
    zipCode: optionalText(),
    locality: optionalText(),
    province: optionalText(),
    pec: optionalText(),
    phone: optionalText(),
    email: optionalText(),
  })
  .meta({ id: "EmployerBusinessDetails", description: "Optional fields that are not set are omitted." });

export const employerResponseSchema = z
  .object({
    id: z.string().uuid(),
    type: z.enum(EMPLOYER_TYPES),
    displayTaxId: z
      .string()
      .nullable()
      .meta({ description: "Domestic: the fiscal code. Business: the VAT number, else the fiscal code. Null when none is set." }),
    displayName: z.string().meta({ description: "Extension: 'Lastname Firstname' or the company name (the `name` sort key)" }),
    personalInfo: personalInfoResponseSchema.optional().meta({ description: "Present for domestic employers only" }),
    businessDetails: businessDetailsResponseSchema.optional().meta({ description: "Present for business employers only" }),
    patronSaintDay: z
      .string()
      .nullable()
      .meta({ description: "Extension: local patron saint holiday, MM-DD (used by work-event auto-fill)", example: "06-29" }),
    organizationId: z.string().uuid(),
    archived: z.boolean(),
    archivedAt: z.string().nullable(),
    ...metadataResponseFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Employer" });

export type EmployerView = z.infer<typeof employerResponseSchema>;

export const employerListResponseSchema = z
  .object({
    data: z.array(employerResponseSchema),
    pagination: paginationResponseSchema,
    counts: z
      .object({ active: z.number().int(), archived: z.number().int() })
      .meta({ description: "active and archived employers matching search and type, whatever the status filter" }),
  })
  .meta({ id: "EmployerList" });
export type EmployerList = z.infer<typeof employerListResponseSchema>;
