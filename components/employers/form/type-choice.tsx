"use client";
import { useFormContext } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import { Card } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import { EMPLOYER_TYPES } from "@/lib/validation/employer";
import type { EmployerFormValues } from "../form-model";

/** Household or business: chosen at creation, locked afterwards. */
export function EmployerTypeChoice({ type, locked }: { type: EmployerFormValues["type"]; locked: boolean }) {
  const e = useT().employers;
  const { register } = useFormContext<EmployerFormValues>();
  return (
    <Card>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">{e.form.typeLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {EMPLOYER_TYPES.map((value) => (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer gap-3 rounded-md p-3 ring-1 ring-inset",
                type === value ? "bg-brand-50 ring-brand-500" : "ring-slate-300 hover:bg-slate-50",
                locked && "cursor-not-allowed opacity-70",
              )}
            >
              <input type="radio" value={value} disabled={locked} {...register("type")} className="mt-1" data-testid={`employer-type-${value}`} />
              <span>
                <span className="block text-sm font-medium text-slate-900">{e.typeOptions[value].label}</span>
                <span className="block text-xs text-slate-600">{e.typeOptions[value].description}</span>
              </span>
            </label>
          ))}
        </div>
        {locked && <p className="mt-2 text-xs text-slate-500">{e.form.typeLocked}</p>}
      </fieldset>
    </Card>
  );
}
