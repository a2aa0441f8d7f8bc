"use client";
import type { UseFormReturn } from "react-hook-form";
import { Checkbox, Field, Input, Textarea } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { KnownWorkerNotice } from "@/components/workers/known-worker";
import { useI18n } from "@/lib/i18n/client";
import { BoardFields, MinimumWageNotice, RoleFields } from "../terms-fields";
import type { WizardValues } from "../wizard-model";
import { getError } from "./errors";

/** The person's fields a known worker (issue 31) fills into the wizard. */
const WORKER_FIELDS = ["firstName", "lastName", "birthDate", "birthPlace", "nationality", "address", "locality", "province", "zipCode", "iban"] as const;

interface StepProps {
  form: UseFormReturn<WizardValues>;
  values: WizardValues;
}

function useStepWords(form: UseFormReturn<WizardValues>) {
  const { t } = useI18n();
  const err = (name: string) => getError(form.formState.errors, name);
  return { c: t.contracts, w: t.contracts.fields, err };
}

/** The worker: name, fiscal code (a known worker's data offered), birth, address, IBAN. */
export function WorkerStep({ form, values }: StepProps) {
  const { w, err } = useStepWords(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={w.firstName} required error={err("worker.firstName")}>
        {(p) => <Input {...p} autoComplete="off" {...form.register("worker.firstName")} />}
      </Field>
      <Field label={w.lastName} required error={err("worker.lastName")}>
        {(p) => <Input {...p} autoComplete="off" {...form.register("worker.lastName")} />}
      </Field>
      <Field label={w.fiscalCode} error={err("worker.fiscalCode")}>
        {(p) => <Input {...p} className="uppercase" autoComplete="off" {...form.register("worker.fiscalCode")} />}
      </Field>
      <div className="empty:hidden sm:col-span-2">
        <KnownWorkerNotice
          fiscalCode={values.worker?.fiscalCode ?? ""}
          onUse={(known) => {
            for (const field of WORKER_FIELDS) form.setValue(`worker.${field}`, known[field] ?? "", { shouldDirty: true });
          }}
        />
      </div>
      <Field label={w.birthDate} error={err("worker.birthDate")}>
        {(p) => <Input {...p} type="date" {...form.register("worker.birthDate")} />}
      </Field>
      <Field label={w.birthPlace} error={err("worker.birthPlace")}>
        {(p) => <Input {...p} {...form.register("worker.birthPlace")} />}
      </Field>
      <Field label={w.nationality} error={err("worker.nationality")}>
        {(p) => <Input {...p} {...form.register("worker.nationality")} />}
      </Field>
      <Field label={w.address} error={err("worker.address")} className="sm:col-span-2">
        {(p) => <Input {...p} {...form.register("worker.address")} />}
      </Field>
      <Field label={w.locality} error={err("worker.locality")}>
        {(p) => <Input {...p} {...form.register("worker.locality")} />}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label={w.province} error={err("worker.province")}>
          {(p) => <Input {...p} maxLength={2} className="uppercase" {...form.register("worker.province")} />}
        </Field>
        <Field label={w.zipCode} error={err("worker.zipCode")}>
          {(p) => <Input {...p} inputMode="numeric" maxLength={5} {...form.register("worker.zipCode")} />}
        </Field>
      </div>
      <Field label={w.iban} error={err("worker.iban")} hint={w.ibanHint} className="sm:col-span-2">
        {(p) => <Input {...p} className="uppercase" autoComplete="off" {...form.register("worker.iban")} />}
      </Field>
    </div>
  );
}

/** Job, level and start (the CCNL minimum of the year shown as the level is chosen). */
export function RoleStep({ form, values, today }: StepProps & { today: string }) {
  const { c, w, err } = useStepWords(form);
  return (
    <div className="space-y-5">
      <RoleFields form={form} prefix="terms" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={w.startDate} required error={err("startDate")} hint={c.wizard.dateOrder}>
          {(p) => <Input {...p} type="date" {...form.register("startDate")} />}
        </Field>
        <div className="space-y-3 pt-6">
          <Checkbox label={w.fixedTerm} {...form.register("fixedTerm")} />
          {values.fixedTerm && <Checkbox label={w.replacesAbsentWorker} {...form.register("replacesAbsentWorker")} />}
        </div>
        {values.fixedTerm && (
          <Field label={w.fixedTermEndDate} required error={err("fixedTermEndDate")}>
            {(p) => <Input {...p} type="date" {...form.register("fixedTermEndDate")} />}
          </Field>
        )}
      </div>
      {err("replacesAbsentWorker") && <Alert>{err("replacesAbsentWorker")}</Alert>}
      <MinimumWageNotice values={values.terms} date={values.startDate || today} exact={false} />
    </div>
  );
}

/** Board and allowances, CUAF and IVS, the INPS relationship code and notes. */
export function BoardStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const { w, err } = useStepWords(form);
  return (
    <div className="space-y-6">
      <BoardFields form={form} prefix="terms" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Checkbox label={w.cuafDue} {...form.register("cuafDue")} />
          <p className="ml-6 text-xs text-slate-500">{w.cuafHint}</p>
          <Checkbox label={w.workerRenouncedIvsShare} {...form.register("workerRenouncedIvsShare")} />
        </div>
        <Field label={w.inpsRelationshipCode} error={err("inpsRelationshipCode")} hint={w.inpsRelationshipCodeHint}>
          {(p) => <Input {...p} {...form.register("inpsRelationshipCode")} />}
        </Field>
        <Field label={w.notes} error={err("notes")} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={3} {...form.register("notes")} />}
        </Field>
      </div>
    </div>
  );
}
