"use client";
/** The clerk's "record a payment" of a final payslip: date, method, amount, reference, note, and the reason when it exceeds the net. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useRecordPayslipPayment } from "@/lib/client/payslip-payments";
import { parseDecimalInput } from "@/lib/format/decimal-input";
import { useI18n } from "@/lib/i18n/client";
import { PAYSLIP_PAYMENT_METHODS, type PayslipPaymentMethod } from "@/lib/validation/payslip-payment";

type FieldName = "paidOn" | "amount" | "reason" | "method" | "reference" | "note";

export function RecordPaymentDialog({
  payslipId,
  open,
  defaultAmount,
  today,
  onClose,
  onSaved,
}: {
  payslipId: string;
  open: boolean;
  defaultAmount: string;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, locale } = useI18n();
  const m = t.payments;
  const record = useRecordPayslipPayment(payslipId);
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<PayslipPaymentMethod>("cash");
  const [amount, setAmount] = useState(defaultAmount);
  const [reference, setReference] = useState("");
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const problems = record.error instanceof ApiError ? record.error.errors : [];
  const problemOf = (field: FieldName) => {
    const p = problems.find((x) => x.path === `/${field}`);
    return p ? (m.problems[p.code] ?? fieldProblemText(p, t, locale)) : undefined;
  };
  const submit = () =>
    record.mutate(
      { paidOn, method, amount: parseDecimalInput(amount, "money", locale), reference: reference || null, note: note || null, reason: reason || null },
      { onSuccess: onSaved },
    );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.record}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button loading={record.isPending} onClick={submit} data-testid="payment-save">
            {m.save}
          </Button>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={m.fields.paidOn} error={problemOf("paidOn")}>
          {(props) => <Input type="date" max={today} value={paidOn} onChange={(e) => setPaidOn(e.target.value)} data-testid="payment-date" {...props} />}
        </Field>
        <Field label={m.fields.method} error={problemOf("method")}>
          {(props) => (
            <Select value={method} onChange={(e) => setMethod(e.target.value as PayslipPaymentMethod)} data-testid="payment-method" {...props}>
              {PAYSLIP_PAYMENT_METHODS.map((x) => (
                <option key={x} value={x}>
                  {m.methods[x]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m.fields.amount} error={problemOf("amount")}>
          {(props) => <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="payment-amount" {...props} />}
        </Field>
        <Field label={m.fields.reference} error={problemOf("reference")}>
          {(props) => <Input value={reference} maxLength={140} onChange={(e) => setReference(e.target.value)} {...props} />}
        </Field>
        <Field label={m.fields.note} error={problemOf("note")} className="sm:col-span-2">
          {(props) => <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} {...props} />}
        </Field>
        <Field label={m.fields.reason} hint={m.reasonHint} error={problemOf("reason")} className="sm:col-span-2">
          {(props) => <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-testid="payment-reason" {...props} />}
        </Field>
      </div>
      {record.isError && problems.length === 0 && (
        <div className="mt-3">
          <Alert>{errorMessage(record.error, t)}</Alert>
        </div>
      )}
    </Dialog>
  );
}
