"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { cn } from "@/components/ui/cn";
import { Alert, PageHeader } from "@/components/ui/misc";
import { ApiError, type FieldProblem } from "@/lib/client/api";
import {
  useContractSummary,
  useContributionWeeks,
  useMe,
  useMonthStatus,
  useRunPayroll,
  useValidation,
  type PayslipKind,
  type ValidationIssue,
} from "@/lib/client/payroll";
import { useI18n, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/config";
import { applyProblemToForm, fieldProblemText } from "@/lib/client/field-problem";
import { firstDayOf, lastDayOf } from "../periods";
import { usePayslipParties } from "../use-parties";
import { useFormat } from "../use-format";
import { OptionsStep, type RunFailure } from "./options-step";
import { ResultStep } from "./result-step";
import { defaultRunValues, formFieldFor, pointerToField, runFormResolver, toRunBody, weeksRange, type RunContext, type RunFormValues } from "./run-form";
import { ValidationStep } from "./validation-step";
import { WeeksStep } from "./weeks-step";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";
import { formatDecimalInput } from "@/lib/format/decimal-input";

const STEP_COUNT = 4;

/** The contract's recorded end date when it falls in the period, else null. */
function endInPeriod(endDate: string | null, period: string): string | null {
  return endDate && endDate >= firstDayOf(period) && endDate <= lastDayOf(period) ? endDate : null;
}

/**
 * /payroll/run?contractId=…&period=YYYY-MM[&kind=…][&payslipId=…]: checks → contribution weeks →
 * options and run → the payslip, with finalize.
 */
export function RunWizard({
  contractId,
  period,
  kind,
  payslipId: initialPayslipId,
}: {
  contractId: string;
  period: string;
  kind: PayslipKind;
  payslipId: string | null;
}) {
  const t = useT();
  const { locale } = useI18n();
  const f = useFormat();
  const w = t.payroll.wizard;
  const [step, setStep] = useState(initialPayslipId ? 3 : 0);
  const [payslipId, setPayslipId] = useState<string | null>(initialPayslipId);
  const [failure, setFailure] = useState<RunFailure | null>(null);
  const [weeksRecomputed, setWeeksRecomputed] = useState(false);
  const me = useMe();
  const validation = useValidation(contractId, period);
  const month = useMonthStatus(period);
  const contract = useContractSummary(contractId);
  const { parties } = usePayslipParties(contractId, period);
  const run = useRunPayroll();
  const monthRow = month.data?.data.find((r) => r.domesticContractId === contractId) ?? null;

  const organizationId = me.data?.organizationId ?? "";
  // a missing TFR coefficient is the one error the wizard resolves itself: a provisional coefficient in Options (issue 26 point 14)
  const validationErrors = validation.data?.errors ?? [];
  const coefficientOnly = validationErrors.length > 0 && validationErrors.every((e) => e.code === "tfr_coefficient_missing");
  const coefficientMonths = [
    ...new Set(validationErrors.filter((e) => e.code === "tfr_coefficient_missing").flatMap((e) => e.periods ?? (e.params?.month ? [e.params.month] : []))),
  ];
  const needsCoefficient = coefficientMonths.length > 0;
  const runContext = useMemo<RunContext>(
    () => ({ contractId, organizationId, period, needsCoefficient }),
    [contractId, organizationId, period, needsCoefficient],
  );
  const resolver = useMemo(() => runFormResolver(t, locale), [t, locale]);
  const form = useForm<RunFormValues, RunContext>({
    defaultValues: defaultRunValues(kind),
    resolver,
    context: runContext,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const [employmentEnding, employmentEndDate] = useWatch({ control: form.control, name: ["employmentEnding", "employmentEndDate"] });
  // An end recorded on the contract in this period makes the ordinary run the final settlement
  // (issue 11): the server applies it and its notice; the weeks come from the whole month (worked
  // weeks up to the end, then the notice weeks), so ticking the box does not change them.
  const recordedEnd = kind === "ordinary" ? endInPeriod(contract.data?.endDate ?? monthRow?.endDate ?? null, period) : null;
  const endingForWeeks = employmentEnding && !recordedEnd;
  const range = weeksRange(period, endingForWeeks, employmentEndDate);
  const weeks = useContributionWeeks({ contractId, startDate: range.startDate, endDate: range.endDate, employmentEnding: endingForWeeks });
  const weeksKey = `${range.endDate}|${endingForWeeks}`;
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!recordedEnd || form.getValues("employmentEnding")) return;
    form.setValue("employmentEnding", true, { shouldDirty: false });
    form.setValue("employmentEndDate", recordedEnd, { shouldDirty: false });
  }, [recordedEnd, form]);

  // Each new answer of the weeks endpoint (first load, or end of employment changed) resets the table.
  useEffect(() => {
    if (!weeks.data) return;
    if (loadedKey.current === weeksKey) return;
    const previous = loadedKey.current;
    loadedKey.current = weeksKey;
    form.setValue(
      "contributionWeeks",
      // shown with the screen's decimal separator ("20,00"); computedHours stays the API's figure
      weeks.data.map((wk) => ({ ...wk, hours: formatDecimalInput(wk.hours, locale), computedHours: wk.hours })),
      { shouldDirty: false, shouldValidate: false },
    );
    form.clearErrors("contributionWeeks");
    if (previous !== null) setWeeksRecomputed(true);
  }, [weeks.data, weeksKey, form, locale]);

  const goTo = (next: number) => {
    setStep(next);
    if (typeof window !== "undefined") window.scrollTo({ top: 0 });
  };

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      // the resolver has checked this very body with runPayrollBody
      const body = toRunBody(values, runContext);
      run.mutate(body, {
        onSuccess: (payslip) => {
          setPayslipId(payslip.id);
          setWeeksRecomputed(false);
          const params = new URLSearchParams({ contractId, period });
          if (kind !== "ordinary") params.set("kind", kind);
          params.set("payslipId", payslip.id);
          window.history.replaceState(null, "", `/payroll/run?${params.toString()}`);
          goTo(3);
        },
        onError: (error) => setFailure(describeFailure(error, form, t, locale)),
      });
    },
    (errors: FieldErrors<RunFormValues>) => {
      if (errors.contributionWeeks) goTo(1);
    },
  );

  const steps = w.steps;
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);
  const canOpen = (i: number) => i < step || (i === 3 && !!payslipId);
  const header = parties ? w.subtitle(parties.workerName, parties.employerName, f.period(period)) : f.period(period);

  return (
    <FormProvider {...form}>
      <PageHeader title={w.title} description={<span data-testid="wizard-subtitle">{header}</span>} />
      <nav aria-label={w.stepsLabel} className="mb-6">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {steps.map((label, i) => {
            const current = i === step;
            const done = i < step || (i === 3 && !!payslipId);
            return (
              <li key={label}>
                <button
                  type="button"
                  disabled={!canOpen(i) && !current}
                  aria-current={current ? "step" : undefined}
                  onClick={() => canOpen(i) && goTo(i)}
                  data-testid={`wizard-step-${i + 1}`}
                  className={cn(
                    "flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm transition focus-visible:outline-2 focus-visible:outline-brand-600",
                    current
                      ? "border-brand-600 bg-brand-50 font-semibold text-brand-900"
                      : done
                        ? "border-slate-200 bg-white text-slate-700 hover:bg-slate-50"
                        : "border-slate-200 bg-slate-50 text-slate-400",
                  )}
                >
                  <span
                    className={cn(
                      "flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs",
                      current ? "bg-brand-600 text-white" : done ? "bg-brand-100 text-brand-700" : "bg-slate-200 text-slate-500",
                    )}
                    aria-hidden
                  >
                    {done && !current ? "✓" : i + 1}
                  </span>
                  <span>
                    <span className="sr-only">{w.stepOf(i + 1, STEP_COUNT)}: </span>
                    {label}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <h2 ref={stepHeading} tabIndex={-1} className="mb-3 text-sm font-semibold text-slate-700 focus:outline-none" data-testid="wizard-step-heading">
        {`${w.stepOf(step + 1, STEP_COUNT)}: ${steps[step]}`}
      </h2>

      {me.isError && (
        <div className="mb-4">
          <Alert>{t.common.errors.unauthorized}</Alert>
        </div>
      )}

      {step === 0 && (
        <ValidationStep
          contractId={contractId}
          period={period}
          kind={kind}
          validation={validation}
          monthRow={monthRow}
          coefficientOnly={coefficientOnly}
          onNext={() => goTo(1)}
        />
      )}
      {step === 1 && (
        <WeeksStep period={period} weeks={weeks} onBack={() => goTo(0)} onNext={async () => (await form.trigger("contributionWeeks")) && goTo(2)} />
      )}
      {step === 2 && (
        <OptionsStep
          period={period}
          contractEndDate={contract.data?.endDate ?? monthRow?.endDate ?? null}
          recordedEnd={recordedEnd ? { date: recordedEnd, reason: contract.data?.endReason ?? null, notice: validation.data?.notice ?? null } : null}
          weeksRecomputed={weeksRecomputed}
          weeksLoading={weeks.isFetching}
          running={run.isPending}
          canRun={!!me.data && (!!validation.data?.valid || coefficientOnly) && !weeks.isFetching}
          failure={failure}
          contractId={contractId}
          coefficientMonths={coefficientMonths}
          onReviewWeeks={() => {
            setWeeksRecomputed(false);
            goTo(1);
          }}
          onBack={() => goTo(1)}
          onRun={() => void submit()}
        />
      )}
      {step === 3 && payslipId && (
        <ResultStep
          payslipId={payslipId}
          contractId={contractId}
          period={period}
          parties={parties}
          onRerun={() => {
            // the calendar or the contract may have changed since the run: check and recompute the weeks again
            void validation.refetch();
            loadedKey.current = null;
            void weeks.refetch();
            goTo(0);
          }}
        />
      )}
    </FormProvider>
  );
}

/** A failed run: field errors go onto the inputs, payroll_blocked lists validate's errors, a final payslip is linked. */
function describeFailure(error: unknown, form: UseFormReturn<RunFormValues, RunContext>, t: ReturnType<typeof useT>, locale: Locale): RunFailure {
  if (error instanceof ApiError) {
    if (error.code === "payroll_blocked") {
      const issues: ValidationIssue[] = error.errors.map((e: FieldProblem) => ({
        code: e.code,
        message: e.message,
        field: e.path ? e.path.replace(/^\//, "") : undefined,
        // the figures of the sentence: without them issueText falls back to the API's message (issue 26 point 20)
        ...(e.params ? { params: e.params } : {}),
      }));
      // an error about a run option (advance, termination date…) also marks its input
      for (const issue of issues) {
        const name = issue.field ? pointerToField(`/${issue.field}`) : "root";
        if (name !== "root") form.setError(name as keyof RunFormValues, { type: "server", message: fieldProblemText(issue, t, locale) });
      }
      return { kind: "blocked", issues };
    }
    if (error.code === "payslip_already_final") {
      const id = typeof error.body.payslipId === "string" ? error.body.payslipId : null;
      return { kind: "final", payslipId: id };
    }
    if (error.status === 422 && error.errors.length > 0) {
      const unplaced = applyProblemToForm(error.errors, {
        fieldOf: (segments) => {
          const name = formFieldFor(segments);
          return name === "root" ? null : (name as keyof RunFormValues);
        },
        text: (problem) => fieldProblemText(problem, t, locale),
        setError: (field, message) => form.setError(field, { type: "server", message }),
      });
      return { kind: "fields", unplaced };
    }
  }
  return { kind: "other", error };
}
