import type { Dictionary } from "@/lib/i18n/dictionary";

/**
 * The shared zod schemas (lib/validation/payslip.ts) and the API speak English; the clerk reads
 * Italian. Known messages are translated, anything else is shown as it came.
 */
export function localizeIssue(message: string | undefined, t: Dictionary): string {
  if (!message) return t.payroll.errors.required;
  const e = t.payroll.errors;
  let m: RegExpMatchArray | null;
  if ((m = message.match(/decimal number with at most (\d+) decimals/))) return e.decimal(Number(m[1]));
  if ((m = message.match(/^Must be at least (.+)$/))) return e.min(m[1]!);
  if ((m = message.match(/^Must be at most (.+)$/))) return e.max(m[1]!);
  if (/YYYY-MM-DD|real calendar date/.test(message)) return e.date;
  if (/is required$/.test(message) || /^Invalid input: expected string, received undefined/.test(message)) return e.required;
  if (/^Notice indemnity needs employmentEndDate/.test(message)) return e.noticeNeedsEnd;
  if ((m = message.match(/expected string to have <=\s*(\d+) characters/)) || (m = message.match(/^Too big:.*<=\s*(\d+)/))) return e.tooLong(m[1]!);
  return message;
}
