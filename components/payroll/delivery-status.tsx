"use client";
import { useI18n } from "@/lib/i18n/client";
import { formatTimestamp } from "@/lib/format/display";
import { cn } from "@/components/ui/cn";

/**
 * What the worker did with a final payslip in their portal (issue 29): opened it ("Vista il …") and
 * confirmed receiving the pay ("Ricevuta confermata il …"). An icon with its text, never an icon
 * alone; the stable test ids `delivery-viewed` / `delivery-confirmed` carry `data-state`.
 */
export function DeliveryStatus({
  viewedAt,
  receiptConfirmedAt,
  compact = false,
}: {
  viewedAt: string | null;
  receiptConfirmedAt: string | null;
  /** in a table row: only what happened, no "not yet" */
  compact?: boolean;
}) {
  const { t, locale } = useI18n();
  const s = t.delivery.status;
  const when = (iso: string) => formatTimestamp(iso, locale);
  if (compact && !viewedAt && !receiptConfirmedAt) return null;
  return (
    <ul className={cn("flex flex-col gap-0.5 text-xs", compact ? "mt-1" : "text-sm")} data-testid="delivery-status">
      {(viewedAt || !compact) && (
        <li className={viewedAt ? "text-slate-700" : "text-slate-500"} data-testid="delivery-viewed" data-state={viewedAt ? "viewed" : "not_viewed"}>
          <span aria-hidden="true" className="mr-1">
            {viewedAt ? "👁" : "○"}
          </span>
          {viewedAt ? s.viewedOn(when(viewedAt)) : s.notViewed}
        </li>
      )}
      {(receiptConfirmedAt || !compact) && (
        <li
          className={receiptConfirmedAt ? "font-medium text-emerald-700" : "text-slate-500"}
          data-testid="delivery-confirmed"
          data-state={receiptConfirmedAt ? "confirmed" : "not_confirmed"}
        >
          <span aria-hidden="true" className="mr-1">
            {receiptConfirmedAt ? "✓" : "○"}
          </span>
          {receiptConfirmedAt ? s.confirmedOn(when(receiptConfirmedAt)) : s.notConfirmed}
        </li>
      )}
    </ul>
  );
}
