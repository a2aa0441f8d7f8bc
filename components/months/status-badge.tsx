"use client";
import { Badge } from "@/components/ui/misc";
import type { InboxStatus } from "@/lib/client/months";
import { useT } from "@/lib/i18n/client";

const TONE = { not_started: "gray", open: "blue", submitted: "amber", returned: "red", accepted: "green" } as const;

/** A month's status (the inbox's not_started included) as a badge. */
export function MonthStatusBadge({ status }: { status: InboxStatus }) {
  const t = useT();
  return (
    <span data-testid="month-status" data-status={status}>
      <Badge tone={TONE[status]}>{t.months.status[status]}</Badge>
    </span>
  );
}
