"use client";
import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { useT } from "@/lib/i18n/client";

/** Paghe's views: the month's payslips, the quarter's contributions and their payments. */
export function ContributionsTabs({ active }: { active: "month" | "contributions" | "payments" }) {
  const t = useT();
  const tabs = [
    { key: "month", href: "/payroll", label: t.statements.tabs.month },
    { key: "contributions", href: "/payroll/contributions", label: t.statements.tabs.contributions },
    { key: "payments", href: "/payroll/contributions/payments", label: t.contributionPayments.tab },
  ] as const;
  return (
    <nav className="mb-4 flex gap-2 border-b border-slate-200" aria-label={t.common.nav.payroll}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={active === tab.key ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            active === tab.key ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function useQuarterLabel() {
  const t = useT();
  return (quarter: string) => {
    const [y = "", q = ""] = quarter.split("-Q");
    return t.statements.quarterLabel(q, y);
  };
}
