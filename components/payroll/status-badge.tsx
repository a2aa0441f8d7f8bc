"use client";
import { Badge } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import type { MonthStatus } from "@/lib/client/payroll";

const TONES = { not_run: "gray", draft: "blue", final: "green", outdated: "amber" } as const;

/** not run / bozza / definitivo / da aggiornare. A draft that is outdated shows as "da aggiornare". */
export function PayslipStatusBadge({ status, outdated = false }: { status: MonthStatus; outdated?: boolean }) {
  const t = useT();
  const shown: MonthStatus = outdated && status === "draft" ? "outdated" : status;
  return (
    <span data-testid="payslip-status" data-status={shown}>
      <Badge tone={TONES[shown]}>{t.payroll.status[shown]}</Badge>
    </span>
  );
}
