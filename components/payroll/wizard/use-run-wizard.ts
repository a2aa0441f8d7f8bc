"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useContractSummary, useContributionWeeks, useMe, useMonthStatus, useRunPayroll, useValidation, type PayslipKind } from "@/lib/client/payroll";
import { formatDecimalInput } from "@/lib/format/decimal-input";
import { useI18n } from "@/lib/i18n/client";
import { firstDayOf, lastDayOf } from "../periods";
import { usePayslipParties } from "../use-parties";
import { describeFailure } from "./describe-failure";
import type { RunFailure } from "./options-step";
import { defaultRunValues, runFormResolver, toRunBody, weeksRange, type RunContext, type RunFormValues } from "./run-form";

/** The contract's recorded end date when it falls in the period, else null. */
function endInPeriod(endDate: string | null, period: string): string | null {
  return endDate && endDate >= firstDayOf(period) && endDate <= lastDayOf(period) ? endDate : null;
}

/**
 * The run wizard's state: the step, the checks, the contribution weeks (reset by each new answer of
 * the weeks endpoint), the options form and the run itself.
 */
export function useRunWizard({
  contractId,
  period,
  kind,
  initialPayslipId,
}: {
  contractId: string;
  period: string;
  kind: PayslipKind;
  initialPayslipId: string | null;
}) {
  const { t, locale } = useI18n();
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

  const rerun = () => {
    // the calendar or the contract may have changed since the run: check and recompute the weeks again
    void validation.refetch();
    loadedKey.current = null;
    void weeks.refetch();
    goTo(0);
  };

  return {
    step,
    goTo,
    parties,
    payslipId,
    failure,
    weeksRecomputed,
    setWeeksRecomputed,
    me,
    validation,
    contract,
    monthRow,
    run,
    form,
    weeks,
    recordedEnd,
    coefficientOnly,
    coefficientMonths,
    submit,
    rerun,
  };
}
