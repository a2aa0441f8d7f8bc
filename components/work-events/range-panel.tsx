"use client";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import { TYPE_SUBTYPES, isSubtypeOf } from "@/lib/payroll";
import {
  EVENT_TYPES,
  eventSubTypeSchema,
  eventTypeSchema,
  hoursSchema,
  multiplierSchema,
  suggestedMultiplier,
  type EventSubType,
  type EventType,
  type WorkEventItem,
} from "@/lib/validation/work-event";
import type { WorkEventMonthSummary } from "./api";
import { formatDayShort } from "./format";

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
  })
  .superRefine((v, ctx) => {
    if (!isSubtypeOf(v.type, v.subType)) ctx.addIssue({ code: "custom", path: ["subType"], message: "subType" });
    if (v.hoursMode === "fixed" && !hoursSchema.safeParse(v.hours).success) ctx.addIssue({ code: "custom", path: ["hours"], message: "hours" });
  });
type RangeValues = z.infer<typeof rangeSchema>;

const PRESETS: { type: EventType; subType: EventSubType }[] = [
  { type: "vacation", subType: "regular_vacation" },
  { type: "sick_leave", subType: "sick_full" },
  { type: "leave", subType: "paid_permit" },
  { type: "work", subType: "regular_work" },
];

const decimalInput = (value: unknown) => (typeof value === "string" ? value.trim().replace(",", ".") : value);

/** The batch items the options give for the selected days (days outside the employment never). */
export function rangeItems(days: readonly DayInfo[], v: RangeValues): WorkEventItem[] {
  return days
    .filter((d) => d.withinEmployment && (v.includeUnscheduled || d.scheduledHours !== "0.00"))
    .map((d) => ({ date: d.date, hours: v.hoursMode === "fixed" ? v.hours : d.scheduledHours, type: v.type, subType: v.subType, multiplier: v.multiplier }));
}

/** Apply one kind of event to a range of days at once (a vacation week, three sick days) through the batch endpoint. */
export function RangePanel({ days, onApply, onClear }: { days: readonly DayInfo[]; onApply: (items: WorkEventItem[], replaceExisting: boolean) => Promise<unknown>; onClear: () => void }) {
  const t = useT();
  const w = t.workEvents;
  const form = useForm<RangeValues>({
    resolver: zodResolver(rangeSchema),
    defaultValues: { type: "vacation", subType: "regular_vacation", multiplier: "1", hoursMode: "scheduled", hours: "", includeUnscheduled: false, replaceExisting: true },
  });
  const values = useWatch({ control: form.control }) as RangeValues;
  const type = values.type;
  const items = useMemo(() => rangeItems(days, values), [days, values]);
  const first = days[0]!;
  const last = days[days.length - 1]!;

  const setSubtype = (subType: EventSubType) => {
    form.setValue("subType", subType);
    form.setValue("multiplier", suggestedMultiplier(subType));
  };

  const submit = form.handleSubmit(async (v) => {
    try {
      await onApply(rangeItems(days, v), v.replaceExisting);
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
        <Field label={w.fields.subType} required error={form.formState.errors.subType ? w.errors.subType : undefined}>
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
          <Field label={w.fields.hours} required error={form.formState.errors.hours ? w.errors.hours : undefined} className="max-w-40 pl-6">
            {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register("hours", { setValueAs: decimalInput })} data-testid="range-hours" />}
          </Field>
        )}
      </fieldset>
      <Field label={w.fields.multiplier} required error={form.formState.errors.multiplier ? w.errors.multiplier : undefined} hint={w.fields.multiplierHint} className="max-w-40">
        {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register("multiplier", { setValueAs: decimalInput })} />}
      </Field>
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
