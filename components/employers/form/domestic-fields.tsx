"use client";
import { useWatch } from "react-hook-form";
import { Card } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import { EMPLOYER_LIMITS as L } from "@/lib/validation/employer";
import type { EmployerFormValues } from "../form-model";
import { fiscalCodeHint } from "../tax-code-hints";
import { HintText, ProvinceField, Section, TextField } from "./fields";

/** A household employer: the person, where they live, how to reach them. */
export function DomesticFields() {
  const t = useT();
  const e = t.employers;
  const f = e.fields;
  const fiscalCode = useWatch<EmployerFormValues, "personalInfo.fiscalCode">({ name: "personalInfo.fiscalCode" });
  return (
    <Card className="space-y-6">
      <Section title={e.form.sections.person}>
        <TextField name="personalInfo.firstName" label={f.firstName} required maxLength={L.personName} autoComplete="given-name" />
        <TextField name="personalInfo.lastName" label={f.lastName} required maxLength={L.personName} autoComplete="family-name" />
        <TextField
          name="personalInfo.fiscalCode"
          label={f.fiscalCode}
          maxLength={20}
          upper
          className="sm:col-span-2"
          hint={<HintText hint={fiscalCodeHint(fiscalCode ?? "", t)} />}
        />
        <TextField name="personalInfo.birthDate" label={f.birthDate} type="date" />
        <TextField name="personalInfo.birthLocality" label={f.birthLocality} maxLength={L.locality} />
        <ProvinceField name="personalInfo.birthProvince" label={f.birthProvince} />
        <TextField name="personalInfo.birthCountry" label={f.birthCountry} maxLength={L.country} />
      </Section>
      <Section title={e.form.sections.residence}>
        <TextField name="personalInfo.address" label={f.address} maxLength={L.address} className="sm:col-span-2" autoComplete="street-address" />
        <TextField name="personalInfo.zipCode" label={f.zipCode} maxLength={5} autoComplete="postal-code" />
        <TextField name="personalInfo.locality" label={f.locality} maxLength={L.locality} />
        <ProvinceField name="personalInfo.province" label={f.province} />
      </Section>
      <Section title={e.form.sections.contacts}>
        <TextField name="personalInfo.phone" label={f.phone} type="tel" maxLength={L.phone} />
        <TextField name="personalInfo.email" label={f.email} type="email" maxLength={L.email} />
        <TextField name="personalInfo.pec" label={f.pec} type="email" maxLength={L.email} className="sm:col-span-2" />
      </Section>
    </Card>
  );
}
