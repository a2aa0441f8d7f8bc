"use client";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import { fieldProblemResolver } from "@/lib/client/field-problem";
import { issueProblem } from "@/lib/validation/zod-errors";
import { LOCATED_ABSENCE_TYPES, TYPE_SUBTYPES, isSubtypeOf, weekday } from "@/lib/payroll";
import {
  EVENT_TYPES,
  absenceLocationSchema,
  eventSubTypeSchema,
  eventTypeSchema,
  hoursSchema,
  multiplierSchema,
  suggestedMultiplier,
  type EventSubType,
  type EventType,
  type WorkEventItem,
} from "@/lib/validation/work-event";
import type { WorkEventMonthSummary } from "@/lib/client/work-events";
import { formatDayShort } from "./format";
import { AbsenceLocationField } from "./absence-location-field";
import { quantityInput } from "@/lib/format/decimal-input";

type DayInfo = WorkEventMonthSummary["days"][number];

/** The range form: the shared field schemas, plus how to pick the days and their hours. */
const rangeSchema = z
  .object({
    type: eventTypeSchema,
    subType: eventSubTypeSchema,
    multiplier: multiplierSchema,
    hoursMode: z.enum(["scheduled", "fixed"]),
    hours: z.string(),
    includeUnscheduled: z.boolean(),
    replaceExisting: z.boolean(),
    vacationWholeWeek: z.boolean(),
    absenceLocation: absenceLocationSchema,
  })
  .superRefine((v, ctx) => {
    if (!isSubtypeOf(v.type, v.subType)) ctx.addIssue({ code: "custom", path: ["subType"], message: "subType", params: { code: "subtype_not_under_type" } });
    // fixed hours are checked by the API's own hours schema, and worded by its code and params
    const hours = v.hoursMode === "fixed" ? hoursSchema.safeParse(v.hours) : null;
    const hoursIssue = hours && !hours.success ? hours.error.issues[0] : undefined;
    if (hoursIssue) {
      const problem = issueProblem(hoursIssue);
      ctx.addIssue({ code: "custom", path: ["hours"], message: problem.message, params: { ...problem.params, code: problem.code } });
    }
  });
type RangeValues = z.infer<typeof rangeSchema>;

const PRESETS: { type: EventType; subType: EventSubType }[] = [
  { type: "vacation", subType: "regular_vacation" },
  { type: "sick_leave", subType: "sick_full" },
  { type: "leave", subType: "paid_permit" },
  { type: "work", subType: "regular_work" },
];

/** The batch items the options give for the selected days (days outside the employment never). */
export function rangeItems(days: readonly DayInfo[], v: RangeValues, monthDays: readonly DayInfo[] = days): WorkEventItem[] {
  if (v.type === "vacation" && v.vacationWholeWeek) return vacationWeekItems(days, v, monthDays);
  return days
    .filter((d) => d.withinEmployment && (v.includeUnscheduled || d.scheduledHours !== "0.00"))
    .map((d) => ({
      date: d.date,
      hours: v.hoursMode === "fixed" ? v.hours : d.scheduledHours,
      type: v.type,
      subType: v.subType,
      multiplier: v.multiplier,
      ...(LOCATED_ABSENCE_TYPES.includes(v.type) ? { absenceLocation: v.absenceLocation } : {}),
    }));
}

const cents = (hours: string) => Math.round(Number(hours) * 100);
const hoursOf = (c: number) => (c / 100).toFixed(2);

/** Weekly hours of the schedule: the scheduled hours of each weekday as the month shows them. */
function weeklyCents(monthDays: readonly DayInfo[]): number {
  const byWeekday = new Map<number, number>();
  for (const d of monthDays) if (d.withinEmployment && !d.holiday && !byWeekday.has(weekday(d.date))) byWeekday.set(weekday(d.date), cents(d.scheduledHours));
  return [...byWeekday.values()].reduce((a, b) => a + b, 0);
}

/**
 * A vacation recorded the way the engine pays it (docs/domain/rules.md §8, lib/payroll/rules/earnings.ts:
 * every Monday–Saturday vacation day is 1/6 of the weekly hours; Sundays and public holidays are not
 * vacation). A selected Friday brings its Saturday (the CCNL working Saturday) when the month has it,
 * and each week's days carry 1/6 of the weekly hours in cents, the rounding left on the week's last
 * day, so six days of a 25 h week total exactly 25 h in the calendar as on the payslip.
 */
export function vacationWeekItems(days: readonly DayInfo[], v: RangeValues, monthDays: readonly DayInfo[]): WorkEventItem[] {
  const selected = new Set(days.map((d) => d.date));
  for (const d of days) {
    if (weekday(d.date) !== 5) continue;
    const index = monthDays.findIndex((m) => m.date === d.date);
    const saturday = monthDays[index + 1];
    if (saturday) selected.add(saturday.date);
  }
  const chosen = monthDays.filter((d) => selected.has(d.date) && d.withinEmployment && weekday(d.date) !== 0 && !d.holiday);
  const weekly = weeklyCents(monthDays);
  const sixth = Math.floor(weekly / 6);
  const items: WorkEventItem[] = [];
  // group by Monday–Saturday week: a Sunday separates weeks
  let week: DayInfo[] = [];
  const flush = () => {
    week.forEach((d, i) => {
      const last = i === week.length - 1 && week.length === 6;
      items.push({ date: d.date, hours: hoursOf(last ? weekly - sixth * 5 : sixth), type: v.type, subType: v.subType, multiplier: v.multiplier });
    });
    week = [];
  };
  for (const d of chosen) {
    if (week.length > 0 && weekday(d.date) <= weekday(week[week.length - 1]!.date)) flush();
    week.push(d);
  }
  flush();
  return items;
}

