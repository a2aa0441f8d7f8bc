"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { Checkbox, Field, Input, Select, Textarea } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import { firstDayOf, lastDayOf } from "../../periods";
import type { RecordedEnd } from "../options-step";
import type { RunFormValues } from "../run-form";
import { RecordedEndNotice } from "./notices";

/** Ordinary, thirteenth or TFR liquidation. */
export function KindCard() {
  const t = useT();
  const o = t.payroll.wizard.options;
  const { register, formState } = useFormContext<RunFormValues>();
  const errors = formState.errors;
  return (
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
  );
}

/** The end of employment in this period: its date, the notice not worked, unused vacation, TFR liquidation. */
export function EndOfEmploymentCard(props: {
  period: string;
  contractEndDate: string | null;
  recordedEnd: RecordedEnd | null;
  weeksRecomputed: boolean;
  onReviewWeeks: () => void;
}) {
  const { period, contractEndDate, recordedEnd, weeksRecomputed, onReviewWeeks } = props;
  const t = useT();
  const o = t.payroll.wizard.options;
  const { register, control, setValue, getValues, formState } = useFormContext<RunFormValues>();
  const employmentEnding = useWatch({ control, name: "employmentEnding" });
  const errors = formState.errors;
  const endDefault = contractEndDate && contractEndDate >= firstDayOf(period) && contractEndDate <= lastDayOf(period) ? contractEndDate : lastDayOf(period);
  const endingField = register("employmentEnding");
  return (
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
  );
}

/** Advances (TFR, vacation) and board paid in cash or in kind. */
export function AdvancesAndBoard() {
  const o = useT().payroll.wizard.options;
  const { register, formState } = useFormContext<RunFormValues>();
  const errors = formState.errors;
  return (
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
  );
}

/** The two notes the payslip prints. */
export function NotesCard() {
  const o = useT().payroll.wizard.options;
  const { register, formState } = useFormContext<RunFormValues>();
  const errors = formState.errors;
  return (
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
  );
}
