import Link from "next/link";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { PortalHome as PortalHomeData } from "@/lib/services/portal-access/get-portal-home";

const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const card = "block rounded-lg p-4 ring-1 ring-slate-200";
const action = "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-700 ring-1 ring-brand-200";

/** The portal's home: a household's employers and their contracts, or the worker's contracts, with links. */
export function PortalHome({ home, t, months }: { home: PortalHomeData; t: Dictionary["portal"]["home"]; months: Record<string, boolean> }) {
  const byEmployer =
    home.kind === "household"
      ? home.employers
      : [...new Map(home.contracts.map((c) => [c.employerId, { id: c.employerId, name: c.employerName, right: null }])).values()];
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t.title}</h1>
      <p>{home.kind === "household" ? t.householdIntro : t.workerIntro}</p>
      {home.contracts.length === 0 && <p className="text-slate-600">{t.noContracts}</p>}
      {byEmployer.map((employer) => (
        <section key={employer.id} className="space-y-2" aria-labelledby={`employer-${employer.id}`}>
          <h2 id={`employer-${employer.id}`} className="font-semibold">
            {employer.name}
            {employer.right && <span className="ml-2 text-sm font-normal text-slate-600">{t.rights[employer.right]}</span>}
          </h2>
          {home.contracts
            .filter((c) => c.employerId === employer.id)
            .map((c) => (
              <div key={c.id} className={card}>
                <p className="font-medium">{home.kind === "household" ? c.workerName : t.contractWith({ name: c.employerName })}</p>
                <p className="text-sm text-slate-600">{c.endDate ? t.ended({ date: italianDate(c.endDate) }) : t.since({ date: italianDate(c.startDate) })}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link className={action} href={`/portal/payslips?contractId=${c.id}`}>
                    {t.payslips}
                  </Link>
                  {months[employer.id] && (
                    <Link className={action} href={`/portal/months?contractId=${c.id}`}>
                      {t.months}
                    </Link>
                  )}
                  {home.kind === "worker" && (
                    <Link className={action} href={`/portal/calendar?contractId=${c.id}`}>
                      {t.calendar}
                    </Link>
                  )}
                </div>
              </div>
            ))}
        </section>
      ))}
    </div>
  );
}
