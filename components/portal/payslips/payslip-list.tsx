"use client";
import Link from "next/link";
import { formatPeriod } from "@/components/payroll/format";
import { useT } from "@/lib/i18n/client";
import type { PortalPayslipItem } from "@/lib/services/payslips/list-portal-payslips";

/**
 * /portal/payslips (issue 29): the final payslips, newest first, each a row as tall as a finger
 * (≥ 44 px). A worker sees the unread ones marked ("Da leggere": never opened) and the confirmed
 * ones; a household sees the list without marks.
 */
export function PortalPayslipList({ items, isWorker }: { items: PortalPayslipItem[]; isWorker: boolean }) {
  const t = useT();
  const d = t.delivery;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6">
      <h1 className="mb-4 text-xl font-semibold text-slate-900">{d.list.title}</h1>
      {items.length === 0 ? (
        <p className="text-slate-600" data-testid="portal-payslips-empty">
          {d.list.empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200" data-testid="portal-payslips">
          {items.map((p) => {
            const unread = isWorker && p.viewedAt === null;
            const period = formatPeriod(p.period, t);
            return (
              <li key={p.id} data-testid="portal-payslip" data-payslip-id={p.id} data-unread={unread ? "true" : "false"}>
                {/* named by what it shows (kind, month, employer, "Da leggere"): a voice command says what is read */}
                <Link
                  href={`/portal/payslips/${p.id}`}
                  className="flex min-h-14 items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="flex flex-col">
                    <span className={unread ? "font-semibold text-slate-900" : "text-slate-900"}>
                      {d.kinds[p.kind]} · {period}
                    </span>
                    <span className="text-sm text-slate-600">{p.employerName}</span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1 text-xs">
                    {unread && (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 font-medium text-white" data-testid="portal-payslip-unread">
                        {d.list.unread}
                      </span>
                    )}
                    {isWorker && p.receiptConfirmedAt && (
                      <span className="font-medium text-emerald-700" data-testid="portal-payslip-confirmed">
                        ✓ {d.list.confirmed}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
