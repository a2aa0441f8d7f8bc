"use client";
import { get, useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { useI18n } from "@/lib/i18n/client";
import {
  CCNL_LEVELS,
  HOUR_LIMITS,
  JOB_TYPES,
  LEVELS_BY_JOB_TYPE,
  PAY_BASES,
  WEEKDAYS,
  hourLimitKind,
  minimumWageFor,
  payBasisAllowed,
  payTableFor,
  weeklyTotal,
  type CcnlLevel,
  type JobType,
} from "@/lib/payroll";
import { formatAmount, formatHours } from "@/lib/format/display";
import type { TermsFormValues } from "./terms-model";
import { parseDecimalInput } from "@/lib/format/decimal-input";
import { scheduleDayName } from "@/lib/format/calendar-names";

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** where the terms live in the form values ("terms" in the wizard, "" in the terms dialog) */
  prefix: string;
}

function useTermsNames<T extends FieldValues>({ form, prefix }: Props<T>) {
  const name = (s: string) => (prefix ? `${prefix}.${s}` : s) as Path<T>;
  const error = (s: string): string | undefined => (get(form.formState.errors, name(s)) as { message?: string } | undefined)?.message;
  return { name, error };
}

function useTermsValues<T extends FieldValues>({ form, prefix }: Props<T>): TermsFormValues {
  const watched = useWatch({ control: form.control }) as Record<string, unknown>;
  return (prefix ? watched[prefix] : watched) as TermsFormValues;
}

export function weeklyHoursOf(values: TermsFormValues): string {
  const schedule = Object.fromEntries(WEEKDAYS.map((d) => [d, parseDecimalInput(values.weeklySchedule?.[d] ?? "0", "quantity")]));
  return weeklyTotal(schedule).toFixed(2);
}

