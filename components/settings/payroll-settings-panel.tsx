"use client";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Badge, Card, Spinner } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { applyProblemToForm, fieldProblemText } from "@/lib/client/field-problem";
import { usePayrollSettings, useUpdatePayrollSettings } from "@/lib/client/settings";
import { useI18n } from "@/lib/i18n/client";
import { parseDecimalInput } from "@/lib/format/decimal-input";
import {
  PAYROLL_SETTING_FIELDS,
  PAYROLL_SETTING_KEYS,
  type PayrollSettingKey,
  type PayrollSettingsValues,
  type PayrollSettingsView,
} from "@/lib/validation/payroll-settings";

/** The screen's sections, in the order a payroll office thinks of them. */
const SECTIONS: { id: "inps" | "accruals" | "absences" | "board" | "other" | "approval" | "delivery"; keys: PayrollSettingKey[] }[] = [
  { id: "inps", keys: ["inpsFlatRateBasis", "holidayContributionHours", "quarterlyHoursRounding", "quarterlyRoundingDifference", "effectiveWageRounding"] },
  {
    id: "accruals",
    keys: [
      "thirteenthMonthlyBase",
      "hourlyAccrualBase",
      "accrualRounding",
      "thirteenthIncludesCurrentMonth",
      "thirteenthShareMaternity",
      "thirteenthShareInail4to90",
      "thirteenthShareInail91plus",
      "severanceShareMaternity",
      "severanceShareInail",
      "severanceAdvanceMaxShare",
      "severanceRevaluationRounding",
    ],
  },
  { id: "absences", keys: ["sickDeductionBase", "hourlySickPay", "absenceClassification", "sickNewEpisodeRestartsHalfPay", "monthlySundayHoliday"] },
  {
    id: "board",
    keys: ["boardMonthlyDaysBeforeSwitch", "boardMonthlyDaysFromSwitch", "boardMonthlyDaysSwitchDate", "annualStatementBoardInKindTaxable"],
  },
  { id: "other", keys: ["noticeMethod", "uniAllowanceHourly", "weeklyHoursWarningThreshold"] },
  // issue 26: maker–checker; an operator prepares, an administrator or approver finalizes
  { id: "approval", keys: ["finalizeRequiresApprover"] },
  // issue 29: the e-mail sent when a payslip is finalized carries its PDF (password-protected)
  { id: "delivery", keys: ["attachPayslipPdf"] },
];

type FormValues = Record<PayrollSettingKey, string>;

/** The choices of a setting with a fixed list (zod enum), null for a free value. */
function choicesOf(key: PayrollSettingKey): readonly string[] | null {
  const schema = PAYROLL_SETTING_FIELDS[key] as { options?: readonly string[] };
  return Array.isArray(schema.options) ? schema.options : null;
}
const isBoolean = (key: PayrollSettingKey) => PAYROLL_SETTING_FIELDS[key].safeParse(true).success;
const isInteger = (key: PayrollSettingKey) => PAYROLL_SETTING_FIELDS[key].safeParse(1).success;

function asText(values: PayrollSettingsValues): FormValues {
  return Object.fromEntries(PAYROLL_SETTING_KEYS.map((key) => [key, String(values[key])])) as FormValues;
}

/** Shares and hours typed as Italians write them ("0,25") become the API's decimal strings. */
const isDecimalText = (key: PayrollSettingKey) => choicesOf(key) === null && !isBoolean(key) && !isInteger(key) && key !== "boardMonthlyDaysSwitchDate";

/** The form's text back to the API's types; only what changed, and null for a value back at its default. */
function changes(form: FormValues, view: PayrollSettingsView, locale: "it" | "en"): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of PAYROLL_SETTING_KEYS) {
    const text = isDecimalText(key) ? parseDecimalInput(form[key], "quantity", locale) : form[key].trim();
    if (text === String(view.values[key])) continue;
    const value = isBoolean(key) ? text === "true" : isInteger(key) && /^\d+$/.test(text) ? Number(text) : text;
    body[key] = text === String(view.defaults[key]) ? null : value;
  }
  return body;
}

/** Impostazioni → Regole di calcolo: the organization's payroll conventions; an administrator changes them. */
export function PayrollSettingsPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t, locale } = useI18n();
  const s = t.settings.payroll;
  const query = usePayrollSettings();
  const form = useForm<FormValues>();
  const [notice, setNotice] = useState<string | null>(null);
  const view = query.data;
  useEffect(() => {
    if (view) form.reset(asText(view.values));
  }, [view, form]);
  const save = useUpdatePayrollSettings({
    onSuccess: () => setNotice(s.saved),
    onError: (error) => {
      if (error instanceof ApiError)
        applyProblemToForm(error.errors, {
          fieldOf: ([field]) => (field && (PAYROLL_SETTING_KEYS as string[]).includes(field) ? (field as PayrollSettingKey) : null),
          text: (problem) => fieldProblemText(problem, t, locale),
          setError: (field, message) => form.setError(field, { type: "server", message }),
        });
    },
  });
  if (query.isPending) return <Spinner label={t.common.states.loading} />;
  if (query.isError || !view) return <Alert>{errorMessage(query.error, t)}</Alert>;
  /** a setting's value in words: a choice's label, yes/no for a switch, else the value itself */
  const label = (value: unknown): string => {
    const text = String(value);
    return text === "true" ? s.yes : text === "false" ? s.no : ((s.options as Record<string, string>)[text] ?? text);
  };
  const submit = form.handleSubmit((values) => {
    setNotice(null);
    const body = changes(values, view, locale);
    if (Object.keys(body).length === 0) setNotice(s.noChanges);
    else save.mutate(body);
  });
  return (
    <form className="space-y-6" onSubmit={submit} noValidate data-testid="payroll-settings">
      <p className="text-sm text-slate-600">{s.intro}</p>
      {!isAdmin && <Alert tone="amber">{s.adminOnly}</Alert>}
      {SECTIONS.map((section) => (
        <Card key={section.id} title={s.sections[section.id]}>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {section.keys.map((key) => {
              const choices = choicesOf(key) ?? (isBoolean(key) ? ["true", "false"] : null);
              const error = form.formState.errors[key]?.message;
              return (
                <Field
                  key={key}
                  label={
                    <span className="flex flex-wrap items-center gap-2">
                      {s.labels[key]}
                      {view.overridden.includes(key) && <Badge tone="blue">{s.custom}</Badge>}
                    </span>
                  }
                  hint={s.defaultIs(label(view.defaults[key]))}
                  error={error}
                >
                  {(p) =>
                    choices ? (
                      <Select {...p} disabled={!isAdmin} {...form.register(key)}>
                        {choices.map((choice) => (
                          <option key={choice} value={choice}>
                            {label(choice)}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <Input {...p} disabled={!isAdmin} inputMode={key === "boardMonthlyDaysSwitchDate" ? undefined : "decimal"} {...form.register(key)} />
                    )
                  }
                </Field>
              );
            })}
          </div>
        </Card>
      ))}
      {notice && <Alert tone="green">{notice}</Alert>}
      {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) && <Alert>{errorMessage(save.error, t)}</Alert>}
      {isAdmin && (
        <Button type="submit" loading={save.isPending}>
          {s.save}
        </Button>
      )}
    </form>
  );
}
