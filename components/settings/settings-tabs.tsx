"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { useT } from "@/lib/i18n/client";

export function SettingsTabs() {
  const t = useT();
  const pathname = usePathname();
  const tabs = [
    { href: "/settings/api-keys", label: t.settings.tabs.apiKeys },
    { href: "/settings/users", label: t.settings.tabs.users },
    { href: "/settings/tables", label: t.settings.tabs.tables },
    { href: "/settings/payroll", label: t.settings.tabs.payroll },
    { href: "/settings/calendar", label: t.deadlines.calendar.tab },
    { href: "/settings/email", label: t.portal.outbox.tab },
  ];
  return (
    <nav className="mb-6 flex flex-wrap gap-x-4 gap-y-2 border-b border-slate-200" aria-label="settings">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={pathname === tab.href ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-1 pb-2 text-sm font-medium",
            pathname === tab.href ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-slate-800",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
