"use client";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { useSaveOpeningBalances } from "@/lib/client/contracts";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView, OpeningBalancesView } from "@/lib/validation/contract";
import { openingBalancesSchema } from "@/lib/validation/contract";
import { fieldName, zodIssues } from "./terms-model";
import { parseDecimalInput } from "@/lib/format/decimal-input";

const AMOUNTS = [
  "vacationDaysLeftThisYear",
  "vacationDaysLeftPreviousYear",
  "thirteenthAccruedThisYear",
  "tfrFundAtLastYearEnd",
  "tfrAccruedThisYear",
  "sickDaysUsedLast365",
  // take-over in the middle of a year (docs/domain/rules-update-3.md A7): the months run elsewhere
  "ytdGross",
  "ytdWorkerInps",
  "ytdWorkerCassacolf",
] as const;
/** optional figures: empty = not given (null: the engine derives them) */
const OPTIONAL = ["ytdTaxable", "ytdEmploymentDays"] as const;
type Values = Record<(typeof AMOUNTS)[number] | (typeof OPTIONAL)[number] | "asOfDate" | "earlierDaysDeclaredElsewhere", string>;

const declaredText = (v: boolean | null | undefined) => (v === true ? "yes" : v === false ? "no" : "");

function initial(b: OpeningBalancesView | null): Values {
  return {
    asOfDate: b?.asOfDate ?? "",
    vacationDaysLeftThisYear: b?.vacationDaysLeftThisYear ?? "0",
    vacationDaysLeftPreviousYear: b?.vacationDaysLeftPreviousYear ?? "0",
    thirteenthAccruedThisYear: b?.thirteenthAccruedThisYear ?? "0.00",
    tfrFundAtLastYearEnd: b?.tfrFundAtLastYearEnd ?? "0.00",
    tfrAccruedThisYear: b?.tfrAccruedThisYear ?? "0.00",
    sickDaysUsedLast365: b?.sickDaysUsedLast365 ?? "0",
    ytdGross: b?.ytdGross ?? "0.00",
    ytdWorkerInps: b?.ytdWorkerInps ?? "0.00",
    ytdWorkerCassacolf: b?.ytdWorkerCassacolf ?? "0.00",
    ytdTaxable: b?.ytdTaxable ?? "",
    ytdEmploymentDays: b?.ytdEmploymentDays ?? "",
    earlierDaysDeclaredElsewhere: declaredText(b?.earlierDaysDeclaredElsewhere),
  };
}

/** Balances carried over from another payroll system (PUT …/opening-balances). */
export function BalancesDialog({
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
  const form = useForm<Values>({ defaultValues: initial(contract.openingBalances) });
  useEffect(() => {
    if (open) form.reset(initial(contract.openingBalances));
  }, [open, contract.openingBalances, form]);
  const save = useSaveOpeningBalances(contract.id, {
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError)
        for (const e of error.errors) form.setError(fieldName(e.path) as never, { type: e.code, message: fieldProblemText(e, t, locale) });
    },
  });
  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    const amounts = { ...values };
    // days are quantities, the thirteenth and TFR amounts money ("1.250,00")
    for (const k of AMOUNTS) amounts[k] = parseDecimalInput(values[k] || "0", /Days/.test(k) ? "quantity" : "money");
    const optional = (k: (typeof OPTIONAL)[number]) => (values[k].trim() === "" ? null : parseDecimalInput(values[k], /Days/.test(k) ? "quantity" : "money"));
    const body = {
      ...amounts,
      ytdTaxable: optional("ytdTaxable"),
      ytdEmploymentDays: optional("ytdEmploymentDays"),
      // the quarters declared by the previous system are kept as they are (API only)
      declaredQuarters: contract.openingBalances?.declaredQuarters ?? [],
      earlierDaysDeclaredElsewhere: values.earlierDaysDeclaredElsewhere === "yes" ? true : values.earlierDaysDeclaredElsewhere === "no" ? false : null,
    };
    const parsed = openingBalancesSchema.safeParse(body);
    const issues = parsed.success ? [] : zodIssues(parsed.error);
    if (/^\d{4}-\d{2}-\d{2}$/.test(body.asOfDate) && body.asOfDate < contract.startDate)
      issues.push({ path: "/asOfDate", code: "as_of_before_start", message: "" });
    if (contract.endDate && body.asOfDate > contract.endDate) issues.push({ path: "/asOfDate", code: "as_of_after_end", message: "" });
    if (issues.length > 0) {
      for (const i of issues) form.setError(fieldName(i.path) as never, { type: i.code, message: fieldProblemText(i, t, locale) });
      return;
    }
    save.mutate(body);
  });
  const b = c.detail.balances;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={c.detail.openingBalances}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="balances-save">
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
        <p className="text-slate-600">{c.detail.openingBalancesHint}</p>
        <Field label={b.asOfDate} required error={form.formState.errors.asOfDate?.message}>
          {(p) => <Input {...p} type="date" min={contract.startDate} {...form.register("asOfDate")} />}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          {AMOUNTS.map((k) => (
            <Field key={k} label={b[k]} error={form.formState.errors[k]?.message}>
              {(p) => <Input {...p} inputMode="decimal" className="text-right" {...form.register(k)} />}
            </Field>
          ))}
          {OPTIONAL.map((k) => (
            <Field key={k} label={b[k]} hint={b.optionalHint} error={form.formState.errors[k]?.message}>
              {(p) => <Input {...p} inputMode="decimal" className="text-right" {...form.register(k)} />}
            </Field>
          ))}
        </div>
        <Field label={b.earlierDaysDeclaredElsewhere} hint={b.earlierDaysHint}>
          {(p) => (
            <Select {...p} {...form.register("earlierDaysDeclaredElsewhere")} data-testid="balances-earlier-days">
              <option value="">{b.earlierDays.unknown}</option>
              <option value="yes">{b.earlierDays.yes}</option>
              <option value="no">{b.earlierDays.no}</option>
            </Select>
          )}
        </Field>
        {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) && <Alert>{errorMessage(save.error, t)}</Alert>}
      </form>
    </Dialog>
  );
}
