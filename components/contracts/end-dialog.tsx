"use client";
import { useEffect } from "react";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError, apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView } from "@/lib/services/contracts/serialize-contract";
import { END_REASONS } from "@/lib/validation/contract-ccnl";
import { endContractSchema } from "@/lib/validation/contract";
import { formatDate, issueText } from "./format";
import { fieldName, zodIssues } from "./terms-model";

interface Values {
  endDate: string;
  endReason: string;
}

/** Records the end of employment: the last day and the reason (POST …/end). */
export function EndContractDialog({ contract, open, onClose, onEnded }: { contract: ContractDetailView; open: boolean; onClose: () => void; onEnded: (updated: ContractDetailView) => void }) {
  const { t } = useI18n();
  const c = t.contracts;
  const form = useForm<Values>({ defaultValues: { endDate: contract.fixedTermEndDate ?? "", endReason: contract.fixedTerm ? "end_of_fixed_term" : "" } });
  useEffect(() => {
    if (open) form.reset({ endDate: contract.fixedTermEndDate ?? "", endReason: contract.fixedTerm ? "end_of_fixed_term" : "" });
  }, [open, contract.fixedTermEndDate, contract.fixedTerm, form]);
  const end = useMutation({
    mutationFn: (body: Values) => apiFetch<ContractDetailView>(`/v1/domestic-contracts/${contract.id}/end`, { method: "POST", body }),
    onSuccess: onEnded,
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const first = new Map<string, (typeof error.errors)[number]>();
      for (const e of error.errors) if (!first.has(e.path)) first.set(e.path, e);
      for (const e of first.values()) form.setError(fieldName(e.path) as never, { type: e.code, message: issueText(t, e) });
    },
  });
  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const parsed = endContractSchema.safeParse(values);
    const issues = parsed.success ? [] : zodIssues(parsed.error);
    if (/^\d{4}-\d{2}-\d{2}$/.test(values.endDate) && values.endDate < contract.startDate) issues.push({ path: "/endDate", code: "end_before_start", message: "" });
    if (values.endReason === "end_of_fixed_term" && !contract.fixedTerm) issues.push({ path: "/endReason", code: "not_fixed_term", message: "" });
    if (issues.length > 0) {
      for (const i of issues) form.setError(fieldName(i.path) as never, { type: i.code, message: issueText(t, i) });
      return;
    }
    end.mutate(values);
  });
  const eventsAfter = end.error instanceof ApiError ? ((end.error.body.workEventsAfterEnd as { date: string }[] | undefined) ?? []) : [];
  const eventsTotal = end.error instanceof ApiError ? Number(end.error.body.workEventsAfterEndTotal ?? eventsAfter.length) : 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={c.detail.endTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button variant="danger" loading={end.isPending} onClick={() => void submit()} data-testid="end-confirm">
            {c.detail.end}
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} className="space-y-4">
        <p className="text-slate-600">{c.detail.endHint}</p>
        <Field label={c.fields.endDate} required error={form.formState.errors.endDate?.message}>
          {(p) => <Input {...p} type="date" min={contract.startDate} {...form.register("endDate")} />}
        </Field>
        <Field label={c.fields.endReason} required error={form.formState.errors.endReason?.message}>
          {(p) => (
            <Select {...p} {...form.register("endReason")}>
              <option value="">—</option>
              {END_REASONS.filter((r) => contract.fixedTerm || r !== "end_of_fixed_term").map((r) => (
                <option key={r} value={r}>
                  {c.endReasons[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {eventsAfter.length > 0 && (
          <Alert>
            {c.detail.eventsAfterEnd} {eventsAfter.map((e) => formatDate(e.date)).join(", ")}
            {eventsTotal > eventsAfter.length && ` ${c.detail.moreEvents(String(eventsTotal - eventsAfter.length))}`}
          </Alert>
        )}
        {end.isError && !(end.error instanceof ApiError && end.error.errors.length > 0) && <Alert>{errorMessage(end.error, t)}</Alert>}
      </form>
    </Dialog>
  );
}
