"use client";
import Link from "next/link";
import { Alert } from "@/components/ui/misc";
import { monthNames } from "@/lib/format/calendar-names";
import { useI18n } from "@/lib/i18n/client";
import type { RateTableOverrideResult } from "@/lib/validation/rate-table";

/** What a change of the tables did: the drafts now outdated, the finals to correct, and their months. */
export function ChangeResult({ result, removed }: { result: RateTableOverrideResult; removed: boolean }) {
  const { t, locale } = useI18n();
  const r = t.rateTables.result;
  const { drafts, finals, periods } = result.affected;
  const monthName = (period: string) => `${monthNames(locale)[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
  return (
    <Alert tone="green">
      <div data-testid="rate-change-result" className="space-y-1">
        <p className="font-medium">{removed ? r.removed : r.saved}</p>
        {drafts + finals === 0 ? (
          <p>{r.none}</p>
        ) : (
          <ul className="list-inside list-disc">
            {drafts > 0 && <li data-testid="rate-change-drafts">{r.drafts(drafts)}</li>}
            {finals > 0 && <li data-testid="rate-change-finals">{r.finals(finals)}</li>}
          </ul>
        )}
        {periods.map((period) => (
          <Link key={period} className="mr-3 text-brand-700 underline" href={`/payroll?period=${period}`} data-testid="rate-change-month">
            {r.openMonth(monthName(period))}
          </Link>
        ))}
      </div>
    </Alert>
  );
}
