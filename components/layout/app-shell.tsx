"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { useT } from "@/lib/i18n/client";
import { LanguageSwitcher } from "./language-switcher";

export function AppShell({ user, children }: { user: { name: string; email: string; role: string }; children: ReactNode }) {
  const t = useT();
  const pathname = usePathname();
  const nav = [
    { href: "/employers", label: t.common.nav.employers },
    { href: "/contracts", label: t.common.nav.contracts },
    { href: "/payroll", label: t.common.nav.payroll },
    { href: "/payroll/contributions", label: t.statements.nav },
    { href: "/settings/api-keys", label: t.common.nav.settings, match: "/settings" },
  ];
  return (
    <div className="min-h-screen">
      <header className="no-print border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
          <Link href="/" className="text-lg font-semibold text-brand-700">
            {t.common.appName}
          </Link>
          <nav aria-label="main" className="flex flex-1 gap-1">
            {nav.map((item) => {
              const active = pathname.startsWith(item.match ?? item.href);
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={cn("rounded-md px-3 py-2 text-sm font-medium", active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100")}
                >
                  {item.label}
                </Link>
              );
            })}
            <a href="/docs" className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100">
              {t.common.nav.apiDocs}
            </a>
          </nav>
          <LanguageSwitcher />
          <div className="text-right text-xs text-slate-500">
            <div className="font-medium text-slate-700">{user.name}</div>
            <div>{user.email}</div>
          </div>
          <button type="button" onClick={() => signOut({ callbackUrl: "/sign-in" })} className="text-sm text-slate-600 hover:text-slate-900">
            {t.common.nav.signOut}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">{children}</main>
    </div>
  );
}
