/**
 * What a clerk types into a number field → the API's decimal string (issue 15 point 12). One home
 * for every form: "1.250,00", "1250,00", "1 250,00 €" and "1250.00" are all 1250.00 for money;
 * hours and multipliers take "4,5" or "4.5" (a dot there is never a thousands separator: nobody
 * types 1.250 hours), and on English screens a lone dot is always the decimal point. Text that is not a number comes back cleaned but unconverted, so the form's
 * validation reports it instead of a wrong figure being sent.
 */
export type DecimalKind = "money" | "quantity";

const ITALIAN_THOUSANDS = /^-?\d{1,3}(\.\d{3})+$/;
const ENGLISH_THOUSANDS = /^-?\d{1,3}(,\d{3})+$/;

export function parseDecimalInput(value: string, kind: DecimalKind = "money", locale: "it" | "en" = "it"): string {
  const v = value.trim().replace(/[\s\u00a0\u202f€]/g, "");
  if (v === "") return v;
  const lastComma = v.lastIndexOf(",");
  const lastDot = v.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // both: the last one is the decimal separator, the other groups thousands ("1.250,00", "1,250.00")
    const decimal = lastComma > lastDot ? "," : ".";
    const whole = v.slice(0, Math.max(lastComma, lastDot));
    const fraction = v.slice(Math.max(lastComma, lastDot) + 1);
    const grouped = decimal === "," ? ITALIAN_THOUSANDS : ENGLISH_THOUSANDS;
    if (!grouped.test(whole) || !/^\d+$/.test(fraction)) return v;
    return `${whole.replace(/[.,]/g, "")}.${fraction}`;
  }
  if (lastComma >= 0) {
    if (v.indexOf(",") === lastComma) return v.replace(",", "."); // the Italian decimal comma
    return kind === "money" && ENGLISH_THOUSANDS.test(v) ? v.replace(/,/g, "") : v;
  }
  // only dots: on Italian screens "1.250" and "12.000" are money with thousands; otherwise a decimal point
  if (kind === "money" && locale === "it" && ITALIAN_THOUSANDS.test(v) && !/^-?0\./.test(v)) return v.replace(/\./g, "");
  return v;
}

/** The API's decimal ("1250.00") → what an input shows on the clerk's screens ("1250,00" in Italian). */
export function formatDecimalInput(value: string, locale: "it" | "en" = "it"): string {
  return locale === "it" ? value.replace(".", ",") : value;
}

/** react-hook-form `setValueAs` for an hours or multiplier field: the typed text as the API's decimal. */
export function quantityInput(value: unknown): unknown {
  return typeof value === "string" ? parseDecimalInput(value, "quantity") : value;
}
