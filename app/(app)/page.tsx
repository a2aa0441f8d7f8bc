import Link from "next/link";
import { DeadlineList } from "@/components/deadlines/deadline-list";
import { formatPeriod } from "@/components/payroll/format";
import { formatDate } from "@/lib/format/display";
import { Card, PageHeader } from "@/components/ui/misc";
import { requireSessionContext } from "@/lib/services/page-context";
import { getServerDictionary } from "@/lib/i18n/server";
import { clerkTodo, ENDING_SOON_DAYS } from "@/lib/services/home/clerk-todo";
import { todayInItaly } from "@/lib/validation/common";

export const dynamic = "force-dynamic";

/** The clerk's to-do list (issue 15 point 13): each item links to where it is done. */
export default async function HomePage() {
  const { t, locale } = await getServerDictionary();
  const h = t.common.home;
  const todo = await clerkTodo(await requireSessionContext(), { today: todayInItaly(), locale });
  const links = [
    { href: "/employers", label: t.common.nav.employers },
    { href: "/contracts", label: t.common.nav.contracts },
    { href: "/workers", label: t.workers.nav },
    { href: "/payroll", label: t.common.nav.payroll },
    { href: "/settings/api-keys", label: t.common.nav.settings },
  ];
  const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
  return (
    <>
      <PageHeader title={h.title} description={h.intro} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3" data-testid="home-todo">
        <Card title={h.monthsTitle}>
          <ul className="space-y-4">
            {todo.months.map((m) => {
              const items = [
                { status: "not_run", n: m.counts.not_run, text: h.notRun(m.counts.not_run) },
                { status: "draft", n: m.counts.draft, text: h.drafts(m.counts.draft) },
                { status: "outdated", n: m.counts.outdated, text: h.outdated(m.counts.outdated) },
              ].filter((i) => i.n > 0);
              return (
                <li key={m.period} data-testid={`home-month-${m.period}`}>
                  <Link href={`/payroll?period=${m.period}`} className={link}>
                    {formatPeriod(m.period, t)}
                  </Link>
                  {items.length === 0 ? (
                    <p className="text-sm text-slate-600">{h.allDone(m.total)}</p>
                  ) : (
                    <ul className="mt-1 space-y-0.5 text-sm">
                      {items.map((i) => (
                        <li key={i.status}>
                          <Link href={`/payroll?period=${m.period}&status=${i.status}`} className={link} data-testid={`home-${i.status}-${m.period}`}>
                            {i.text}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
        <Card title={h.endingTitle(ENDING_SOON_DAYS)}>
          {todo.endingSoon.length === 0 ? (
            <p className="text-sm text-slate-600">{h.endingNone}</p>
          ) : (
            <ul className="space-y-2 text-sm" data-testid="home-ending">
              {todo.endingSoon.map((c) => (
                <li key={c.domesticContractId}>
                  <Link href={`/contracts/${c.domesticContractId}`} className={link}>
                    {c.workerName}
                  </Link>{" "}
                  <span className="text-slate-600">
                    ({c.employerName}): {c.kind === "recorded_end" ? h.endingRecorded(formatDate(c.endDate)) : h.endingFixedTerm(formatDate(c.endDate))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={h.deadlineTitle}>
          <p className="text-sm text-slate-800" data-testid="home-deadline">
            {h.deadline(h.quarterLabel(todo.nextDeadline.quarter.slice(0, 4), todo.nextDeadline.quarter.slice(6)), formatDate(todo.nextDeadline.dueDate))}
          </p>
          <Link href={`/payroll/contributions?quarter=${todo.nextDeadline.quarter}`} className={`${link} mt-2 inline-block text-sm`}>
            {h.deadlineLink}
          </Link>
        </Card>
      </div>
      <Card title={t.deadlines.home.title} className="mt-4">
        <DeadlineList deadlines={todo.deadlines} t={t} />
      </Card>
      <nav aria-label={h.shortcuts} className="mt-6 flex flex-wrap gap-3 text-sm">
        {links.map((l) => (
          <Link key={l.href} href={l.href} className={link}>
            {l.label} →
          </Link>
        ))}
      </nav>
    </>
  );
}
