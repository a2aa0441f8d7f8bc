/** The employer form's values and their mapping to and from the API body. Universal code. */
import type { EmployerView } from "@/lib/validation/employer";
import { BUSINESS_DETAILS_FIELDS, PERSONAL_INFO_FIELDS, type EmployerType } from "@/lib/validation/employer";

export type PersonalField = (typeof PERSONAL_INFO_FIELDS)[number];
export type BusinessField = (typeof BUSINESS_DETAILS_FIELDS)[number];

export interface EmployerFormValues {
  type: EmployerType;
  personalInfo: Record<PersonalField, string>;
  businessDetails: Record<BusinessField, string>;
  /** "MM-DD", "" when not set; a half-chosen day keeps the missing part empty ("06-", "-29") */
  patronSaintDay: string;
}

const blank = <K extends string>(fields: readonly K[]): Record<K, string> => Object.fromEntries(fields.map((f) => [f, ""])) as Record<K, string>;

export function emptyEmployerValues(type: EmployerType = "domestic"): EmployerFormValues {
  return { type, personalInfo: blank(PERSONAL_INFO_FIELDS), businessDetails: blank(BUSINESS_DETAILS_FIELDS), patronSaintDay: "" };
}

function fill<K extends string>(fields: readonly K[], source: Record<string, unknown> | undefined): Record<K, string> {
  const out = blank(fields);
  for (const f of fields) {
    const value = source?.[f];
    if (typeof value === "string") out[f] = value;
  }
  return out;
}

export function employerToFormValues(employer: EmployerView): EmployerFormValues {
  return {
    type: employer.type,
    personalInfo: fill(PERSONAL_INFO_FIELDS, employer.personalInfo),
    businessDetails: fill(BUSINESS_DETAILS_FIELDS, employer.businessDetails),
    patronSaintDay: employer.patronSaintDay ?? "",
  };
}

/** The body the create schema judges: only the object of the chosen type travels. */
export function formValuesToPayload(values: EmployerFormValues, organizationId: string) {
  const common = { type: values.type, organizationId, patronSaintDay: values.patronSaintDay };
  return values.type === "domestic" ? { ...common, personalInfo: values.personalInfo } : { ...common, businessDetails: values.businessDetails };
}

/** "/personalInfo/fiscalCode" → "personalInfo.fiscalCode" when it names a field of the form. */
export function pointerToFieldName(parts: readonly string[], type: EmployerType): string | null {
  if (parts.length === 1 && parts[0] === "patronSaintDay") return "patronSaintDay";
  if (parts.length === 2) {
    const [group, field] = parts as [string, string];
    if (group === "personalInfo" && type === "domestic" && (PERSONAL_INFO_FIELDS as readonly string[]).includes(field)) return `personalInfo.${field}`;
    if (group === "businessDetails" && type === "business" && (BUSINESS_DETAILS_FIELDS as readonly string[]).includes(field)) return `businessDetails.${field}`;
  }
  return null;
}
