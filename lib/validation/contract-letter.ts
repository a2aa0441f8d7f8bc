/**
 * Hiring and change letters of a contract (issue 31 item 2; D.Lgs. 104/2022, CCNL art. 6): the
 * request bodies and the answers of `/v1/domestic-contracts/{id}/letters`. Shared with the screen.
 */
import { z } from "zod";
import { WEEKDAYS } from "@/lib/payroll";
import { isoDate } from "./common";

export const CONTRACT_LETTER_KINDS = ["hiring", "change"] as const;
export type ContractLetterKind = (typeof CONTRACT_LETTER_KINDS)[number];
export const LETTER_PAYMENT_METHODS = ["bank_transfer", "cash", "cheque"] as const;
export type LetterPaymentMethod = (typeof LETTER_PAYMENT_METHODS)[number];
export const SIGNATURE_METHODS = ["paper", "portal"] as const;

const TIME_RANGES = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d(, ?([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d)*$/;

const text = (max: number, description: string) => z.string().trim().min(1).max(max).meta({ description }).optional();

/** When each working day's hours fall ("08:00-12:00, 14:00-16:00"); a day left out prints its hours only. */
export const letterScheduleSchema = z
  .strictObject(
    Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        z
          .string()
          .trim()
          .refine((v) => TIME_RANGES.test(v), { error: "Times as HH:MM-HH:MM, several separated by commas", params: { code: "invalid_time_ranges" } })
          .optional(),
      ]),
    ) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<z.ZodString>>,
  )
  .meta({ description: 'Placement of the hours per weekday (mon…sun), e.g. "08:00-12:00, 14:00-16:00"' });

/**
 * What a letter states that the contract does not hold. A new letter without details takes those of
 * the contract's latest letter; absent ones print the defaults (the employer's address as workplace,
 * the duties of the job type, bank transfer when the worker has an IBAN, else cash against receipt).
 */
export const letterDetailsSchema = z
  .strictObject({
    workplace: text(300, "Workplace address (default: the employer's address)"),
    duties: text(1000, "Duties (mansioni) in words (default: those of the job type)"),
    schedule: letterScheduleSchema.optional(),
    paymentMethod: z.enum(LETTER_PAYMENT_METHODS).optional().meta({ description: "How the pay is paid (default: bank_transfer with an IBAN, else cash)" }),
    payDay: z
      .number()
      .int()
      .min(1)
      .max(31)
      .optional()
      .meta({ description: "Day of the following month by which the pay is paid (default: the end of the month)" }),
    place: text(100, "Place written before the date (default: the employer's town)"),
    fixedTermReason: text(500, "Why the contract has a fixed term"),
  })
  .meta({ id: "ContractLetterDetails" });
export type LetterDetails = z.infer<typeof letterDetailsSchema>;

export const createContractLetterBody = z
  .strictObject({
    kind: z.enum(CONTRACT_LETTER_KINDS).optional().meta({ description: "hiring (default when termsId is absent or the first terms) or change" }),
    termsId: z
      .string()
      .uuid()
      .optional()
      .meta({ description: "The terms set the letter describes: default the first terms (hiring) or the latest terms (change)" }),
    details: letterDetailsSchema.optional(),
  })
  .meta({ id: "CreateContractLetter" });
export type CreateContractLetterBody = z.infer<typeof createContractLetterBody>;

export const signContractLetterBody = z
  .strictObject({
    signedOn: isoDate.meta({ description: "The day the worker signed the letter on paper (not in the future)" }),
  })
  .meta({ id: "SignContractLetter" });
export type SignContractLetterBody = z.infer<typeof signContractLetterBody>;

export const letterIdParams = z.object({ id: z.string().uuid(), letterId: z.string().uuid() });

export const contractLetterResponseSchema = z
  .object({
    id: z.string().uuid(),
    contractId: z.string().uuid(),
    termsId: z.string().uuid().nullable().meta({ description: "The terms set described; null once those terms were deleted" }),
    kind: z.enum(CONTRACT_LETTER_KINDS),
    effectiveFrom: z.string().meta({ description: "First day of the terms described (the start date for the hiring letter)" }),
    version: z.number().int().meta({ description: "1, 2, … per contract, kind and date" }),
    sha256: z.string().meta({ description: "SHA-256 of the PDF (hex): ETag and X-Content-SHA256 of GET …/pdf" }),
    size: z.number().int().meta({ description: "bytes" }),
    filename: z.string(),
    createdAt: z.string(),
    superseded: z.boolean().meta({ description: "A later version of the same letter exists" }),
    outdated: z.boolean().meta({ description: "The contract's data changed since: POST again for a new version" }),
    signedOn: z.string().nullable(),
    signatureMethod: z.enum(SIGNATURE_METHODS).nullable().meta({ description: "paper (recorded by the clerk) or portal (confirmed by the worker)" }),
    details: letterDetailsSchema.meta({ description: "What the letter states beyond the contract's data (as sent, or taken from the previous letter)" }),
  })
  .meta({ id: "ContractLetter" });
export type ContractLetterView = z.infer<typeof contractLetterResponseSchema>;

export const contractLetterDueSchema = z.object({
  kind: z.enum(CONTRACT_LETTER_KINDS),
  termsId: z.string().uuid(),
  effectiveFrom: z.string(),
  reason: z.enum(["missing", "outdated"]).meta({ description: "no letter yet for these terms, or the latest one describes older data" }),
});
export type ContractLetterDue = z.infer<typeof contractLetterDueSchema>;

export const contractLetterListResponseSchema = z.object({
  data: z.array(contractLetterResponseSchema).meta({ description: "Oldest terms first, versions in order" }),
  due: z.array(contractLetterDueSchema).meta({ description: "Terms sets whose letter is missing or outdated" }),
});
export type ContractLetterList = z.infer<typeof contractLetterListResponseSchema>;
