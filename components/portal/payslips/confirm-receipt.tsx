"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { useConfirmPayslipReceipt } from "@/lib/client/payslip-delivery";
import { formatTimestamp } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";

/**
 * "Confermo di aver ricevuto la paga": a button, then a confirm step (yes / cancel), then the
 * confirmed state with its date. Buttons are at least 44 px tall (touch).
 */
export function ConfirmReceipt({ payslipId, confirmedAt }: { payslipId: string; confirmedAt: string | null }) {
  const { t, locale } = useI18n();
  const d = t.delivery.detail;
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(confirmedAt);
  const confirm = useConfirmPayslipReceipt(payslipId, {
    onSuccess: (payslip) => {
      setConfirmed(payslip.receiptConfirmedAt);
      setAsking(false);
      router.refresh();
    },
    onError: (error) => {
      // confirmed meanwhile (another tab): show it as confirmed
      if (error instanceof ApiError && error.code === "receipt_already_confirmed" && typeof error.body.receiptConfirmedAt === "string") {
        setConfirmed(error.body.receiptConfirmedAt);
        setAsking(false);
      }
    },
  });
  if (confirmed) {
    return (
      <div role="status" data-testid="portal-receipt-confirmed">
        <Alert tone="green">✓ {d.confirmedOn(formatTimestamp(confirmed, locale))}</Alert>
      </div>
    );
  }
  if (!asking) {
    return (
      <Button className="min-h-12 w-full text-base" onClick={() => setAsking(true)} data-testid="portal-receipt-confirm">
        {d.confirm}
      </Button>
    );
  }
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" role="group" aria-labelledby="receipt-question" data-testid="portal-receipt-step">
      <p id="receipt-question" className="mb-3 font-medium text-slate-900">
        {d.confirmQuestion}
      </p>
      {confirm.isError && (
        <div className="mb-3">
          <Alert>{errorMessage(confirm.error, t)}</Alert>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Button className="min-h-12 w-full text-base" loading={confirm.isPending} onClick={() => confirm.mutate()} data-testid="portal-receipt-yes">
          {d.confirmYes}
        </Button>
        <Button variant="secondary" className="min-h-12 w-full text-base" onClick={() => setAsking(false)} data-testid="portal-receipt-cancel">
          {d.confirmNo}
        </Button>
      </div>
    </div>
  );
}
