// Small wording helpers both languages of a feature use (each language is its own module).

/** "1137.86" → "1.137,86" (it) or "1,137.86" (en), as text: no float on the way. */
export function money(value: string | undefined, locale: "it" | "en"): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value ?? "");
  if (!m) return value ?? "";
  const int = (m[1] ?? "").replace(/\B(?=(\d{3})+(?!\d))/g, locale === "it" ? "." : ",");
  return m[2] ? `${int}${locale === "it" ? "," : "."}${m[2]}` : int;
}

/** singular when the quantity is exactly one */
export const unit =
  (one: string, many: string) =>
  (singular: boolean): string =>
    singular ? one : many;
