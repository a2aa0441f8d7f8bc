/**
 * A final payslip's stored document and its versions (issue 26 point 16): `GET …/pdf?version=n`
 * serves a given version, `POST …/pdf/reissue` (an administrator) stores a new one, `GET
 * …/pdf/versions` lists them.
 */
import { z } from "zod";

export const MAX_DOCUMENT_VERSION = 10_000;

export const payslipPdfQuery = z.object({
  version: z
    .string()
    .regex(/^\d+$/, "version must be a positive whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "version must be at least 1").max(MAX_DOCUMENT_VERSION, `version must be at most ${MAX_DOCUMENT_VERSION}`))
    .meta({
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        delete jsonSchema.pattern;
        Object.assign(jsonSchema, { type: "integer", minimum: 1, maximum: MAX_DOCUMENT_VERSION });
      },
      description: "A stored version of a final payslip's document (1 = as finalized); the latest when absent",
    })
    .optional(),
  receipts: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .meta({ description: "true: the payslip followed by the receipts of its payments, in one file rendered on request (not the stored document)" }),
});
export type PayslipPdfQuery = z.infer<typeof payslipPdfQuery>;

export const reissuePayslipDocumentBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, "reason is required")
    .max(500, "reason is at most 500 characters")
    .meta({ description: "Why the document is reissued (kept in the audit log)" }),
});
export type ReissuePayslipDocumentBody = z.infer<typeof reissuePayslipDocumentBody>;

export const payslipDocumentVersionResponseSchema = z
  .object({
    payslipId: z.string().uuid(),
    version: z.number().int().meta({ description: "1 = the document stored at finalize; each reissue adds one" }),
    sha256: z.string().meta({ description: "SHA-256 of the PDF bytes (hex): the ETag and X-Content-SHA256 of GET …/pdf?version=n" }),
    size: z.number().int().meta({ description: "bytes" }),
    createdAt: z.string().meta({ description: "when this version was stored (ISO 8601)" }),
    isCurrent: z.boolean().meta({ description: "true for the latest version, the one GET …/pdf serves without ?version" }),
  })
  .meta({ id: "PayslipDocumentVersion" });
export type PayslipDocumentVersion = z.infer<typeof payslipDocumentVersionResponseSchema>;

export const payslipDocumentVersionListResponseSchema = z.object({ data: z.array(payslipDocumentVersionResponseSchema) });
export type PayslipDocumentVersionList = z.infer<typeof payslipDocumentVersionListResponseSchema>;
