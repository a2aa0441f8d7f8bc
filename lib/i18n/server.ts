import { cookies } from "next/headers";
import { LOCALE_COOKIE, toLocale, type Locale } from "./config";
import { getDictionary, type Dictionary } from "./dictionary";

export async function getLocale(): Promise<Locale> {
  return toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
}

export async function getServerDictionary(): Promise<{ locale: Locale; t: Dictionary }> {
  const locale = await getLocale();
  return { locale, t: getDictionary(locale) };
}
