"use client";
import { useSaveEmployer } from "@/lib/client/employers";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { applyProblemToForm, fieldProblemResolver, fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import type { EmployerView } from "@/lib/validation/employer";
import {
  BUSINESS_SERVICE_TYPES,
  CORPORATION_TYPES,
  EMPLOYER_LIMITS,
  EMPLOYER_TYPES,
  createEmployerSchema,
  type CreateEmployerInput,
} from "@/lib/validation/employer";
import { emptyEmployerValues, employerToFormValues, formValuesToPayload, pointerToFieldName, type EmployerFormValues } from "./form-model";
import { fiscalCodeHint, vatNumberHint, type Hint } from "./tax-code-hints";
import { monthNames } from "@/lib/format/calendar-names";

type Props =
  /** onCreated/onCancel: the form inside another screen's dialog (the contract wizard), which keeps its own state */
  | { mode: "create"; organizationId: string; onCreated?: (employer: EmployerView) => void; onCancel?: () => void }
  | { mode: "edit"; organizationId: string; employer: EmployerView };

const HINT_TONE: Record<Hint["tone"], string> = { neutral: "text-slate-500", ok: "text-emerald-700", warn: "text-amber-700" };

function HintText({ hint }: { hint: Hint }) {
  return <span className={HINT_TONE[hint.tone]}>{hint.tone === "ok" ? `✓ ${hint.text}` : hint.text}</span>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </fieldset>
  );
}

