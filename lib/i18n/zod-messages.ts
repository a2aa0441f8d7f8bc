import { z } from "zod";
import type { Locale } from "./config";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const MESSAGES = {
  it: {
    required: "Campo obbligatorio",
    minChars: (n: number) => `Almeno ${n} caratteri`,
    maxChars: (n: number) => `Al massimo ${n} caratteri`,
    email: "Indirizzo e-mail non valido",
    invalid: "Valore non valido",
  },
  en: {
    required: "Required",
    minChars: (n: number) => `At least ${n} characters`,
    maxChars: (n: number) => `At most ${n} characters`,
    email: "Not a valid e-mail address",
    invalid: "Not a valid value",
  },
} as const;

/**
 * Client-side form messages in the clerk's language (issue 15 point 16): the shared request
 * schemas carry no English text of their own, and the forms parse them with this error map
 * (zodResolver(schema, { error })), so an Italian screen never shows zod's English. The API keeps
 * zod's default messages, which integrators read.
 */
export function zodErrorMap(locale: Locale): z.core.$ZodErrorMap {
  const m = MESSAGES[locale];
  const fallback = (locale === "it" ? z.locales.it() : z.locales.en()).localeError;
  return (issue: Issue) => {
    if (issue.code === "invalid_type" && issue.input === undefined) return m.required;
    if (issue.code === "too_small" && issue.origin === "string") return Number(issue.minimum) <= 1 ? m.required : m.minChars(Number(issue.minimum));
    if (issue.code === "too_big" && issue.origin === "string") return m.maxChars(Number(issue.maximum));
    if (issue.code === "invalid_format" && issue.format === "email") return m.email;
    if (issue.code === "custom") return m.invalid;
    const message = fallback(issue);
    return typeof message === "string" ? message : (message?.message ?? m.invalid);
  };
}
