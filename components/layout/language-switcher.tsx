"use client";
import { useI18n, useSetLocale } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/config";

export function LanguageSwitcher() {
  const { locale, t } = useI18n();
  const setLocale = useSetLocale();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span>{t.common.language.label}</span>
      <select
        value={locale}
        onChange={(e) => setLocale(e.target.value as Locale)}
        className="rounded-md border-0 bg-transparent py-1 pr-7 text-sm ring-1 ring-slate-300 ring-inset"
        data-testid="language-switcher"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t.common.language[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
