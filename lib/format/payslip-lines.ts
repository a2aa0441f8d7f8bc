/**
 * Which payslip lines a document groups together, for the PDF and the print page alike. Pure: usable
 * by server and client components.
 */
const THIRTEENTH_CODES = new Set(["TREDICESIMA", "TREDICESIMA_RATEI"]);

/** The earning lines that pay a thirteenth (the thirteenth payslip, or its pro rata at the end of employment). */
export function thirteenthPaidLines<E extends { code: string }>(earnings: readonly E[]): E[] {
  return earnings.filter((e) => THIRTEENTH_CODES.has(e.code));
}