export function EmployerForm(props: Props) {
  const { t, locale } = useI18n();
  const e = t.employers;
  const router = useRouter();
  const isEdit = props.mode === "edit";
  const employer = props.mode === "edit" ? props.employer : null;
  // the same schema as the API, each problem worded by its code (fieldProblemText); the form's values become the API's payload
  const resolver = useMemo<Resolver<EmployerFormValues, unknown, CreateEmployerInput>>(() => {
    const validate = fieldProblemResolver<EmployerFormValues, CreateEmployerInput>(createEmployerSchema, { t, locale }, (values) =>
      formValuesToPayload(values, props.organizationId),
    );
    return async (values, context, options) => {
      const result = await validate(values, context, options);
      const patron = values.patronSaintDay;
      // the payload's fields carry the form's names (personalInfo.*, businessDetails.*); a half-typed patron day says what is missing
      if (result.errors.patronSaintDay && patron.length > 0 && (patron.startsWith("-") || patron.endsWith("-"))) {
        result.errors.patronSaintDay = { type: "custom", message: e.form.patronIncomplete };
      }
      return result;
    };
  }, [t, locale, props.organizationId, e.form.patronIncomplete]);

  const form = useForm<EmployerFormValues, unknown, CreateEmployerInput>({
    resolver,
    defaultValues: employer ? employerToFormValues(employer) : emptyEmployerValues(),
    mode: "onTouched",
  });
  const { register, control, formState, handleSubmit, setError } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: "type" });
  const personalFiscalCode = useWatch({ control, name: "personalInfo.fiscalCode" });
  const businessFiscalCode = useWatch({ control, name: "businessDetails.fiscalCode" });
  const vatNumber = useWatch({ control, name: "businessDetails.vatNumber" });
  const [formError, setFormError] = useState<string | null>(null);
  // 409 duplicate_tax_id: the employer that already has this codice fiscale / partita IVA
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [lastPayload, setLastPayload] = useState<CreateEmployerInput | null>(null);

  const mutation = useSaveEmployer({
    onSuccess: (saved) => {
      if (props.mode === "create" && props.onCreated) {
        props.onCreated(saved);
        return;
      }
      router.push(`/employers/${saved.id}`);
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "duplicate_tax_id" && typeof error.body.existingEmployerId === "string") {
        setDuplicateOf(error.body.existingEmployerId);
        setFormError(null);
        return;
      }
      if (!(error instanceof ApiError) || error.status !== 422 || error.errors.length === 0) {
        setFormError(errorMessage(error, t));
        return;
      }
      let focused = false;
      const unplaced = applyProblemToForm(error.errors, {
        fieldOf: (segments) => pointerToFieldName(segments, type) as FieldPath<EmployerFormValues> | null,
        text: (problem) => (problem.code === "unknown_field" ? e.form.unknownField : fieldProblemText(problem, t, locale)),
        setError: (field, message) => {
          setError(field, { type: "server", message }, { shouldFocus: !focused });
          focused = true;
        },
      });
      setFormError(unplaced.length > 0 ? `${e.form.fixErrors} ${unplaced.join(" ")}` : e.form.fixErrors);
    },
  });

  const save = (payload: CreateEmployerInput) => {
    if (!employer) {
      mutation.mutate({ kind: "create", payload });
      return;
    }
    const { type: _type, organizationId: _org, ...changes } = payload;
    mutation.mutate({ kind: "update", id: employer.id, changes });
  };

  const onSubmit = handleSubmit(
    (parsed) => {
      setFormError(null);
      setDuplicateOf(null);
      setLastPayload(parsed);
      save(parsed);
    },
    () => setFormError(e.form.fixErrors),
  );

  const fieldError = (name: string): string | undefined => {
    const [group, field] = name.split(".") as [string, string | undefined];
    const node = (errors as Record<string, unknown>)[group];
    const leaf = field ? (node as Record<string, { message?: string }> | undefined)?.[field] : (node as { message?: string } | undefined);
    return leaf?.message;
  };

  const text = (
    name: `personalInfo.${string}` | `businessDetails.${string}`,
    label: string,
    options: { required?: boolean; maxLength?: number; type?: string; hint?: ReactNode; className?: string; autoComplete?: string; upper?: boolean } = {},
  ) => (
    <Field label={label} required={options.required} error={fieldError(name)} hint={options.hint} className={options.className}>
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
  const province = (name: `personalInfo.${string}` | `businessDetails.${string}`, label: string) =>
    text(name, label, { maxLength: 2, upper: true, hint: e.form.provinceHint });

  const f = e.fields;
  const L = EMPLOYER_LIMITS;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="employer-form">
      {/* "Correggi i campi evidenziati" lasts while a field is still marked, not after the clerk fixed them */}
      {formError && (!formError.startsWith(e.form.fixErrors) || Object.keys(errors).length > 0) && <Alert>{formError}</Alert>}
      {duplicateOf && (
        <div role="alert" data-testid="employer-duplicate" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{e.form.duplicateTaxId}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Link href={`/employers/${duplicateOf}`} className="font-medium underline">
              {e.form.openExisting}
            </Link>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                if (!lastPayload) return;
                setDuplicateOf(null);
                save({ ...lastPayload, allowDuplicate: true });
              }}
            >
              {e.form.createAnyway}
            </Button>
          </div>
        </div>
      )}

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
                  isEdit && "cursor-not-allowed opacity-70",
                )}
              >
                <input type="radio" value={value} disabled={isEdit} {...register("type")} className="mt-1" data-testid={`employer-type-${value}`} />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{e.typeOptions[value].label}</span>
                  <span className="block text-xs text-slate-600">{e.typeOptions[value].description}</span>
                </span>
              </label>
            ))}
          </div>
          {isEdit && <p className="mt-2 text-xs text-slate-500">{e.form.typeLocked}</p>}
        </fieldset>
      </Card>

      {type === "domestic" ? (
        <Card className="space-y-6">
          <Section title={e.form.sections.person}>
            {text("personalInfo.firstName", f.firstName, { required: true, maxLength: L.personName, autoComplete: "given-name" })}
            {text("personalInfo.lastName", f.lastName, { required: true, maxLength: L.personName, autoComplete: "family-name" })}
            {text("personalInfo.fiscalCode", f.fiscalCode, {
              maxLength: 20,
              upper: true,
              className: "sm:col-span-2",
              hint: <HintText hint={fiscalCodeHint(personalFiscalCode ?? "", t)} />,
            })}
            {text("personalInfo.birthDate", f.birthDate, { type: "date" })}
            {text("personalInfo.birthLocality", f.birthLocality, { maxLength: L.locality })}
            {province("personalInfo.birthProvince", f.birthProvince)}
            {text("personalInfo.birthCountry", f.birthCountry, { maxLength: L.country })}
          </Section>
          <Section title={e.form.sections.residence}>
            {text("personalInfo.address", f.address, { maxLength: L.address, className: "sm:col-span-2", autoComplete: "street-address" })}
            {text("personalInfo.zipCode", f.zipCode, { maxLength: 5, autoComplete: "postal-code" })}
            {text("personalInfo.locality", f.locality, { maxLength: L.locality })}
            {province("personalInfo.province", f.province)}
          </Section>
          <Section title={e.form.sections.contacts}>
            {text("personalInfo.phone", f.phone, { type: "tel", maxLength: L.phone })}
            {text("personalInfo.email", f.email, { type: "email", maxLength: L.email })}
            {text("personalInfo.pec", f.pec, { type: "email", maxLength: L.email, className: "sm:col-span-2" })}
          </Section>
        </Card>
      ) : (
        <Card className="space-y-6">
          <Section title={e.form.sections.company}>
            {text("businessDetails.name", f.name, { required: true, maxLength: L.companyName, className: "sm:col-span-2", autoComplete: "organization" })}
            <Field label={f.corporationType} error={fieldError("businessDetails.corporationType")}>
              {(p) => (
                <Select {...p} {...register("businessDetails.corporationType")} data-testid="employer-businessDetails-corporationType">
                  <option value="">{e.form.select}</option>
                  {CORPORATION_TYPES.map((c) => (
                    <option key={c} value={c}>
                      {e.corporationTypes[c]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={f.businessServiceType} error={fieldError("businessDetails.businessServiceType")}>
              {(p) => (
                <Select {...p} {...register("businessDetails.businessServiceType")} data-testid="employer-businessDetails-businessServiceType">
                  <option value="">{e.form.select}</option>
                  {BUSINESS_SERVICE_TYPES.map((c) => (
                    <option key={c} value={c}>
                      {e.businessServiceTypes[c]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {text("businessDetails.vatNumber", f.vatNumber, {
              maxLength: 20,
              upper: true,
              className: "sm:col-span-2",
              hint: <HintText hint={vatNumberHint(vatNumber ?? "", t)} />,
            })}
            {text("businessDetails.fiscalCode", f.fiscalCode, {
              maxLength: 20,
              upper: true,
              className: "sm:col-span-2",
              hint: <HintText hint={fiscalCodeHint(businessFiscalCode ?? "", t, true)} />,
            })}
          </Section>
          <Section title={e.form.sections.office}>
            {text("businessDetails.address", f.address, { maxLength: L.address, className: "sm:col-span-2" })}
            {text("businessDetails.zipCode", f.zipCode, { maxLength: 5 })}
            {text("businessDetails.locality", f.locality, { maxLength: L.locality })}
            {province("businessDetails.province", f.province)}
          </Section>
          <Section title={e.form.sections.contacts}>
            {text("businessDetails.phone", f.phone, { type: "tel", maxLength: L.phone })}
            {text("businessDetails.email", f.email, { type: "email", maxLength: L.email })}
            {text("businessDetails.pec", f.pec, { type: "email", maxLength: L.email, className: "sm:col-span-2" })}
          </Section>
        </Card>
      )}

      <Card>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{e.form.sections.holidays}</legend>
          <Controller
            control={control}
            name="patronSaintDay"
            render={({ field }) => {
              const [month = "", day = ""] = field.value ? field.value.split("-") : [];
              const set = (m: string, d: string) => field.onChange(m || d ? `${m}-${d}` : "");
              return (
                <Field label={f.patronSaintDay} error={errors.patronSaintDay?.message} hint={e.form.patronHint}>
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
                        {Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, "0")).map((d) => (
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

      <div className="flex justify-end gap-2">
        {props.mode === "create" && props.onCancel ? (
          <Button variant="ghost" onClick={props.onCancel}>
            {t.common.actions.cancel}
          </Button>
        ) : (
          <Link
            href={employer ? `/employers/${employer.id}` : "/employers"}
            className="inline-flex items-center rounded-md px-3.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t.common.actions.cancel}
          </Link>
        )}
        <Button type="submit" loading={mutation.isPending || formState.isSubmitting} data-testid="employer-submit">
          {isEdit ? e.form.submitEdit : e.form.submitCreate}
        </Button>
      </div>
    </form>
  );
}
