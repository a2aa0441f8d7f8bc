/**
 * Over-80 contribution relief (docs/domain/rules-update-3.md B6; DL 19/2024 art. 29 c. 15–18;
 * docs/domain/contribution-payments.md "Over-80 relief").
 *
 * - 100 % of the employer's INPS share (CAS.SA.COLF excluded; the worker's share unchanged),
 * - at most € 3,000 a year applied quarterly: € 750 per calendar quarter, across every payment of
 *   the quarter (quarterly and cessation payments share the cap),
 * - for 24 months from the relief's start date (the hire or the conversion to open-ended): a week
 *   counts when its Saturday falls on or after the start and before start + 24 months.
 *
 * No INPS operating circular was found (B6): the relief is modelled as a line on the quarter,
 * behind a contract flag. A notice's eligible part is its employer INPS share in proportion to the
 * hours of its eligible weeks (all of them, except in the quarters where the 24 months begin or end),
 * rounded half-up to the cent; the quarter's cap is then filled notice by notice in date order.
 */
import { addMonths } from "../calendar/dates";
import { Decimal, dec, fmt2, round2 } from "../money";

export const OVER80_RELIEF_QUARTER_CAP = "750.00";
export const OVER80_RELIEF_MONTHS = 24;

export interface ReliefNoticeInput {
  /** the employer's INPS share of the notice */
  inpsEmployer: string;
  /** the notice's weeks: Saturday and decimal hours */
  weeks: readonly { saturday: string; hours: string }[];
}

/** First day no longer relieved: start + 24 months. */
export function over80ReliefEnd(startDate: string): string {
  return addMonths(startDate, OVER80_RELIEF_MONTHS);
}

/** The employer INPS share of one notice that falls in the relief's 24 months (before the cap). */
export function eligibleEmployerShare(notice: ReliefNoticeInput, startDate: string): Decimal {
  const end = over80ReliefEnd(startDate);
  let all = dec(0);
  let eligible = dec(0);
  for (const w of notice.weeks) {
    all = all.plus(dec(w.hours));
    if (w.saturday >= startDate && w.saturday < end) eligible = eligible.plus(dec(w.hours));
  }
  if (all.isZero() || eligible.isZero()) return dec(0);
  if (eligible.equals(all)) return dec(notice.inpsEmployer);
  return round2(dec(notice.inpsEmployer).times(eligible).dividedBy(all));
}

/**
 * The relief of each notice of a quarter (in the order given: date order), the quarter's cap filled
 * from the first. Returns one amount per notice ("0.00" when none).
 */
export function allocateOver80Relief(notices: readonly ReliefNoticeInput[], startDate: string, cap: string = OVER80_RELIEF_QUARTER_CAP): string[] {
  let left = dec(cap);
  return notices.map((n) => {
    const relief = Decimal.min(eligibleEmployerShare(n, startDate), left);
    left = left.minus(relief);
    return fmt2(relief);
  });
}
