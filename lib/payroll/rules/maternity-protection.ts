/**
 * Maternity protection (docs/domain/rules-update-3.md A13; rules.md §9.3; CCNL maternity article;
 * D.Lgs. 151/2001 art. 54): from the start of pregnancy until the end of the compulsory maternity
 * leave the worker cannot be dismissed, except for just cause. A dismissal inside the protected
 * period is refused; a resignation inside it is accepted with a warning (it must be validated by
 * the labour inspectorate, art. 55 c. 4; interpretation: a mutual agreement too, as that article says).
 *
 * The period: the start of pregnancy is presumed 300 days before the expected birth (art. 54 c. 2);
 * the compulsory leave ends 3 months after the birth (2 + 3; with 1 + 4 or 0 + 5 it ends later, and
 * the recorded maternity days say so). Interpretation when no expected birth date is known: the
 * expected birth is taken as the first recorded maternity day + 2 months (the usual 2 + 3 split),
 * and the protection runs at least to the last recorded maternity day.
 */
import { addDays, addMonths } from "../calendar/dates";

/** presumed start of pregnancy: 300 days before the expected birth (D.Lgs. 151/2001 art. 54 c. 2) */
export const PREGNANCY_PRESUMED_DAYS = 300;

export interface MaternityProtectionInput {
  /** the recorded end of employment */
  endDate: string;
  endReason: string;
  /** expected (or actual) birth date, when the clerk recorded it */
  expectedBirthDate?: string | null;
  /** days recorded as maternity_leave for the contract (any order) */
  maternityDates: readonly string[];
}

export interface MaternityProtection {
  from: string;
  to: string;
  /** "refused": a dismissal inside the period; "warning": a resignation inside it; "none" otherwise */
  verdict: "refused" | "warning" | "none";
}

/** The protected period and what it means for this end of employment; null when no maternity is known. */
export function maternityProtection(input: MaternityProtectionInput): MaternityProtection | null {
  const dates = [...input.maternityDates].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const birth = input.expectedBirthDate ?? (first ? addMonths(first, 2) : null);
  if (!birth) return null;
  const from = addDays(birth, -PREGNANCY_PRESUMED_DAYS);
  const leaveEnd = addDays(addMonths(birth, 3), -1);
  const to = last && last > leaveEnd ? last : leaveEnd;
  const inside = input.endDate >= from && input.endDate <= to;
  let verdict: MaternityProtection["verdict"] = "none";
  if (inside && input.endReason === "dismissal") verdict = "refused";
  // a mutual agreement inside the period needs the same validation as a resignation (art. 55 c. 4)
  else if (inside && (input.endReason === "resignation" || input.endReason === "mutual_agreement")) verdict = "warning";
  return { from, to, verdict };
}