/** Job type, level (with the levels the CCNL allows for the job) and live-in flag. */
export function RoleFields<T extends FieldValues>(props: Props<T>) {
  const { t } = useI18n();
  const c = t.contracts;
  const { name, error } = useTermsNames(props);
  const values = useTermsValues(props);
  const allowed = values?.jobType ? LEVELS_BY_JOB_TYPE[values.jobType as JobType] : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={c.fields.jobType} required error={error("jobType")}>
        {(p) => (
          <Select {...p} {...props.form.register(name("jobType"))}>
            <option value="">—</option>
            {JOB_TYPES.map((j) => (
              <option key={j} value={j}>
                {c.jobTypes[j]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={c.fields.level} required error={error("level")} hint={allowed ? c.wizard.allowedLevels(allowed.join(", ")) : undefined}>
        {(p) => (
          <Select {...p} {...props.form.register(name("level"))}>
            <option value="">—</option>
            {/* only the levels the CCNL allows for the chosen job (all of them until a job is chosen), with their roles */}
            {(allowed ?? CCNL_LEVELS).map((l) => (
              <option key={l} value={l}>
                {`${l} — ${c.levelDescriptions[l]}`}
              </option>
            ))}
            {values?.level && allowed && !allowed.includes(values.level as CcnlLevel) && (
              <option value={values.level}>{`${values.level} — ${c.levelDescriptions[values.level as CcnlLevel]}`}</option>
            )}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Checkbox label={c.fields.cohabiting} {...props.form.register(name("cohabiting"))} />
      </div>
    </div>
  );
}

/** Monday..Sunday hours with the weekly total and the CCNL limits of the contract type. */
export function ScheduleGrid<T extends FieldValues>(props: Props<T> & { compact?: boolean }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const { name, error } = useTermsNames(props);
  const values = useTermsValues(props);
  const total = weeklyHoursOf(values);
  const limits = values?.jobType ? HOUR_LIMITS[hourLimitKind(values.jobType as JobType, !!values.cohabiting)] : null;
  const weekError = error("weeklySchedule");
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{c.wizard.scheduleHint}</p>
      <div className={props.compact ? "grid grid-cols-7 gap-1.5" : "grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7"}>
        {WEEKDAYS.map((d) => (
          <Field key={d} label={scheduleDayName(d, t.common.locale, props.compact ? "short" : "long")} error={error(`weeklySchedule.${d}`)}>
            {(p) => (
              <Input
                {...p}
                inputMode="decimal"
                className={props.compact ? "px-1.5 text-right" : "text-right"}
                aria-label={scheduleDayName(d, t.common.locale)}
                {...props.form.register(name(`weeklySchedule.${d}`))}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
        <span>
          {c.fields.weeklyTotal}: <strong data-testid="weekly-total">{formatHours(total, locale)} h</strong>
        </span>
        {limits && <span className="text-slate-600">{c.wizard.limits(limits.daily, limits.weekly)}</span>}
      </div>
      {weekError && <Alert>{weekError}</Alert>}
    </div>
  );
}

/** The CCNL minimum for the terms on screen, computed with the same module the API uses. */
export function MinimumWageNotice({ values, date, exact }: { values: TermsFormValues; date: string; exact: boolean }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  if (!values?.level || !values.jobType || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  let weekly = weeklyHoursOf(values);
  const typical = !exact || weekly === "0.00";
  if (typical && values.cohabiting && !["night_assistance", "night_presence", "rest_day_substitute"].includes(values.jobType)) weekly = "54.00";
  const m = minimumWageFor({
    level: values.level as CcnlLevel,
    jobType: values.jobType as JobType,
    cohabiting: !!values.cohabiting,
    weeklyHours: weekly,
    date,
  });
  if (m.kind === "rates_missing") return <Alert tone="amber">{c.minimum.noRates(String(m.year))}</Alert>;
  if (m.kind === "level_not_in_table") return <Alert tone="amber">{c.minimum.levelNotInTable}</Alert>;
  const money = (v: string) => formatAmount(v, locale);
  const monthlyTable = m.tableUnit === "month";
  const showMonthly = exact ? values.payBasis === "monthly" : monthlyTable;
  const lines: string[] = [];
  if (showMonthly && m.monthly) {
    lines.push(c.minimum.monthly(money(m.monthly)));
    if (!monthlyTable) lines.push(c.minimum.converted(money(m.tableAmount), formatHours(m.weeklyHours, locale)));
  } else if (m.hourly) {
    lines.push(c.minimum.hourly(money(m.hourly)));
    if (monthlyTable) lines.push(c.minimum.convertedMonthly(money(m.tableAmount), formatHours(m.weeklyHours, locale)));
  } else {
    lines.push(monthlyTable ? c.minimum.monthly(money(m.tableAmount)) : c.minimum.hourly(money(m.tableAmount)));
  }
  return (
    <div role="status" data-testid="minimum-wage" className="rounded-md bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset">
      <div className="font-medium">{c.minimum.heading(m.level, c.payTables[m.table], String(m.year))}</div>
      <div className="mt-1 text-base font-semibold">{lines[0]}</div>
      {lines[1] && <div className="text-xs text-sky-800">{lines[1]}</div>}
      {typical && monthlyTable && values.cohabiting && m.table === "A" && <div className="mt-1 text-xs text-sky-800">{c.minimum.typicalHours}</div>}
      {m.derived && <div className="mt-1 text-xs text-amber-800">{c.minimum.derived}</div>}
    </div>
  );
}

/** Pay basis (monthly forced where the CCNL pays by the month), wage and the minimum. */
export function PayFields<T extends FieldValues>(props: Props<T> & { date: string }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const { name, error } = useTermsNames(props);
  const values = useTermsValues(props);
  const table =
    values?.level && values.jobType
      ? payTableFor({
          level: values.level as CcnlLevel,
          jobType: values.jobType as JobType,
          cohabiting: !!values.cohabiting,
          weeklyHours: weeklyHoursOf(values),
        })
      : null;
  const hourlyAllowed = !table || payBasisAllowed(table, "hourly");
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{c.fields.payBasis}</legend>
        <div className="mt-2 flex gap-6">
          {PAY_BASES.map((b) => (
            <label key={b} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                value={b}
                disabled={b === "hourly" && !hourlyAllowed}
                className="h-4 w-4 text-brand-600"
                {...props.form.register(name("payBasis"))}
              />
              {c.payBasis[b]}
            </label>
          ))}
        </div>
        {!hourlyAllowed && <p className="mt-1 text-xs text-slate-500">{c.wizard.payBasisForced}</p>}
        {error("payBasis") && (
          <p className="mt-1 text-xs text-red-600" role="alert">
            {error("payBasis")}
          </p>
        )}
      </fieldset>
      <Field
        label={values?.payBasis === "monthly" ? c.fields.wageMonthly : c.fields.wageHourly}
        required
        error={error("wage")}
        hint={c.wizard.wageHint}
        className="max-w-xs"
      >
        {(p) => <Input {...p} inputMode="decimal" className="text-right" {...props.form.register(name("wage"))} />}
      </Field>
      <div className="flex flex-wrap items-end gap-4">
        <Field label={c.fields.superminimo} error={error("superminimo")} hint={c.fields.superminimoHint} className="max-w-xs">
          {(p) => <Input {...p} inputMode="decimal" className="text-right" {...props.form.register(name("superminimo"))} data-testid="terms-superminimo" />}
        </Field>
        <Checkbox label={c.fields.superminimoAbsorbable} {...props.form.register(name("superminimoAbsorbable"))} />
      </div>
      <MinimumWageNotice values={values} date={props.date} exact />
      {table && (
        <p className="text-xs text-slate-500">
          {c.fields.payTable}: {table} ({c.payTables[table]}) · {c.fields.weeklyTotal}: {formatHours(weeklyHoursOf(values), locale)} h
        </p>
      )}
    </div>
  );
}

/** Board and lodging provided (in kind or in cash) and the CCNL allowances. */
export function BoardFields<T extends FieldValues>(props: Props<T>) {
  const { t } = useI18n();
  const c = t.contracts;
  const { name, error } = useTermsNames(props);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{c.fields.board}</legend>
        <Checkbox label={c.fields.breakfastLunch} {...props.form.register(name("board.breakfastLunch"))} />
        <Checkbox label={c.fields.dinner} {...props.form.register(name("board.dinner"))} />
        <Checkbox label={c.fields.lodging} {...props.form.register(name("board.lodging"))} />
        <Checkbox label={c.fields.inCash} {...props.form.register(name("board.inCash"))} />
        {(error("board") || error("board.inCash")) && (
          <p className="text-xs text-red-600" role="alert">
            {error("board") ?? error("board.inCash")}
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{c.fields.allowances}</legend>
        {(["babysitterChildUnderSix", "multipleAssisted", "functionAllowance"] as const).map((a) => (
          <div key={a}>
            <Checkbox label={c.fields[a]} {...props.form.register(name(`allowances.${a}`))} />
            {error(`allowances.${a}`) && (
              <p className="ml-6 text-xs text-red-600" role="alert">
                {error(`allowances.${a}`)}
              </p>
            )}
          </div>
        ))}
        <Field label={c.fields.uniCertifiedUntil} error={error("allowances.uniCertifiedUntil")} hint={c.fields.uniCertifiedUntilHint} className="max-w-xs">
          {(p) => <Input {...p} type="date" {...props.form.register(name("allowances.uniCertifiedUntil"))} data-testid="terms-uni-until" />}
        </Field>
      </fieldset>
    </div>
  );
}
