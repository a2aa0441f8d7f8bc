"use client";
import { createContext, use, useCallback, useContext, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { LOCALE_COOKIE, toLocale, type Locale } from "./config";
import type { Dictionary } from "./dictionary";

const I18nContext = createContext<{ locale: Locale; t: Dictionary } | null>(null);

/** A promise React's `use` reads without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

const dictionaries = new Map<Locale, TrackedPromise<Dictionary>>();

/**
 * Each language's dictionary is its own chunk (lib/i18n/locales): a page loads the one it shows,
 * never both. The promise is kept, so a language loaded once is at hand synchronously.
 */
export function loadDictionary(locale: Locale): Promise<Dictionary> {
  let promise = dictionaries.get(locale);
  if (!promise) {
    const loading: TrackedPromise<Dictionary> = (locale === "en" ? import("./locales/en") : import("./locales/it")).then(
      (m) => {
        loading.status = "fulfilled";
        loading.value = m.dictionary;
        return m.dictionary;
      },
      (error: unknown) => {
        // a chunk that failed to load (network): the error boundary shows it, the next render tries again
        loading.status = "rejected";
        loading.reason = error;
        dictionaries.delete(locale);
        throw error;
      },
    );
    loading.status = "pending";
    promise = loading;
    dictionaries.set(locale, promise);
  }
  return promise;
}

// In the browser, fetch the page's language (the server wrote it on <html lang>) as soon as this
// module runs, in parallel with the rest of the start-up rather than when hydration first asks.
if (typeof document !== "undefined") loadDictionary(toLocale(document.documentElement.lang)).catch(() => undefined);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = use(loadDictionary(locale));
  return <I18nContext.Provider value={{ locale, t }}>{children}</I18nContext.Provider>;
}

export function useI18n(): { locale: Locale; t: Dictionary } {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}

export function useT(): Dictionary {
  return useI18n().t;
}

export function useSetLocale(): (locale: Locale) => void {
  const router = useRouter();
  return useCallback(
    (locale: Locale) => {
      // the new language's chunk first, so the page changes language in one step once the server answers
      void loadDictionary(locale)
        .catch(() => undefined)
        .then(() => {
          document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
          router.refresh();
        });
    },
    [router],
  );
}
