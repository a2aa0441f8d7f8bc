"use client";
import Link from "next/link";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input, Select, Textarea } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import type { ValidationIssue } from "@/lib/client/payroll";
import type { NoticeProposalView } from "@/lib/validation/contract";
import { useT } from "@/lib/i18n/client";
import { payslipHref } from "../links";
import { useFormat } from "../use-format";
import { firstDayOf, lastDayOf } from "../periods";
import { emptyCustomRow, type CustomList, type RunFormValues } from "./run-form";
import { IssueList } from "./validation-step";

/** An end of employment recorded on the contract in this period, with the notice validate-before-run proposes. */
export interface RecordedEnd {
  date: string;
  reason: string | null;
  notice: NoticeProposalView | null;
}

export type RunFailure =
  | { kind: "blocked"; issues: ValidationIssue[] }
  | { kind: "final"; payslipId: string | null }
  | { kind: "fields"; unplaced: string[] }
  | { kind: "other"; error: unknown };

const UNITS = ["period", "hour", "day", "week", "month", "year"] as const;

function CustomRows({ name, title }: { name: CustomList; title: string }) {
  const t = useT();
  const o = t.payroll.wizard.options;
  const { control, register, formState } = useFormContext<RunFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const errors = formState.errors[name];
  return (
    <fieldset className="space-y-3" data-testid={`custom-${name}`}>
      <legend className="text-sm font-semibold text-slate-800">{title}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-500">{o.noRows}</p>}
      {fields.map((field, i) => {
        const e = errors?.[i];
        return (
          <div
            key={field.id}
            className="grid grid-cols-1 items-start gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
          >
            <Field label={o.customName} error={e?.name?.message} required>
              {(p) => <Input {...p} {...register(`${name}.${i}.name` as const)} data-testid="custom-name" />}
            </Field>
            <Field label={o.customUnit} error={e?.periodType?.message}>
              {(p) => (
                <Select {...p} {...register(`${name}.${i}.periodType` as const)}>
                  {UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t.payroll.unitOptions[u]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={o.customQuantity} error={e?.periodDuration?.message}>
              {(p) => <Input {...p} inputMode="decimal" {...register(`${name}.${i}.periodDuration` as const)} data-testid="custom-quantity" />}
            </Field>
            <Field label={o.customValue} error={e?.value?.message} required>
              {(p) => <Input {...p} inputMode="decimal" {...register(`${name}.${i}.value` as const)} data-testid="custom-value" />}
            </Field>
            <Button variant="ghost" size="sm" className="sm:mt-6" onClick={() => remove(i)} aria-label={o.removeRow(i + 1)}>
              ✕
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => append(emptyCustomRow())} data-testid={`add-${name}`}>
        + {o.addRow}
      </Button>
    </fieldset>
  );
}

/** Step 3: thirteenth/severance payslip, end of employment, advances, board and lodging, extra items, notes; then the run. */
export function OptionsStep({
  period,
  contractEndDate,
  recordedEnd,
  weeksRecomputed,
  weeksLoading,
  running,
  canRun,
  failure,
  contractId,
  coefficientMonths = [],
  onReviewWeeks,
  onBack,
  onRun,
}: {
  period: string;
  contractEndDate: string | null;
  recordedEnd: RecordedEnd | null;
  weeksRecomputed: boolean;
  weeksLoading: boolean;
  running: boolean;
  canRun: boolean;
  failure: RunFailure | null;
  contractId: string;
  /** months whose TFR coefficient is missing (validate-before-run): the provisional coefficient is asked for */
  coefficientMonths?: string[];
  onReviewWeeks: () => void;
  onBack: () => void;
  onRun: () => void;
}) {
  const t = useT();
  const o = t.payroll.wizard.options;
  const { register, control, setValue, getValues, formState } = useFormContext<RunFormValues>();
  const [employmentEnding, kind] = useWatch({ control, name: ["employmentEnding", "kind"] });
  const errors = formState.errors;
  const endDefault = contractEndDate && contractEndDate >= firstDayOf(period) && contractEndDate <= lastDayOf(period) ? contractEndDate : lastDayOf(period);
  const endingField = register("employmentEnding");

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
      data-testid="options-step"
    >
      <Card title={o.kindTitle}>
        <fieldset>
          <legend className="sr-only">{o.kindTitle}</legend>
          <div className="flex flex-wrap gap-6">
            {(["ordinary", "thirteenth", "severance_liquidation"] as const).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="radio" value={k} {...register("kind")} className="h-4 w-4 border-slate-300 text-brand-600 focus:ring-brand-600" />
                {t.payroll.kind[k]}
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-500">{o.kindHint}</p>
          {errors.kind?.message && (
            <p className="mt-1 text-xs text-red-600" role="alert">
              {errors.kind.message}
            </p>
          )}
        </fieldset>
      </Card>

      <Card title={o.endTitle}>
        <div className="space-y-4">
          {recordedEnd && <RecordedEndNotice end={recordedEnd} />}
          <Checkbox
            label={o.employmentEnding}
            {...endingField}
            disabled={!!recordedEnd}
            onChange={(e) => {
              void endingField.onChange(e);
              if (e.target.checked && !getValues("employmentEndDate")) setValue("employmentEndDate", endDefault);
            }}
            data-testid="option-employment-ending"
          />
          {employmentEnding && (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field label={o.employmentEndDate} error={errors.employmentEndDate?.message} required>
                {(p) => (
                  <Input
                    {...p}
                    type="date"
                    min={firstDayOf(period)}
                    max={lastDayOf(period)}
                    readOnly={!!recordedEnd}
                    {...register("employmentEndDate")}
                    data-testid="option-end-date"
                  />
                )}
              </Field>
              <Field label={o.noticeType} error={errors.missingNoticeType?.message}>
                {(p) => (
                  <Select {...p} {...register("missingNoticeType")}>
                    <option value="">{o.noticeNone}</option>
                    <option value="EMPLOYER">{o.noticeEmployer}</option>
                    <option value="EMPLOYEE">{o.noticeEmployee}</option>
                  </Select>
                )}
              </Field>
              <Field label={o.noticeDays} error={errors.missingNoticeDays?.message}>
                {(p) => <Input {...p} inputMode="decimal" {...register("missingNoticeDays")} />}
              </Field>
              <Field label={o.noticeWeeks} error={errors.missingNoticeWeeks?.message}>
                {(p) => <Input {...p} inputMode="decimal" {...register("missingNoticeWeeks")} />}
              </Field>
              <Field label={o.unusedVacationHours} hint={o.unusedVacationHoursHint} error={errors.notUsedVacationContributionHours?.message}>
                {(p) => <Input {...p} inputMode="decimal" placeholder="0" {...register("notUsedVacationContributionHours")} />}
              </Field>
              <div className="flex items-center pt-6">
                <Checkbox label={o.liquidateSeverance} {...register("liquidateSeveranceWithEmploymentEnd")} />
              </div>
            </div>
          )}
          {weeksRecomputed && (
            <Alert tone="amber">
              <span>{t.payroll.wizard.weeks.refetched}</span>{" "}
              <button type="button" className="font-medium underline" onClick={onReviewWeeks}>
                {t.payroll.wizard.weeks.reviewWeeks}
              </button>
            </Alert>
          )}
        </div>
      </Card>

      {(coefficientMonths.length > 0 || errors.provisionalTfrCoefficient) && <ProvisionalCoefficient months={coefficientMonths} />}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={o.advancesTitle}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={o.severanceAnticipation} hint={o.severanceAnticipationHint} error={errors.severanceAnticipation?.message}>
              {(p) => <Input {...p} inputMode="decimal" {...register("severanceAnticipation")} />}
            </Field>
            <Field label={o.vacationAnticipation} error={errors.vacationAnticipation?.message}>
              {(p) => <Input {...p} inputMode="decimal" {...register("vacationAnticipation")} />}
            </Field>
          </div>
        </Card>
        <Card title={o.boardTitle}>
          <p className="-mt-2 mb-3 text-xs text-slate-500">{o.boardHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={o.accommodationInCash} error={errors.accommodationInCash?.message}>
              {(p) => <Input {...p} inputMode="decimal" {...register("accommodationInCash")} />}
            </Field>
            <Field label={o.accommodationInNature} error={errors.accommodationInNature?.message}>
              {(p) => <Input {...p} inputMode="decimal" {...register("accommodationInNature")} />}
            </Field>
          </div>
        </Card>
      </div>

      <Card title={o.customTitle}>
        <div className="space-y-6">
          <CustomRows name="customEarnings" title={o.customEarnings} />
          <CustomRows name="customDeductions" title={o.customDeductions} />
          <CustomRows name="customImputedElements" title={o.customImputed} />
        </div>
      </Card>

      <Card title={o.notesTitle}>
        <p className="-mt-2 mb-3 text-xs text-slate-500">{o.notesHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={o.note1} error={errors.note1?.message}>
            {(p) => <Textarea {...p} rows={2} {...register("note1")} data-testid="option-note1" />}
          </Field>
          <Field label={o.note2} error={errors.note2?.message}>
            {(p) => <Textarea {...p} rows={2} {...register("note2")} data-testid="option-note2" />}
          </Field>
        </div>
      </Card>

      {failure && <FailureNotice failure={failure} contractId={contractId} period={period} />}
      {!failure && formState.isSubmitted && Object.keys(errors).length > 0 && <Alert>{errors.root?.message ?? o.fieldErrors}</Alert>}

      <div className="flex items-center justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t.common.actions.back}
        </Button>
        <div className="flex items-center gap-3">
          {kind !== "ordinary" && <span className="text-sm text-slate-600">{t.payroll.kind[kind]}</span>}
          <Button type="submit" loading={running || weeksLoading} disabled={!canRun} data-testid="wizard-run">
            {running ? o.running : t.payroll.actions.runPayslip}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The TFR coefficient of the termination month is not published yet: a provisional one with its reason (issue 26 point 14). */
function ProvisionalCoefficient({ months }: { months: string[] }) {
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
function RecordedEndNotice({ end }: { end: RecordedEnd }) {
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

function FailureNotice({ failure, contractId, period }: { failure: RunFailure; contractId: string; period: string }) {
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
