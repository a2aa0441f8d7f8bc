"use client";
/**
 * Before a letter is generated: what it states beyond the contract's data (the times of the hours,
 * workplace, duties, payment method and day, place, reason of a fixed term), prefilled with the
 * contract's latest letter. Empty fields print the letter's defaults.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { scheduleDayName } from "@/lib/format/calendar-names";
import { useI18n } from "@/lib/i18n/client";
import { WEEKDAYS } from "@/lib/payroll";
import { LETTER_PAYMENT_METHODS, type LetterDetails, type LetterPaymentMethod } from "@/lib/validation/contract-letter";

type Form = Record<"workplace" | "duties" | "paymentMethod" | "payDay" | "place" | "fixedTermReason", string> & { schedule: Record<string, string> };

function formOf(details: LetterDetails): Form {
  return {
    workplace: details.workplace ?? "",
    duties: details.duties ?? "",
    paymentMethod: details.paymentMethod ?? "",
    payDay: details.payDay ? String(details.payDay) : "",
    place: details.place ?? "",
    fixedTermReason: details.fixedTermReason ?? "",
    schedule: Object.fromEntries(WEEKDAYS.map((d) => [d, details.schedule?.[d] ?? ""])),
  };
}

function detailsOf(form: Form): LetterDetails {
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  const schedule = Object.fromEntries(WEEKDAYS.filter((d) => form.schedule[d]?.trim()).map((d) => [d, form.schedule[d]!.trim()]));
  return {
    workplace: text(form.workplace),
    duties: text(form.duties),
    schedule: Object.keys(schedule).length ? schedule : undefined,
    paymentMethod: (text(form.paymentMethod) as LetterPaymentMethod | undefined) ?? undefined,
    payDay: form.payDay.trim() ? Number(form.payDay) : undefined,
    place: text(form.place),
    fixedTermReason: text(form.fixedTermReason),
  };
}

export function LetterDetailsDialog({
  open,
  initial,
  fixedTerm,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  initial: LetterDetails;
  /** the reason of a fixed term is asked only of a fixed-term contract */
  fixedTerm: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (details: LetterDetails) => void;
}) {
  const { t, locale } = useI18n();
  const l = t.letters.details;
  // the parent mounts the dialog afresh for each letter (its key), so the form starts from `initial`
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const problems = error instanceof ApiError ? error.errors : [];
  const problemAt = (path: string) => {
    const p = problems.find((x) => x.path === path);
    return p ? fieldProblemText(p, t, locale) : undefined;
  };
  const set = (key: keyof Omit<Form, "schedule">) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={l.title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button loading={pending} onClick={() => onSubmit(detailsOf(form))} data-testid="letter-details-generate">
            {l.generate}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-slate-500">{l.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={l.workplace} hint={l.workplaceHint} error={problemAt("/details/workplace")} className="sm:col-span-2">
          {(props) => <Input value={form.workplace} onChange={set("workplace")} maxLength={300} {...props} />}
        </Field>
        <Field label={l.duties} hint={l.dutiesHint} error={problemAt("/details/duties")} className="sm:col-span-2">
          {(props) => <Textarea rows={2} value={form.duties} onChange={set("duties")} maxLength={1000} {...props} />}
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700">{l.schedule}</legend>
          <p className="mb-2 text-xs text-slate-500">{l.scheduleHint}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <Field key={day} label={scheduleDayName(day, locale)} error={problemAt(`/details/schedule/${day}`)}>
                {(props) => (
                  <Input
                    value={form.schedule[day] ?? ""}
                    placeholder="08:00-12:00"
                    onChange={(e) => setForm((f) => ({ ...f, schedule: { ...f.schedule, [day]: e.target.value } }))}
                    {...props}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <Field label={l.paymentMethod} error={problemAt("/details/paymentMethod")}>
          {(props) => (
            <Select value={form.paymentMethod} onChange={set("paymentMethod")} {...props}>
              <option value="">{l.paymentDefault}</option>
              {LETTER_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {l.paymentMethods[m]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={l.payDay} hint={l.payDayHint} error={problemAt("/details/payDay")}>
          {(props) => <Input type="number" min={1} max={31} value={form.payDay} onChange={set("payDay")} {...props} />}
        </Field>
        <Field label={l.place} hint={l.placeHint} error={problemAt("/details/place")}>
          {(props) => <Input value={form.place} onChange={set("place")} maxLength={100} {...props} />}
        </Field>
        {fixedTerm && (
          <Field label={l.fixedTermReason} error={problemAt("/details/fixedTermReason")}>
            {(props) => <Input value={form.fixedTermReason} onChange={set("fixedTermReason")} maxLength={500} {...props} />}
          </Field>
        )}
      </div>
      {error !== null && error !== undefined && problems.length === 0 && (
        <div className="mt-3">
          <Alert>{errorMessage(error, t)}</Alert>
        </div>
      )}
    </Dialog>
  );
}