/** Apply one kind of event to a range of days at once (a vacation week, three sick days) through the batch endpoint. */
export function RangePanel({
  days,
  monthDays,
  onApply,
  onClear,
}: {
  days: readonly DayInfo[];
  monthDays?: readonly DayInfo[];
  onApply: (items: WorkEventItem[], replaceExisting: boolean) => Promise<unknown>;
  onClear: () => void;
}) {
  const { t, locale } = useI18n();
  const w = t.workEvents;
  const form = useForm<RangeValues>({
    resolver: fieldProblemResolver(rangeSchema, { t, locale }),
    defaultValues: {
      type: "vacation",
      subType: "regular_vacation",
      multiplier: "1",
      hoursMode: "scheduled",
      hours: "",
      includeUnscheduled: false,
      replaceExisting: true,
      vacationWholeWeek: true,
      absenceLocation: "employer_home",
    },
  });
  const values = useWatch({ control: form.control }) as RangeValues;
  const type = values.type;
  const allDays = monthDays ?? days;
  const items = useMemo(() => rangeItems(days, values, allDays), [days, values, allDays]);
  const first = days[0]!;
  const last = days[days.length - 1]!;

  const setSubtype = (subType: EventSubType) => {
    form.setValue("subType", subType);
    form.setValue("multiplier", suggestedMultiplier(subType));
  };

  const submit = form.handleSubmit(async (v) => {
    try {
      await onApply(rangeItems(days, v, allDays), v.replaceExisting);
    } catch (error) {
      form.setError("root", { type: "server", message: errorMessage(error, t) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="range-panel">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{w.range.title(formatDayShort(first.date, t), formatDayShort(last.date, t), days.length)}</h2>
        <p className="mt-1 text-sm text-slate-600">{w.range.intro}</p>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{w.range.presets}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((p) => (
            <Button
              key={p.subType}
              size="sm"
              variant={values.subType === p.subType ? "primary" : "secondary"}
              aria-pressed={values.subType === p.subType}
              onClick={() => {
                form.setValue("type", p.type);
                setSubtype(p.subType);
              }}
              data-testid={`preset-${p.type}`}
            >
              {w.types[p.type]}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <Field label={w.fields.type} required>
          {(p) => (
            <Select {...p} {...form.register("type", { onChange: (e) => setSubtype(TYPE_SUBTYPES[e.target.value as EventType][0]!) })} data-testid="range-type">
              {EVENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {w.types[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={w.fields.subType} required error={form.formState.errors.subType?.message}>
          {(p) => (
            <Select {...p} {...form.register("subType", { onChange: (e) => setSubtype(e.target.value as EventSubType) })} data-testid="range-subtype">
              {(TYPE_SUBTYPES[type] ?? []).map((value) => (
                <option key={value} value={value}>
                  {w.subTypes[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {LOCATED_ABSENCE_TYPES.includes(type) && <AbsenceLocationField registration={form.register("absenceLocation")} testId="range-absence-location" />}
      <fieldset className="space-y-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-700">{w.range.hoursMode}</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" value="scheduled" {...form.register("hoursMode")} className="h-4 w-4 text-brand-600" />
          {w.range.hoursScheduled}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" value="fixed" {...form.register("hoursMode")} className="h-4 w-4 text-brand-600" />
          {w.range.hoursFixed}
        </label>
        {values.hoursMode === "fixed" && (
          <Field label={w.fields.hours} required error={form.formState.errors.hours?.message} className="max-w-40 pl-6">
            {(p) => (
              <Input {...p} inputMode="decimal" autoComplete="off" {...form.register("hours", { setValueAs: quantityInput })} data-testid="range-hours" />
            )}
          </Field>
        )}
      </fieldset>
      <Field label={w.fields.multiplier} required error={form.formState.errors.multiplier?.message} hint={w.fields.multiplierHint} className="max-w-40">
        {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register("multiplier", { setValueAs: quantityInput })} />}
      </Field>
      {type === "vacation" && (
        <div className="space-y-1.5 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset" data-testid="vacation-week-note">
          <Checkbox label={w.range.vacationWholeWeek} {...form.register("vacationWholeWeek")} data-testid="range-vacation-week" />
          {values.vacationWholeWeek && <p>{w.range.vacationNote}</p>}
        </div>
      )}
      <div className="space-y-1.5">
        <Checkbox label={w.range.includeUnscheduled} {...form.register("includeUnscheduled")} />
        <Checkbox label={w.range.replace} {...form.register("replaceExisting")} data-testid="range-replace" />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {items.length > 0 ? w.range.preview(items.length) : w.range.nothing}
      </p>
      {form.formState.errors.root && <Alert>{form.formState.errors.root.message}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClear}>
          {w.panel.clearSelection}
        </Button>
        <Button type="submit" disabled={items.length === 0} loading={form.formState.isSubmitting} data-testid="range-apply">
          {w.range.apply(items.length)}
        </Button>
      </div>
    </form>
  );
}
