"use client";
import type { ReactNode } from "react";
import { useFormContext, useFormState, type FieldPath } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { useT } from "@/lib/i18n/client";
import type { EmployerFormValues } from "../form-model";
import type { Hint } from "../tax-code-hints";

export type GroupField = `personalInfo.${string}` | `businessDetails.${string}`;

const HINT_TONE: Record<Hint["tone"], string> = { neutral: "text-slate-500", ok: "text-emerald-700", warn: "text-amber-700" };

export function HintText({ hint }: { hint: Hint }) {
  return <span className={HINT_TONE[hint.tone]}>{hint.tone === "ok" ? `✓ ${hint.text}` : hint.text}</span>;
}

/** A titled group of fields on a four-column grid. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </fieldset>
  );
}

/** The message of a field's error, by its dotted name ("personalInfo.zipCode"). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<EmployerFormValues>();
  const [group, field] = name.split(".") as [string, string | undefined];
  const node = (errors as Record<string, unknown>)[group];
  const leaf = field ? (node as Record<string, { message?: string }> | undefined)?.[field] : (node as { message?: string } | undefined);
  return leaf?.message;
}

type TextOptions = { required?: boolean; maxLength?: number; type?: string; hint?: ReactNode; className?: string; autoComplete?: string; upper?: boolean };

/** A text field of the person's or the company's group (data-testid employer-<group>-<field>). */
export function TextField({ name, label, ...options }: { name: GroupField; label: string } & TextOptions) {
  const { register } = useFormContext<EmployerFormValues>();
  const error = useFieldError(name);
  return (
    <Field label={label} required={options.required} error={error} hint={options.hint} className={options.className}>
      {(p) => (
        <Input
          {...p}
          {...register(name as FieldPath<EmployerFormValues>)}
          type={options.type ?? "text"}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? "off"}
          className={options.upper ? "uppercase" : undefined}
          data-testid={`employer-${name.replace(".", "-")}`}
        />
      )}
    </Field>
  );
}

export function ProvinceField({ name, label }: { name: GroupField; label: string }) {
  const t = useT();
  return <TextField name={name} label={label} maxLength={2} upper hint={t.employers.form.provinceHint} />;
}
