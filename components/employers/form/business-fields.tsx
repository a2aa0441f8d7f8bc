"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, Select } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import { BUSINESS_SERVICE_TYPES, CORPORATION_TYPES, EMPLOYER_LIMITS as L } from "@/lib/validation/employer";
import type { EmployerFormValues } from "../form-model";
import { fiscalCodeHint, vatNumberHint } from "../tax-code-hints";
import { HintText, ProvinceField, Section, TextField, useFieldError } from "./fields";

/** A business employer: the company, its office, how to reach it. */
export function BusinessFields() {
  const t = useT();
  const e = t.employers;
  const f = e.fields;
  const { register } = useFormContext<EmployerFormValues>();
  const [fiscalCode, vatNumber] = useWatch<EmployerFormValues, ["businessDetails.fiscalCode", "businessDetails.vatNumber"]>({
    name: ["businessDetails.fiscalCode", "businessDetails.vatNumber"],
  });
  const corporationTypeError = useFieldError("businessDetails.corporationType");
  const serviceTypeError = useFieldError("businessDetails.businessServiceType");
  return (
    <Card className="space-y-6">
      <Section title={e.form.sections.company}>
        <TextField name="businessDetails.name" label={f.name} required maxLength={L.companyName} className="sm:col-span-2" autoComplete="organization" />
        <Field label={f.corporationType} error={corporationTypeError}>
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
        <Field label={f.businessServiceType} error={serviceTypeError}>
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
        <TextField
          name="businessDetails.vatNumber"
          label={f.vatNumber}
          maxLength={20}
          upper
          className="sm:col-span-2"
          hint={<HintText hint={vatNumberHint(vatNumber ?? "", t)} />}
        />
        <TextField
          name="businessDetails.fiscalCode"
          label={f.fiscalCode}
          maxLength={20}
          upper
          className="sm:col-span-2"
          hint={<HintText hint={fiscalCodeHint(fiscalCode ?? "", t, true)} />}
        />
      </Section>
      <Section title={e.form.sections.office}>
        <TextField name="businessDetails.address" label={f.address} maxLength={L.address} className="sm:col-span-2" />
        <TextField name="businessDetails.zipCode" label={f.zipCode} maxLength={5} />
        <TextField name="businessDetails.locality" label={f.locality} maxLength={L.locality} />
        <ProvinceField name="businessDetails.province" label={f.province} />
      </Section>
      <Section title={e.form.sections.contacts}>
        <TextField name="businessDetails.phone" label={f.phone} type="tel" maxLength={L.phone} />
        <TextField name="businessDetails.email" label={f.email} type="email" maxLength={L.email} />
        <TextField name="businessDetails.pec" label={f.pec} type="email" maxLength={L.email} className="sm:col-span-2" />
      </Section>
    </Card>
  );
}
