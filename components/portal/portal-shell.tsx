"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { useT } from "@/lib/i18n/client";

export interface PortalNav {
  months: boolean;
  calendar: boolean;
}

const tab = "flex min-h-11 min-w-11 flex-1 items-center justify-center rounded-md px-2 text-sm font-medium";

/** The portal's phone shell (issue 29): a header with the language and sign-out, the page, a bottom tab bar. */
export function PortalShell({ nav, children }: { nav: PortalNav; children: ReactNode }) {
  const t = useT();
  const path = usePathname();
  const links = [
    { href: "/portal", label: t.portal.shell.home, show: true },
    { href: "/portal/months", label: t.portal.shell.months, show: nav.months },
    { href: "/portal/payslips", label: t.portal.shell.payslips, show: true },
    { href: "/portal/calendar", label: t.portal.shell.calendar, show: nav.calendar },
  ].filter((l) => l.show);
  const active = (href: string) => (href === "/portal" ? path === "/portal" : path?.startsWith(href));
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col bg-white">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <span className="font-semibold text-brand-700">{t.common.appName}</span>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <button
            type="button"
            onClick={() => signOut({ callbackUrl: "/sign-in" })}
            className="min-h-11 rounded-md px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300"
          >
            {t.portal.shell.signOut}
          </button>
        </div>
      </header>
      {/* the one main landmark of every portal page: the pages themselves render a plain container */}
      <main className="flex-1 px-4 py-4">{children}</main>
      <nav aria-label={t.portal.shell.nav} className="sticky bottom-0 flex gap-1 border-t border-slate-200 bg-white px-2 py-1">
        {links.map((l) => (
          <Link
            key={l.href}
            href={l.href}
            aria-current={active(l.href) ? "page" : undefined}
            className={`${tab} ${active(l.href) ? "text-brand-800 bg-brand-50" : "text-slate-700"}`}
          >
            {l.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
