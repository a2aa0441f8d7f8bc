"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { useFormat } from "@/components/payroll/use-format";
import { useRecordContributionPayment, type ContributionPaymentView } from "@/lib/client/contribution-payments";
import { errorMessage } from "@/lib/client/error-message";
import { parseDecimalInput } from "@/lib/format/decimal-input";
import { useI18n } from "@/lib/i18n/client";

/** Records one payment the family made; the API's refusal (amount, date, pending) is shown as it words it. */
export function RecordPaymentDialog({ payment, today, onClose }: { payment: ContributionPaymentView; today: string; onClose: () => void }) {
  const { t, locale } = useI18n();
  const d = t.contributionPayments.dialog;
  const f = useFormat();
  const [paidOn, setPaidOn] = useState(today);
  const [amount, setAmount] = useState(locale === "it" ? payment.balance.replace(".", ",") : payment.balance);
  const [noticeCode, setNoticeCode] = useState("");
  const save = useRecordContributionPayment();
  const submit = () =>
    save.mutate(
      { id: payment.id, body: { paidOn, amount: parseDecimalInput(amount, "money", locale), ...(noticeCode.trim() ? { noticeCode: noticeCode.trim() } : {}) } },
      { onSuccess: onClose },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${d.title}: ${payment.workerName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {d.cancel}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="payment-save">
            {d.save}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{d.due(f.money(payment.balance), f.date(payment.dueDate))}</p>
      {save.isError && <Alert>{errorMessage(save.error, t)}</Alert>}
      <div className="grid gap-3">
        <Field label={d.paidOn}>
          {(p) => <Input {...p} type="date" value={paidOn} max={today} onChange={(e) => setPaidOn(e.target.value)} data-testid="payment-date" />}
        </Field>
        <Field label={d.amount}>
          {(p) => <Input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="payment-amount" />}
        </Field>
        <Field label={d.noticeCode}>{(p) => <Input {...p} inputMode="numeric" value={noticeCode} onChange={(e) => setNoticeCode(e.target.value)} />}</Field>
      </div>
    </Dialog>
  );
}
