"use client";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input, Select, Textarea } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { applyProblemToForm, fieldProblemResolver, fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import { LOCATED_ABSENCE_TYPES, TYPE_SUBTYPES } from "@/lib/payroll";
import {
  EVENT_TYPES,
  FLAG_FIELDS,
  defaultFlagsFor,
  suggestedMultiplier,
  workEventItemSchema,
  type EventSubType,
  type EventType,
  type WorkEventItem,
} from "@/lib/validation/work-event";
import type { WorkEventView } from "@/lib/client/work-events";
import { canonicalDecimal } from "./format";
import { AbsenceLocationField } from "./absence-location-field";
import { formatDecimalInput, quantityInput } from "@/lib/format/decimal-input";
import type { Locale } from "@/lib/i18n/config";

type FormValues = z.input<typeof workEventItemSchema>;
const FIELD_NAMES = new Set(["date", "hours", "type", "subType", "multiplier", "customName", "notes", "absenceLocation", ...FLAG_FIELDS]);

/** The form shows hours and multipliers with the screen's separator ("1,25"); the schema reads them as typed or shown. */
function withApiDecimals(values: FormValues): FormValues {
  return {
    ...values,
    hours: quantityInput(values.hours) as string,
    multiplier: quantityInput(values.multiplier) as string,
    // only sick and injury days say where the worker is
    absenceLocation: LOCATED_ABSENCE_TYPES.includes(values.type as EventType) ? (values.absenceLocation ?? "employer_home") : undefined,
  };
}

function defaultsFor(date: string, initial: WorkEventView | undefined, hours: string, locale: Locale): FormValues {
  const shown = (value: string) => formatDecimalInput(canonicalDecimal(value), locale);
  if (initial) {
    return {
      date,
      hours: shown(initial.hours),
      type: initial.type,
      subType: initial.subType,
      multiplier: shown(initial.multiplier),
      customName: initial.customName ?? "",
      notes: initial.notes ?? "",
      addsToThirteen: initial.addsToThirteen,
      addsToSeverance: initial.addsToSeverance,
      isFromGlobalWage: initial.isFromGlobalWage,
      affectsContributions: initial.affectsContributions,
      absenceLocation: initial.absenceLocation ?? "employer_home",
    };
  }
  return {
    date,
    hours: shown(hours),
    type: "work",
    subType: "regular_work",
    multiplier: shown(suggestedMultiplier("regular_work")),
    customName: "",
    notes: "",
    absenceLocation: "employer_home",
    ...defaultFlagsFor("regular_work"),
  };
}

/**
 * One event of one day, validated by the same zod schema as a batch item of the API; the server's
 * field errors (e.g. a date outside the employment) land on the same fields.
 */
export function EventForm({
  date,
  initial,
  defaultHours,
  onSubmit,
  onCancel,
}: {
  date: string;
  initial?: WorkEventView;
  defaultHours: string;
  onSubmit: (item: WorkEventItem) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const w = t.workEvents;
  const form = useForm<FormValues, unknown, WorkEventItem>({
    resolver: fieldProblemResolver(workEventItemSchema, { t, locale }, withApiDecimals),
    defaultValues: defaultsFor(date, initial, defaultHours, locale),
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: "type" }) as EventType;

  const applySubtype = (subType: EventSubType) => {
    form.setValue("subType", subType, { shouldValidate: form.formState.isSubmitted });
    form.setValue("multiplier", formatDecimalInput(suggestedMultiplier(subType), locale));
    const flags = defaultFlagsFor(subType);
    for (const f of FLAG_FIELDS) form.setValue(f, flags[f]);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // a single event's problems name its fields (a batch's pointers start with the item's index)
      const unplaced =
        error instanceof ApiError
          ? applyProblemToForm(error.errors, {
              fieldOf: (segments) => {
                const last = segments.at(-1) ?? "";
                return FIELD_NAMES.has(last) ? (last as FieldPath<FormValues>) : null;
              },
              text: (problem) => fieldProblemText(problem, t, locale),
              setError: (field, message) => form.setError(field, { type: "server", message }),
            })
          : null;
      const placed = unplaced !== null && unplaced.length < (error instanceof ApiError ? error.errors.length : 0);
      if (!placed) form.setError("root", { type: "server", message: errorMessage(error, t) });
    }
  });

  // the form's own check and the API's refusal (a full day, a date outside the employment) are worded alike, by code and params
  const fieldError = (name: "type" | "subType" | "hours" | "multiplier" | "customName" | "notes") => errors[name]?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="work-event-form">
      <input type="hidden" {...form.register("date")} />
      {errors.date && <Alert>{errors.date.message}</Alert>}
      <div className="grid grid-cols-2 gap-3">
        <Field label={w.fields.type} required error={fieldError("type")}>
          {(p) => (
            <Select
              {...p}
              {...form.register("type", { onChange: (e) => applySubtype(TYPE_SUBTYPES[e.target.value as EventType][0]!) })}
              data-testid="event-type"
            >
              {EVENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {w.types[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={w.fields.subType} required error={fieldError("subType")}>
          {(p) => (
            <Select {...p} {...form.register("subType", { onChange: (e) => applySubtype(e.target.value as EventSubType) })} data-testid="event-subtype">
              {(TYPE_SUBTYPES[type] ?? []).map((value) => (
                <option key={value} value={value}>
                  {w.subTypes[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={w.fields.hours} required error={fieldError("hours")} hint={w.fields.hoursHint}>
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register("hours", { setValueAs: quantityInput })} data-testid="event-hours" />}
        </Field>
        <Field label={w.fields.multiplier} required error={fieldError("multiplier")} hint={w.fields.multiplierHint}>
          {(p) => (
            <Input
              {...p}
              inputMode="decimal"
              autoComplete="off"
              {...form.register("multiplier", { setValueAs: quantityInput })}
              data-testid="event-multiplier"
            />
          )}
        </Field>
      </div>
      {LOCATED_ABSENCE_TYPES.includes(type) && (
        <AbsenceLocationField registration={form.register("absenceLocation")} error={errors.absenceLocation?.message} testId="event-absence-location" />
      )}
      <Field label={w.fields.customName} error={fieldError("customName")} hint={w.fields.customNameHint}>
        {(p) => <Input {...p} maxLength={120} {...form.register("customName")} />}
      </Field>
      <Field label={w.fields.notes} error={fieldError("notes")}>
        {(p) => <Textarea {...p} rows={2} maxLength={1000} {...form.register("notes")} />}
      </Field>
      <details className="rounded-md bg-slate-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">{w.fields.advanced}</summary>
        <p className="mt-1 text-xs text-slate-500">{w.fields.advancedHint}</p>
        <div className="mt-2 space-y-1.5">
          {FLAG_FIELDS.map((f) => (
            <Checkbox key={f} label={w.flags[f]} {...form.register(f)} />
          ))}
        </div>
      </details>
      {errors.root && <Alert>{errors.root.message}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t.common.actions.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting} data-testid="event-save">
          {t.common.actions.save}
        </Button>
      </div>
    </form>
  );
}
