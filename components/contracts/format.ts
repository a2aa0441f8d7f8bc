import type { Dictionary } from "@/lib/i18n/dictionary";

export function workerName(w: { firstName: string; lastName: string }): string {
  return `${w.lastName} ${w.firstName}`;
}

/** An Italian (or English) sentence for a field problem: shared-check codes first, then by field. */
export function issueText(t: Dictionary, issue: { path: string; code: string; message?: string; params?: Record<string, string> }): string {
  const c = t.contracts;
  const known = (c.issues as Record<string, ((p: Partial<Record<string, string>>) => string) | undefined>)[issue.code];
  if (known) return known(issue.params ?? {});
  const field = issue.path.split("/").pop() ?? "";
  const v = c.validation;
  if (field === "fiscalCode") return v.fiscalCode;
  if (field === "iban") return v.iban;
  if (field === "province") return v.province;
  if (field === "zipCode") return v.zipCode;
  if (field === "employerId") return v.employerRequired;
  if (issue.code === "invalid_type" || (issue.code === "too_small" && /firstName|lastName/.test(field))) return v.required;
  if (/Date$|^effectiveFrom$/.test(field)) return v.date;
  if (["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].includes(field)) return v.hours;
  if (/^vacationDays/.test(field) || field === "sickDaysUsedLast365") return v.days;
  if (/wage|thirteenth|tfr/i.test(field)) return v.amount;
  if (issue.code === "too_big") return v.tooLong;
  return v.invalid;
}
