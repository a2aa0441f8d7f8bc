"use client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { formatAmount, formatDate, formatNumber } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { OpeningBalancesView } from "@/lib/validation/contract";

const DAYS = ["vacationDaysLeftThisYear", "vacationDaysLeftPreviousYear", "sickDaysUsedLast365"] as const;
const AMOUNTS = ["thirteenthAccruedThisYear", "tfrFundAtLastYearEnd", "tfrAccruedThisYear", "ytdGross", "ytdWorkerInps", "ytdWorkerCassacolf"] as const;

/** What the previous payroll system left: vacation, sick days, thirteenth, TFR and the year's totals so far. */
export function OpeningBalancesCard({ balances, onEdit }: { balances: OpeningBalancesView | null; onEdit: () => void }) {
  const { t, locale } = useI18n();
  const d = t.contracts.detail;
  const b = balances;
  return (
    <Card
      className="lg:col-span-3"
      title={d.openingBalances}
      actions={
        <Button size="sm" variant="secondary" onClick={onEdit} data-testid="balances-edit">
          {b ? d.editBalances : d.setBalances}
        </Button>
      }
    >
      {b ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="opening-balances">
          <div>
            <dt className="text-slate-500">{d.balances.asOfDate}</dt>
            <dd className="font-medium">{formatDate(b.asOfDate)}</dd>
          </div>
          {DAYS.map((k) => (
            <div key={k}>
              <dt className="text-slate-500">{d.balances[k]}</dt>
              <dd className="font-medium tabular-nums">{formatNumber(b[k], locale, "—", 0, 10)}</dd>
            </div>
          ))}
          {AMOUNTS.map((k) => (
            <div key={k}>
              <dt className="text-slate-500">{d.balances[k]}</dt>
              <dd className="font-medium tabular-nums">{formatAmount(b[k], locale)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">{d.noOpeningBalances}</p>
      )}
    </Card>
  );
}
