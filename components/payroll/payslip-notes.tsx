"use client";
import { fieldProblemResolver } from "@/lib/client/field-problem";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useUpdatePayslipNotes, type PayslipDetail } from "@/lib/client/payroll";
import { useI18n, useT } from "@/lib/i18n/client";
import { patchPayslipBody } from "@/lib/validation/payslip";

type NotesInput = z.input<typeof patchPayslipBody>;
type NotesOutput = z.output<typeof patchPayslipBody>;

/** Notes 1 and 2: shown on every payslip, editable while it is a draft (PATCH answers 409 on a final one). */
export function PayslipNotes({ payslip }: { payslip: PayslipDetail }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const update = useUpdatePayslipNotes();
  const words = useI18n();
  const form = useForm<NotesInput, unknown, NotesOutput>({
    resolver: fieldProblemResolver(patchPayslipBody, words),
    values: { note1: payslip.note1 ?? "", note2: payslip.note2 ?? "" },
  });
  const v = t.payroll.view;
  const o = t.payroll.wizard.options;
  const canEdit = payslip.status === "draft";

  return (
    <Card
      title={v.notesTitle}
      actions={
        canEdit && !editing ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            data-testid="payslip-notes-edit"
          >
            {t.payroll.actions.editNotes}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <form
          className="space-y-4"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            update.mutate(
              { id: payslip.id, note1: values.note1 ? values.note1 : null, note2: values.note2 ? values.note2 : null },
              {
                onSuccess: () => {
                  setEditing(false);
                  setSaved(true);
                },
              },
            ),
          )}
        >
          <Field label={o.note1} error={form.formState.errors.note1?.message}>
            {(p) => <Textarea {...p} rows={2} {...form.register("note1")} data-testid="notes-note1" />}
          </Field>
          <Field label={o.note2} error={form.formState.errors.note2?.message}>
            {(p) => <Textarea {...p} rows={2} {...form.register("note2")} data-testid="notes-note2" />}
          </Field>
          {update.isError && <Alert>{errorMessage(update.error, t)}</Alert>}
          <div className="flex gap-2">
            <Button type="submit" loading={update.isPending} data-testid="notes-save">
              {t.payroll.actions.saveNotes}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                update.reset();
                form.reset();
                setEditing(false);
              }}
            >
              {t.common.actions.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="space-y-2 text-sm" data-testid="payslip-notes">
          {saved && <Alert tone="green">{t.payroll.detail.notesSaved}</Alert>}
          {!payslip.note1 && !payslip.note2 ? (
            <p className="text-slate-500">{v.noNotes}</p>
          ) : (
            <>
              {payslip.note1 && (
                <p className="whitespace-pre-line">
                  <span className="font-medium text-slate-600">{o.note1}: </span>
                  {payslip.note1}
                </p>
              )}
              {payslip.note2 && (
                <p className="whitespace-pre-line">
                  <span className="font-medium text-slate-600">{o.note2}: </span>
                  {payslip.note2}
                </p>
              )}
            </>
          )}
          {!canEdit && <p className="text-xs text-slate-500">{t.payroll.notes.finalLocked}</p>}
        </div>
      )}
    </Card>
  );
}
