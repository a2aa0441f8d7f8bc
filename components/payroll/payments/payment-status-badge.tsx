"use client";
import { Badge } from "@/components/ui/misc";
import { useI18n } from "@/lib/i18n/client";
import type { PayslipPaymentStatus } from "@/lib/payroll";

const TONE = { unpaid: "amber", partly_paid: "blue", paid: "green" } as const;

/** Unpaid / partly paid / paid: a final payslip's pay as recorded. */
export function PaymentStatusBadge({ status }: { status: PayslipPaymentStatus }) {
  const { t } = useI18n();
  return (
    <span data-testid="payment-status">
      <Badge tone={TONE[status]}>{t.payments.status[status]}</Badge>
    </span>
  );
}
