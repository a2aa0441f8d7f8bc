"use client";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { scheduleDays } from "@/lib/payroll";
import { ccnlNotice, type EndReasonCode, type NoticeResult } from "@/lib/payroll";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { useEndContract } from "@/lib/client/contracts";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView } from "@/lib/validation/contract";
import { END_REASONS } from "@/lib/validation/contract-ccnl";
import { endContractSchema } from "@/lib/validation/contract";
import { formatDate } from "@/lib/format/display";
import { fieldName, zodIssues } from "./terms-model";

interface Values {
  endDate: string;
  endReason: string;
  noticeGivenDate: string;
  noticeWorkedDays: string;
  noticeOverrideDays: string;
  noticeOverrideReason: string;
}

const EMPTY_NOTICE = { noticeGivenDate: "", noticeWorkedDays: "", noticeOverrideDays: "", noticeOverrideReason: "" };

/** The request body: blank optional notice fields left out, day counts as numbers. */
function bodyOf(v: Values) {
  const n = (s: string) => (s.trim() === "" ? undefined : Number(s));
  return {
    endDate: v.endDate,
    endReason: v.endReason,
    ...(v.noticeGivenDate ? { noticeGivenDate: v.noticeGivenDate } : {}),
    ...(n(v.noticeWorkedDays) !== undefined ? { noticeWorkedDays: n(v.noticeWorkedDays) } : {}),
    ...(n(v.noticeOverrideDays) !== undefined
      ? { noticeOverrideDays: n(v.noticeOverrideDays), noticeOverrideReason: v.noticeOverrideReason.trim() || undefined }
      : {}),
  };
}

/** The CCNL notice for the values typed so far (docs/domain/rules-update.md §4), computed by the engine's pure rule. */
function proposal(contract: ContractDetailView, v: Values): NoticeResult | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.endDate) || v.endDate < contract.startDate || !(END_REASONS as readonly string[]).includes(v.endReason)) return null;
  const terms = contract.currentTerms;
  const worked = Number(v.noticeWorkedDays || "0");
  return ccnlNotice({
    reason: v.endReason as EndReasonCode,
    startDate: contract.startDate,
    endDate: v.endDate,
    weeklyHours: terms.weeklyHours,
    cohabiting: terms.cohabiting,
    level: terms.level,
    fixedTerm: contract.fixedTerm,
    fixedTermEndDate: contract.fixedTermEndDate,
    weeklySchedule: scheduleDays(terms.weeklySchedule),
    noticeGivenDate: v.noticeGivenDate || null,
    noticeWorkedDays: Number.isFinite(worked) ? worked : 0,
  });
}

/** Records the end of employment: the last day and the reason (POST …/end). */
export function EndContractDialog({
  contract,
  open,
  onClose,
  onEnded,
}: {
  contract: ContractDetailView;
  open: boolean;
  onClose: () => void;
  onEnded: (updated: ContractDetailView) => void;
}) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const n = c.notice;
  const form = useForm<Values>({
    defaultValues: { endDate: contract.fixedTermEndDate ?? "", endReason: contract.fixedTerm ? "end_of_fixed_term" : "", ...EMPTY_NOTICE },
  });
  useEffect(() => {
    if (open) form.reset({ endDate: contract.fixedTermEndDate ?? "", endReason: contract.fixedTerm ? "end_of_fixed_term" : "", ...EMPTY_NOTICE });
  }, [open, contract.fixedTermEndDate, contract.fixedTerm, form]);
  const watched = useWatch({ control: form.control }) as Values;
  const notice = proposal(contract, {
    endDate: watched.endDate ?? "",
    endReason: watched.endReason ?? "",
    noticeGivenDate: watched.noticeGivenDate ?? "",
    noticeWorkedDays: watched.noticeWorkedDays ?? "",
    noticeOverrideDays: "",
    noticeOverrideReason: "",
  });
  const end = useEndContract(contract.id, {
    onSuccess: onEnded,
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const first = new Map<string, (typeof error.errors)[number]>();
      for (const e of error.errors) if (!first.has(e.path)) first.set(e.path, e);
      for (const e of first.values()) form.setError(fieldName(e.path) as never, { type: e.code, message: fieldProblemText(e, t, locale) });
    },
  });
  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const parsed = endContractSchema.safeParse(bodyOf(values));
    const issues = parsed.success ? [] : zodIssues(parsed.error);
    if (/^\d{4}-\d{2}-\d{2}$/.test(values.endDate) && values.endDate < contract.startDate)
      issues.push({ path: "/endDate", code: "end_before_start", message: "" });
    if (values.endReason === "end_of_fixed_term" && !contract.fixedTerm) issues.push({ path: "/endReason", code: "not_fixed_term", message: "" });
    if (issues.length > 0) {
      for (const i of issues) form.setError(fieldName(i.path) as never, { type: i.code, message: fieldProblemText(i, t, locale) });
      return;
    }
    end.mutate(bodyOf(values));
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
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={n.givenDate} error={form.formState.errors.noticeGivenDate?.message}>
            {(p) => <Input {...p} type="date" {...form.register("noticeGivenDate")} />}
          </Field>
          <Field label={n.workedDays} error={form.formState.errors.noticeWorkedDays?.message}>
            {(p) => <Input {...p} inputMode="numeric" {...form.register("noticeWorkedDays")} data-testid="notice-worked" />}
          </Field>
        </div>
        {notice && (
          <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="notice-proposal">
            <p className="font-medium text-slate-900">{n.proposed(notice.ccnlDays, notice.missingDays, notice.owedBy)}</p>
            <ul className="mt-1 list-disc pl-5 text-slate-600">
              {notice.explanation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={n.overrideDays} error={form.formState.errors.noticeOverrideDays?.message}>
            {(p) => <Input {...p} inputMode="numeric" {...form.register("noticeOverrideDays")} />}
          </Field>
          <Field label={n.overrideReason} error={form.formState.errors.noticeOverrideReason?.message}>
            {(p) => <Input {...p} {...form.register("noticeOverrideReason")} />}
          </Field>
        </div>
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
