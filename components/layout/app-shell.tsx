"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { useT } from "@/lib/i18n/client";
import { LanguageSwitcher } from "./language-switcher";
import { SessionExpiredDialog } from "./session-expired-dialog";

type NavItem = { href: string; label: string; match?: string };

function NavLinks({ items, pathname, vertical }: { items: NavItem[]; pathname: string; vertical?: boolean }) {
  const t = useT();
  const linkClass = (active: boolean) =>
    cn("rounded-md px-3 py-2 text-sm font-medium", active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100");
  return (
    <nav aria-label="main" className={cn("flex gap-1", vertical ? "flex-col" : "flex-1 flex-wrap")}>
      {items.map((item) => {
        const active = pathname.startsWith(item.match ?? item.href);
        return (
          <Link key={item.href} href={item.href} aria-current={active ? "page" : undefined} className={linkClass(active)}>
            {item.label}
          </Link>
        );
      })}
      <a href="/docs" className={linkClass(false)}>
        {t.common.nav.apiDocs}
      </a>
    </nav>
  );
}

function UserBox({ user }: { user: { name: string; email: string } }) {
  return (
    <div className="min-w-0 text-xs text-slate-500 lg:text-right">
      <div className="truncate font-medium text-slate-700">{user.name}</div>
      <div className="truncate">{user.email}</div>
    </div>
  );
}

/**
 * The app's frame. At widths under 1024 px (phones, tablets: issue 15 point 3) the navigation,
 * the language switcher and "Esci" collapse into a menu opened by one button, so nothing of the
 * header is ever off screen.
 */
export function AppShell({ user, children }: { user: { name: string; email: string; role: string }; children: ReactNode }) {
  const t = useT();
  const pathname = usePathname();
  // the menu is open on the page where it was opened: a link followed from it closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const nav: NavItem[] = [
    { href: "/employers", label: t.common.nav.employers },
    { href: "/contracts", label: t.common.nav.contracts },
    { href: "/workers", label: t.workers.nav },
    { href: "/payroll", label: t.common.nav.payroll },
    { href: "/months", label: t.months.nav },
    { href: "/payroll/contributions", label: t.statements.nav },
    { href: "/settings/api-keys", label: t.common.nav.settings, match: "/settings" },
  ];
  const signOutButton = (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/sign-in" })}
      className="rounded-md px-3 py-2 text-left text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      {t.common.nav.signOut}
    </button>
  );
  return (
    <div className="min-h-screen">
      {/* the first stop of the keyboard: straight to the page's content past the navigation (point 9) */}
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:ring-2 focus:ring-brand-600"
      >
        {t.common.nav.skipToContent}
      </a>
      <header className="no-print border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
          <Link href="/" className="text-lg font-semibold text-brand-700">
            {t.common.appName}
          </Link>
          <div className="hidden flex-1 items-center gap-6 lg:flex">
            <NavLinks items={nav} pathname={pathname} />
            <LanguageSwitcher />
            <UserBox user={user} />
            {signOutButton}
          </div>
          <button
            type="button"
            className="ml-auto rounded-md px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="app-menu"
            aria-label={menuOpen ? t.common.nav.closeMenu : t.common.nav.openMenu}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <span aria-hidden="true">☰ </span>
            {t.common.nav.menu}
          </button>
        </div>
        {menuOpen && (
          <div id="app-menu" className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 lg:hidden">
            <NavLinks items={nav} pathname={pathname} vertical />
            <LanguageSwitcher />
            <UserBox user={user} />
            {signOutButton}
          </div>
        )}
      </header>
      <SessionExpiredDialog email={user.email} />
      <main id="content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
