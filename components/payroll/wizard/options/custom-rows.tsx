"use client";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useT } from "@/lib/i18n/client";
import { emptyCustomRow, type CustomList, type RunFormValues } from "../run-form";

const UNITS = ["period", "hour", "day", "week", "month", "year"] as const;

export function CustomRows({ name, title }: { name: CustomList; title: string }) {
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
