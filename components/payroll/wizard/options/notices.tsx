"use client";
import Link from "next/link";
import { useFormContext } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import { payslipHref } from "../../links";
import { useFormat } from "../../use-format";
import type { RecordedEnd, RunFailure } from "../options-step";
import type { RunFormValues } from "../run-form";
import { IssueList } from "../validation-step";

/** The TFR coefficient of the termination month is not published yet: a provisional one with its reason (issue 26 point 14). */
export function ProvisionalCoefficient({ months }: { months: string[] }) {
  const t = useT();
  const f = useFormat();
  const c = t.payroll.wizard.coefficient;
  const { register, formState, getValues, setValue } = useFormContext<RunFormValues>();
  const errors = formState.errors.provisionalTfrCoefficient;
  const named = months.map((m) => f.period(m)).join(", ");
  const reasonField = register("provisionalTfrCoefficient.reason");
  return (
    <Card title={c.title}>
      <div className="space-y-4" data-testid="wizard-coefficient">
        {months.length > 0 && <p className="text-sm text-slate-700">{c.intro(named)}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={c.percent} hint={c.percentHint} error={errors?.percent?.message} required>
            {(p) => (
              <Input
                {...p}
                inputMode="decimal"
                {...register("provisionalTfrCoefficient.percent", {
                  onBlur: () => {
                    // the reason the payslip prints, proposed once a figure is typed
                    if (getValues("provisionalTfrCoefficient.percent").trim() && !getValues("provisionalTfrCoefficient.reason").trim() && months.length > 0)
                      setValue("provisionalTfrCoefficient.reason", c.reasonDefault(named));
                  },
                })}
                data-testid="option-coefficient-percent"
              />
            )}
          </Field>
          <Field label={c.reason} error={errors?.reason?.message} required>
            {(p) => <Input {...p} {...reasonField} data-testid="option-coefficient-reason" />}
          </Field>
        </div>
      </div>
    </Card>
  );
}

/** The final settlement announced: the recorded end and reason, and the CCNL notice proposed with its explanation. */
export function RecordedEndNotice({ end }: { end: RecordedEnd }) {
  const t = useT();
  const f = useFormat();
  const o = t.payroll.wizard.options;
  const reasons = t.contracts.endReasons as Record<string, string>;
  const n = end.notice;
  return (
    <div className="rounded-md bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset" data-testid="wizard-recorded-end">
      <p className="font-medium">{o.recordedEnd(f.date(end.date), end.reason ? (reasons[end.reason] ?? end.reason) : "—")}</p>
      {n && (
        <div className="mt-2" data-testid="wizard-notice-proposal">
          <p className="font-medium">
            {o.recordedNoticeTitle}: {t.contracts.notice.proposed(n.ccnlDays, n.effectiveMissingDays, n.owedBy)}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {n.explanation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1 text-xs">{o.recordedNoticeHint}</p>
        </div>
      )}
    </div>
  );
}

export function FailureNotice({ failure, contractId, period }: { failure: RunFailure; contractId: string; period: string }) {
  const t = useT();
  const o = t.payroll.wizard.options;
  if (failure.kind === "blocked") {
    return (
      <div className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset" role="alert" data-testid="run-blocked">
        <p className="font-semibold">{o.blockedTitle}</p>
        <IssueList issues={failure.issues} tone="red" contractId={contractId} period={period} testId="run-blocked-errors" />
      </div>
    );
  }
  if (failure.kind === "final") {
    return (
      <Alert>
        {o.alreadyFinal}{" "}
        {failure.payslipId && (
          <Link href={payslipHref(failure.payslipId)} className="font-medium underline">
            {t.payroll.wizard.validation.openExisting}
          </Link>
        )}
      </Alert>
    );
  }
  if (failure.kind === "fields") {
    return (
      <Alert>
        <p>{o.fieldErrors}</p>
        {failure.unplaced.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {failure.unplaced.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        )}
      </Alert>
    );
  }
  return <Alert>{errorMessage(failure.error, t)}</Alert>;
}
