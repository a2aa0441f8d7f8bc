"use client";
import Link from "next/link";
import { FormProvider } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import { BusinessFields } from "./form/business-fields";
import { DomesticFields } from "./form/domestic-fields";
import { PatronDayCard } from "./form/patron-day";
import { EmployerTypeChoice } from "./form/type-choice";
import { useEmployerForm, type EmployerFormProps } from "./form/use-employer-form";

/** The API refused a second employer with this tax id: open that one, or create anyway. */
function DuplicateNotice({ existingId, onCreateAnyway }: { existingId: string; onCreateAnyway: () => void }) {
  const e = useT().employers;
  return (
    <div role="alert" data-testid="employer-duplicate" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{e.form.duplicateTaxId}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Link href={`/employers/${existingId}`} className="font-medium underline">
          {e.form.openExisting}
        </Link>
        <Button type="button" variant="secondary" onClick={onCreateAnyway}>
          {e.form.createAnyway}
        </Button>
      </div>
    </div>
  );
}

/** Create or edit an employer: a household (a person) or a business, with the patron saint's day. */
export function EmployerForm(props: EmployerFormProps) {
  const t = useT();
  const e = t.employers;
  const { form, type, employer, formError, duplicateOf, onSubmit, createAnyway, saving } = useEmployerForm(props);
  const errors = form.formState.errors;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="employer-form">
        {/* "Correggi i campi evidenziati" lasts while a field is still marked, not after the clerk fixed them */}
        {formError && (!formError.startsWith(e.form.fixErrors) || Object.keys(errors).length > 0) && <Alert>{formError}</Alert>}
        {duplicateOf && <DuplicateNotice existingId={duplicateOf} onCreateAnyway={createAnyway} />}
        <EmployerTypeChoice type={type} locked={props.mode === "edit"} />
        {type === "domestic" ? <DomesticFields /> : <BusinessFields />}
        <PatronDayCard />
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
          <Button type="submit" loading={saving} data-testid="employer-submit">
            {props.mode === "edit" ? e.form.submitEdit : e.form.submitCreate}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
