import { z } from "zod";
import { isValidDate } from "@/lib/payroll";

/** Identifiers are UUIDs; a malformed id is answered like an unknown one (404). */
export const idSchema = z.string().uuid();
export const idParams = z.object({ id: idSchema });

/** Whether a string is a real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isRealDate(value: string): boolean {
  return isValidDate(value);
}

/** Today's date in Italy (YYYY-MM-DD): what "today", "current" and "not in the future" mean for a clerk in Italy. */
export function todayInItaly(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * The dates the application accepts anywhere (work events, periods, birth dates, contract dates,
 * list filters): year 0000 or 9999 is a typo, and far dates break date arithmetic and storage.
 */
export const MIN_DATE = "1900-01-01";
export const MAX_DATE = "2100-12-31";
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
const DATE_RANGE_MESSAGE = `Dates are between ${MIN_DATE} and ${MAX_DATE}`;

/** A real calendar date written YYYY-MM-DD between 1900-01-01 and 2100-12-31 (one error per bad value). */
export const isoDate = z
  .string()
  .superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      ctx.addIssue({ code: "custom", message: "Use the format YYYY-MM-DD", params: { code: "invalid_date_format" } });
      return;
    }
    if (!isRealDate(value)) {
      ctx.addIssue({ code: "custom", message: "Not a real calendar date", params: { code: "invalid_date" } });
      return;
    }
    if (value < MIN_DATE || value > MAX_DATE) {
      ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE, params: { code: "date_out_of_range" } });
    }
  })
  .meta({ format: "date" });

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A period YYYY-MM, from 1900-01 to 2100-12. */
export const isoMonth = z
  .string()
  .superRefine((value, ctx) => {
    if (!MONTH_PATTERN.test(value)) {
      ctx.addIssue({ code: "custom", message: "Use the format YYYY-MM", params: { code: "invalid_month_format" } });
      return;
    }
    const year = Number(value.slice(0, 4));
    if (year < MIN_YEAR || year > MAX_YEAR) {
      ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE, params: { code: "date_out_of_range" } });
    }
  })
  // the pattern stays in the OpenAPI document; the check above words its refusal with a stable code
  .meta({ pattern: MONTH_PATTERN.source });

/** A year YYYY from 1900 to 2100. */
export const isoYear = z
  .string()
  .regex(/^\d{4}$/, "year is YYYY")
  .superRefine((value, ctx) => {
    const year = Number(value);
    if (/^\d{4}$/.test(value) && (year < MIN_YEAR || year > MAX_YEAR)) {
      ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE, params: { code: "date_out_of_range" } });
    }
  });

/** Decimal string with at most `scale` decimals, within [min, max]. Compared as decimals, never floats. */
export function decimalString(options: { scale: number; min?: string; max?: string; label?: string }) {
  const pattern = new RegExp(`^-?\\d{1,9}(\\.\\d{1,${options.scale}})?$`);
  return (
    z
      .string()
      .superRefine((value, ctx) => {
        if (!pattern.test(value)) {
          ctx.addIssue({
            code: "custom",
            message: `Must be a decimal number with at most ${options.scale} decimals, written as a string (e.g. "12.50")`,
            params: { code: "invalid_decimal", scale: options.scale },
          });
          return;
        }
        if (options.min !== undefined && compareDecimalStrings(value, options.min) < 0) {
          ctx.addIssue({ code: "custom", message: `Must be at least ${options.min}`, params: { code: "below_minimum", minimum: options.min } });
        }
        if (options.max !== undefined && compareDecimalStrings(value, options.max) > 0) {
          ctx.addIssue({ code: "custom", message: `Must be at most ${options.max}`, params: { code: "above_maximum", maximum: options.max } });
        }
      })
      // the pattern stays in the OpenAPI document; the check above words its refusal with the scale
      .meta({ pattern: pattern.source })
  );
}

/** Exact comparison of two plain decimal strings (no exponent). */
export function compareDecimalStrings(a: string, b: string): number {
  const norm = (s: string) => {
    const negative = s.startsWith("-");
    const [int = "0", frac = ""] = s.replace("-", "").split(".");
    return { negative, int: int.replace(/^0+(?=\d)/, ""), frac };
  };
  const x = norm(a);
  const y = norm(b);
  const sign = (n: { negative: boolean; int: string; frac: string }) => (n.negative && /[1-9]/.test(n.int + n.frac) ? -1 : 1);
  if (sign(x) !== sign(y)) return sign(x) < sign(y) ? -1 : 1;
  const width = Math.max(x.frac.length, y.frac.length);
  const xs = x.int.padStart(12, "0") + x.frac.padEnd(width, "0");
  const ys = y.int.padStart(12, "0") + y.frac.padEnd(width, "0");
  const cmp = xs < ys ? -1 : xs > ys ? 1 : 0;
  return sign(x) === -1 ? -cmp : cmp;
}

/** One refused field of a problem+json answer (and of a blocked payroll-run item). */
export const fieldErrorResponseSchema = z.object({
  path: z.string().meta({ description: "JSON pointer to the bad field, e.g. /3/hours" }),
  message: z.string().meta({ description: "English, for logs; a screen words the problem from code and params" }),
  code: z.string().meta({
    description:
      "Stable code: a zod issue code (too_small, too_big, invalid_type, invalid_format, invalid_value) or one of ours (invalid_decimal, below_minimum, above_maximum, invalid_date, day_hours_exceeded…)",
  }),
  params: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "The values the problem names, as strings: minimum, maximum, scale, expected, format…" }),
});
