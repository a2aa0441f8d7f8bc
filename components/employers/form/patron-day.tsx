"use client";
import { Controller, useFormContext } from "react-hook-form";
import { Field, Select } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { monthNames } from "@/lib/format/calendar-names";
import { useI18n } from "@/lib/i18n/client";
import type { EmployerFormValues } from "../form-model";

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, "0"));

/** The local patron saint's day ("MM-DD"), a holiday of the employer's town: a day and a month. */
export function PatronDayCard() {
  const { t, locale } = useI18n();
  const e = t.employers;
  const { control } = useFormContext<EmployerFormValues>();
  return (
    <Card>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{e.form.sections.holidays}</legend>
        <Controller
          control={control}
          name="patronSaintDay"
          render={({ field, fieldState }) => {
            const [month = "", day = ""] = field.value ? field.value.split("-") : [];
            const set = (m: string, d: string) => field.onChange(m || d ? `${m}-${d}` : "");
            return (
              <Field label={e.fields.patronSaintDay} error={fieldState.error?.message} hint={e.form.patronHint}>
                {(p) => (
                  <div className="flex max-w-sm gap-2">
                    <Select
                      {...p}
                      aria-label={e.form.patronDay}
                      value={day}
                      onChange={(ev) => set(month, ev.target.value)}
                      onBlur={field.onBlur}
                      data-testid="employer-patron-day"
                    >
                      <option value="">{e.form.patronDay}</option>
                      {DAYS.map((d) => (
                        <option key={d} value={d}>
                          {Number(d)}
                        </option>
                      ))}
                    </Select>
                    <Select
                      aria-label={e.form.patronMonth}
                      aria-invalid={p["aria-invalid"]}
                      value={month}
                      onChange={(ev) => set(ev.target.value, day)}
                      onBlur={field.onBlur}
                      data-testid="employer-patron-month"
                    >
                      <option value="">{e.form.patronMonth}</option>
                      {monthNames(locale).map((name, i) => (
                        <option key={name} value={String(i + 1).padStart(2, "0")}>
                          {name}
                        </option>
                      ))}
                    </Select>
                  </div>
                )}
              </Field>
            );
          }}
        />
      </fieldset>
    </Card>
  );
}
