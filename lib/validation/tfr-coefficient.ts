import { z } from "zod";
import { decimalString, isoMonth } from "./common";

/**
 * POST /v1/rate-tables/tfr-coefficients: a month's published coefficient (percent, 0–20, up to 6
 * decimals) or the FOI index the coefficient is computed from; with both, the coefficient is checked
 * against the FOI (docs/domain/rules-update.md §2).
 */
export const createTfrCoefficientSchema = z
  .strictObject({
    month: isoMonth.meta({ description: "Month of the coefficient, YYYY-MM (YYYY-12 is the annual 31 December coefficient)" }),
    percent: decimalString({ scale: 6, min: "0", max: "20" }).optional().meta({ description: 'Coefficient in percent, e.g. "2.061356"' }),
    foi: decimalString({ scale: 1, min: "50", max: "300" })
      .optional()
      .meta({ description: "ISTAT FOI ex tabacchi of the month (base 2025 = 100 from January 2026)" }),
    source: z
      .string()
      .trim()
      .min(1, "source is required")
      .max(500, "source is at most 500 characters")
      .meta({ description: "Where the coefficient was published" }),
  })
  .superRefine((v, ctx) => {
    if (v.percent === undefined && v.foi === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["percent"],
        message: "Give the coefficient (percent) or the FOI index",
        params: { code: "coefficient_or_foi_required" },
      });
  });
export type CreateTfrCoefficientInput = z.infer<typeof createTfrCoefficientSchema>;

export const listTfrCoefficientsQuery = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, "year is YYYY")
    .optional(),
});

/** A TFR revaluation coefficient as the API answers it: one contract for the service, the document and the screen. */
export const tfrCoefficientResponseSchema = z
  .object({
    id: z.string().uuid(),
    month: z.string().meta({ example: "2025-11" }),
    percent: z.string().meta({ description: "coefficient in percent, 6 decimals", example: "2.061356" }),
    foi: z.string().nullable().meta({ description: "ISTAT FOI ex tabacchi of the month", example: "121.3" }),
    foiBase: z.enum(["2015", "2025"]).meta({ description: "FOI base year = 100 (base 2025 from January 2026, linked with 1.214)" }),
    isDerived: z.boolean().meta({ description: "computed from the FOI, not found published" }),
    source: z.string(),
    provisional: z.boolean().meta({
      description:
        "true: the calling organization's own provisional figure (added by its POST), used by its payslips only while the installation's series has no figure for the month",
    }),
    createdAt: z.string(),
  })
  .meta({ id: "TfrCoefficient" });
export type TfrCoefficientView = z.infer<typeof tfrCoefficientResponseSchema>;
