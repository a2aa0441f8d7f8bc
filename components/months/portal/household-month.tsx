"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useContractMonth, useFillMonthAsScheduled, useSubmitMonth, type ContractMonthView, type MonthDay } from "@/lib/client/months";
import { useT } from "@/lib/i18n/client";
import { MonthCalendar } from "../month-calendar";
import { MonthSummaryList } from "../month-summary";
import { MonthStatusBadge } from "../status-badge";
import { DaySheet } from "./day-sheet";

/** /portal/months/[contractId]/[period]: the household's month on a phone — as scheduled in one tap, a day's sheet, the note and the submission. */
export function HouseholdMonth({ initial }: { initial: ContractMonthView }) {
  const t = useT();
  const p = t.months.portal;
  const { domesticContractId: contractId, period } = initial;
  const month = useContractMonth(contractId, period, initial).data ?? initial;
  const [day, setDay] = useState<MonthDay | null>(null);
  const [note, setNote] = useState("");
  const [sent, setSent] = useState(false);
  const fill = useFillMonthAsScheduled(contractId, period);
  const submit = useSubmitMonth(contractId, period, { onSuccess: () => setSent(true) });
  const editable = month.householdMayEdit;
  const readOnly = month.hasFinalPayslip
    ? p.readOnly.final
    : month.status === "accepted"
      ? p.readOnly.accepted
      : month.status === "submitted"
        ? p.readOnly.submitted
        : null;
  return (
    <div className="mx-auto max-w-[430px] space-y-4 px-3 py-4" data-testid="household-month">
      <header className="flex items-start justify-between gap-2">
        <div>
          <h1 className="text-lg font-semibold text-slate-900">{p.openMonth(month.workerName, period)}</h1>
          <p className="text-sm text-slate-600">{month.employerName}</p>
        </div>
        <MonthStatusBadge status={month.status} />
      </header>
      {sent && <Alert tone="green">{p.submitted}</Alert>}
      {month.status === "returned" && month.returnNote && (
        <Alert tone="amber">
          <span className="font-medium">{p.returnedWith}</span> <span data-testid="portal-return-note">{month.returnNote}</span>
        </Alert>
      )}
      {readOnly && !sent && <Alert tone="blue">{readOnly}</Alert>}
      {(fill.isError || submit.isError) && <Alert>{errorMessage(fill.error ?? submit.error, t)}</Alert>}
      {editable && (
        <div>
          <Button className="min-h-11 w-full" variant="secondary" loading={fill.isPending} onClick={() => fill.mutate()} data-testid="fill-as-scheduled">
            {p.asScheduled}
          </Button>
          <p className="mt-1 text-xs text-slate-500">{p.asScheduledHint}</p>
        </div>
      )}
      <MonthCalendar days={month.days} onDay={editable ? setDay : undefined} />
      <MonthSummaryList summary={month.summary} />
      {editable && (
        <div className="space-y-2">
          <Field label={p.note}>
            {(f) => <Textarea {...f} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} data-testid="submit-note" />}
          </Field>
          <Button
            className="min-h-11 w-full"
            loading={submit.isPending}
            onClick={() => submit.mutate({ note: note.trim() || null })}
            data-testid="submit-month"
          >
            {p.submit}
          </Button>
        </div>
      )}
      <DaySheet key={day?.date ?? "none"} contractId={contractId} day={day} onClose={() => setDay(null)} />
    </div>
  );
}
