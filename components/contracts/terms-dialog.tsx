"use client";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { useSaveTerms } from "@/lib/client/contracts";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView, TermsView } from "@/lib/validation/contract";
import { addTermsSchema, termsSchema } from "@/lib/validation/contract";
import { formatDate } from "@/lib/format/display";
import { BoardFields, PayFields, RoleFields, ScheduleGrid } from "./terms-fields";
import { ccnlIssues, fieldName, termsValuesFromView, toTermsBody, zodIssues, type FormIssue, type TermsFormValues } from "./terms-model";

type Values = TermsFormValues & { effectiveFrom: string };

/**
 * "New terms from a date" (POST …/terms) or "correct these terms" (PUT …/terms/{id}), with the
 * same checks as the API: shape, dates inside the employment, CCNL rules of the terms' own year.
 */
export function TermsDialog({
  contract,
  correcting,
  open,
  onClose,
  onSaved,
}: {
  contract: ContractDetailView;
  /** the terms to correct; null: new terms starting from a date */
  correcting: TermsView | null;
  open: boolean;
  onClose: () => void;
  onSaved: (warnings: { code: string; message: string }[]) => void;
}) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const base = correcting ?? contract.currentTerms;
  const form = useForm<Values>({ defaultValues: { ...termsValuesFromView(base, locale), effectiveFrom: correcting?.effectiveFrom ?? "" } });
  useEffect(() => {
    if (open) form.reset({ ...termsValuesFromView(correcting ?? contract.currentTerms, locale), effectiveFrom: correcting?.effectiveFrom ?? "" });
  }, [open, correcting, contract.currentTerms, form, locale]);
  const effectiveFrom = useWatch({ control: form.control, name: "effectiveFrom" });

  const save = useSaveTerms(contract.id, correcting?.id ?? null, {
    onSuccess: (saved) => onSaved(saved.warnings),
    onError: (error) => {
      if (error instanceof ApiError)
        for (const e of error.errors) form.setError(fieldName(e.path) as never, { type: e.code, message: fieldProblemText(e, t, locale) });
    },
  });

  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const terms = toTermsBody(values);
    const body = correcting ? terms : { ...terms, effectiveFrom: values.effectiveFrom };
    const date = correcting ? correcting.effectiveFrom : values.effectiveFrom;
    const issues: FormIssue[] = [];
    const parsed = (correcting ? termsSchema : addTermsSchema).safeParse(body);
    if (!parsed.success) issues.push(...zodIssues(parsed.error));
    if (!correcting && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
      if (date < contract.startDate) issues.push({ path: "/effectiveFrom", code: "terms_before_start", message: "" });
      if (contract.endDate && date > contract.endDate) issues.push({ path: "/effectiveFrom", code: "terms_after_end", message: "" });
    }
    issues.push(...ccnlIssues(terms, date, "").issues);
    const seen = new Set<string>();
    const unique = issues.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)));
    if (unique.length > 0) {
      for (const i of unique) form.setError(fieldName(i.path) as never, { type: i.code, message: fieldProblemText(i, t, locale) });
      return;
    }
    save.mutate(body);
  });

  const fromError = form.formState.errors.effectiveFrom?.message;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      title={correcting ? c.detail.correctTermsTitle(formatDate(correcting.effectiveFrom)) : c.detail.newTerms}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="terms-save">
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
        className="space-y-5"
      >
        {!correcting && (
          <>
            <p className="text-slate-600">{c.detail.newTermsHint}</p>
            <Field label={c.fields.effectiveFrom} required error={fromError}>
              {(p) => <Input {...p} type="date" min={contract.startDate} max={contract.endDate ?? undefined} {...form.register("effectiveFrom")} />}
            </Field>
          </>
        )}
        <RoleFields form={form} prefix="" />
        <ScheduleGrid form={form} prefix="" compact />
        <PayFields form={form} prefix="" date={correcting ? correcting.effectiveFrom : effectiveFrom} />
        <BoardFields form={form} prefix="" />
        {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) && <Alert>{errorMessage(save.error, t)}</Alert>}
      </form>
    </Dialog>
  );
}
