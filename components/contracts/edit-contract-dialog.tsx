"use client";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Checkbox, Field, Input, Textarea } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { useUpdateContract } from "@/lib/client/contracts";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView } from "@/lib/validation/contract";
import { checkContractFields, updateContractSchema } from "@/lib/validation/contract";
import { fieldName, zodIssues, type FormIssue } from "./terms-model";
import { ASSISTED_FIELDS, AssistedPersonFields, type AssistedField } from "./assisted-person-fields";

const WORKER_FIELDS = [
  "firstName",
  "lastName",
  "fiscalCode",
  "birthDate",
  "birthPlace",
  "nationality",
  "address",
  "locality",
  "province",
  "zipCode",
  "iban",
] as const;
type WorkerField = (typeof WORKER_FIELDS)[number];

interface Values {
  worker: Record<WorkerField, string>;
  startDate: string;
  fixedTerm: boolean;
  fixedTermEndDate: string;
  replacesAbsentWorker: boolean;
  cuafDue: boolean;
  workerRenouncedIvsShare: boolean;
  over80ReliefStart: string;
  inpsRelationshipCode: string;
  notes: string;
  assisted: Record<AssistedField, string>;
}

function initial(c: ContractDetailView): Values {
  return {
    worker: Object.fromEntries(WORKER_FIELDS.map((f) => [f, c.worker[f] ?? ""])) as Record<WorkerField, string>,
    startDate: c.startDate,
    fixedTerm: c.fixedTerm,
    fixedTermEndDate: c.fixedTermEndDate ?? "",
    replacesAbsentWorker: c.replacesAbsentWorker,
    cuafDue: c.cuafDue,
    workerRenouncedIvsShare: c.workerRenouncedIvsShare,
    over80ReliefStart: c.over80ReliefStart ?? "",
    inpsRelationshipCode: c.inpsRelationshipCode ?? "",
    notes: c.notes ?? "",
    assisted: Object.fromEntries(ASSISTED_FIELDS.map((f) => [f, c[f] ?? ""])) as Record<AssistedField, string>,
  };
}

/** PATCH of the fields that are not terms: worker data, dates of the employment, CUAF, notes. */
export function EditContractDialog({
  contract,
  open,
  onClose,
  onSaved,
}: {
  contract: ContractDetailView;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const w = c.fields;
  const form = useForm<Values>({ defaultValues: initial(contract) });
  useEffect(() => {
    if (open) form.reset(initial(contract));
  }, [open, contract, form]);
  const fixedTerm = useWatch({ control: form.control, name: "fixedTerm" });
  const save = useUpdateContract(contract.id, {
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError)
        for (const e of error.errors) form.setError(fieldName(e.path) as never, { type: e.code, message: fieldProblemText(e, t, locale) });
    },
  });
  const submit = form.handleSubmit((v) => {
    form.clearErrors();
    const body = {
      worker: Object.fromEntries(
        WORKER_FIELDS.map((f) => [f, f === "firstName" || f === "lastName" ? v.worker[f] : v.worker[f].trim() === "" ? null : v.worker[f]]),
      ),
      startDate: v.startDate,
      fixedTerm: v.fixedTerm,
      fixedTermEndDate: v.fixedTerm && v.fixedTermEndDate ? v.fixedTermEndDate : null,
      replacesAbsentWorker: v.fixedTerm ? v.replacesAbsentWorker : false,
      cuafDue: v.cuafDue,
      workerRenouncedIvsShare: v.workerRenouncedIvsShare,
      over80ReliefStart: v.over80ReliefStart === "" ? null : v.over80ReliefStart,
      inpsRelationshipCode: v.inpsRelationshipCode.trim() === "" ? null : v.inpsRelationshipCode,
      notes: v.notes.trim() === "" ? null : v.notes,
      ...Object.fromEntries(ASSISTED_FIELDS.map((f) => [f, v.assisted[f].trim() === "" ? null : v.assisted[f].trim()])),
    };
    const parsed = updateContractSchema.safeParse(body);
    const issues: FormIssue[] = parsed.success ? [] : zodIssues(parsed.error);
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.startDate)) {
      issues.push(
        ...checkContractFields({ ...body, birthDate: /^\d{4}-\d{2}-\d{2}$/.test(v.worker.birthDate) ? v.worker.birthDate : null, today: "9999-12-31" }).filter(
          (i) => i.code !== "start_date_out_of_range",
        ),
      );
    }
    if (issues.length > 0) {
      for (const i of issues) form.setError(fieldName(i.path) as never, { type: i.code, message: fieldProblemText(i, t, locale) });
      return;
    }
    save.mutate(body);
  });
  const err = (name: string) => {
    let node: unknown = form.formState.errors;
    for (const part of name.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    return (node as { message?: string } | undefined)?.message;
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={c.detail.editDataTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="contract-edit-save">
            {t.common.actions.save}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {WORKER_FIELDS.map((f) => (
            <Field key={f} label={w[f]} required={f === "firstName" || f === "lastName"} error={err(`worker.${f}`)}>
              {(p) => <Input {...p} type={f === "birthDate" ? "date" : "text"} {...form.register(`worker.${f}`)} />}
            </Field>
          ))}
          <Field label={w.inpsRelationshipCode} error={err("inpsRelationshipCode")}>
            {(p) => <Input {...p} {...form.register("inpsRelationshipCode")} />}
          </Field>
          <Field label={w.startDate} required error={err("startDate")}>
            {(p) => <Input {...p} type="date" {...form.register("startDate")} />}
          </Field>
        </div>
        <div className="space-y-2">
          <Checkbox label={w.fixedTerm} {...form.register("fixedTerm")} />
          {fixedTerm && (
            <>
              <Field label={w.fixedTermEndDate} required error={err("fixedTermEndDate")}>
                {(p) => <Input {...p} type="date" {...form.register("fixedTermEndDate")} />}
              </Field>
              <Checkbox label={w.replacesAbsentWorker} {...form.register("replacesAbsentWorker")} />
            </>
          )}
          <Checkbox label={w.cuafDue} {...form.register("cuafDue")} />
          <Checkbox label={w.workerRenouncedIvsShare} {...form.register("workerRenouncedIvsShare")} />
          <Field label={w.over80ReliefStart} hint={w.over80ReliefHint} error={err("over80ReliefStart")}>
            {(p) => <Input {...p} type="date" {...form.register("over80ReliefStart")} data-testid="contract-over80-relief" />}
          </Field>
        </div>
        <AssistedPersonFields register={(f) => form.register(`assisted.${f}`)} error={(f) => err(f) ?? err(`assisted.${f}`)} />
        <Field label={w.notes} error={err("notes")}>
          {(p) => <Textarea {...p} rows={3} {...form.register("notes")} />}
        </Field>
        {save.isError && <Alert>{errorMessage(save.error, t)}</Alert>}
      </form>
    </Dialog>
  );
}
