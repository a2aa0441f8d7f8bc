"use client";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { useI18n } from "@/lib/i18n/client";

/** The person assisted and the workplace (prestazione universale, rules-update-3 B3): printed on the payslips. */
export const ASSISTED_FIELDS = ["assistedPersonName", "assistedPersonFiscalCode", "assistedPersonBirthDate", "workplaceAddress"] as const;
export type AssistedField = (typeof ASSISTED_FIELDS)[number];

export function AssistedPersonFields({
  register,
  error,
}: {
  register: (f: AssistedField) => UseFormRegisterReturn;
  error: (f: AssistedField) => string | undefined;
}) {
  const { t } = useI18n();
  const m = t.payments.contract;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">{m.legend}</legend>
      {ASSISTED_FIELDS.map((f) => (
        <Field key={f} label={m[f]} error={error(f)} className={f === "workplaceAddress" ? "sm:col-span-2" : undefined}>
          {(p) => <Input {...p} type={f === "assistedPersonBirthDate" ? "date" : "text"} data-testid={`contract-${f}`} {...register(f)} />}
        </Field>
      ))}
    </fieldset>
  );
}
