import type { Metadata } from "next";
import Link from "next/link";
import { MonthStatusLabel } from "@/components/months/portal/status-label";
import { getServerDictionary } from "@/lib/i18n/server";
import { listHouseholdMonths } from "@/lib/services/months/list-household-months";
import { requirePortalContext } from "@/lib/services/portal-context";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerDictionary();
  return { title: t.months.portal.title };
}

/** /portal/months: the household's months to fill in (previous and current month of each contract), on a phone. */
export default async function PortalMonthsPage() {
  const ctx = await requirePortalContext();
  const { t } = await getServerDictionary();
  const months = await listHouseholdMonths(ctx);
  const p = t.months.portal;
  return (
    <div className="mx-auto max-w-[430px] px-3 py-4">
      <h1 className="text-lg font-semibold text-slate-900">{p.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{p.intro}</p>
      {months.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">{p.none}</p>
      ) : (
        <ul className="mt-4 space-y-2" aria-label={p.title}>
          {months.map((m) => (
            <li key={`${m.domesticContractId}-${m.period}`}>
              <Link
                href={`/portal/months/${m.domesticContractId}/${m.period}`}
                className="flex min-h-11 items-center justify-between rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
                data-testid="portal-month-link"
              >
                <span>
                  <span className="block font-medium">{p.openMonth(m.workerName, m.period)}</span>
                  <span className="block text-xs text-slate-500">{m.employerName}</span>
                </span>
                <MonthStatusLabel status={m.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
