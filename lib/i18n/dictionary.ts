import type { Locale } from "./config";
import { dictionary as en } from "./locales/en";
import { dictionary as it, type Dictionary } from "./locales/it";

export type { Dictionary };

/**
 * Every UI string lives in lib/i18n/messages/<feature>.ts (Italian) and messages/en/<feature>.ts
 * (English, typed by the Italian). Both languages, for the server and tests; the browser loads
 * its page's language only (lib/i18n/client.tsx).
 */
const dictionaries: Record<Locale, Dictionary> = { it, en };

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
