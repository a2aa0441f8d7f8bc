export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";
export const LOCALE_COOKIE = "locale";

export function toLocale(value: string | undefined | null): Locale {
  return (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : DEFAULT_LOCALE;
}

/** An API caller's language: the app's locale cookie (a clerk's screens), else Accept-Language's first "en" or "it", else Italian. */
export function preferredLocale(cookieValue: string | undefined | null, acceptLanguage: string | null): Locale {
  if (cookieValue && (LOCALES as readonly string[]).includes(cookieValue)) return cookieValue as Locale;
  const first = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((tag) => (LOCALES as readonly string[]).includes(tag));
  return (first as Locale | undefined) ?? DEFAULT_LOCALE;
}
