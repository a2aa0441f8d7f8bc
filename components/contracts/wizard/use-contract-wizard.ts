"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/client/api";
import { useCreateContract } from "@/lib/client/contracts";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import { payBasisAllowed, payTableFor, type CcnlLevel, type JobType } from "@/lib/payroll";
import { weeklyHoursOf } from "../terms-fields";
import { fieldName, matchesAny, type FormIssue } from "../terms-model";
import { STEP_PATHS, WIZARD_STEPS, defaultWizardValues, stepOfIssue, toCreateBody, validateWizard, type WizardStep, type WizardValues } from "../wizard-model";

/**
 * Sensible defaults when the kind of employment changes: a live-in worker is owed board and
 * lodging and is paid monthly, like night work; a pay table without hourly pay turns hourly to monthly.
 */
function useTermsDefaults(form: UseFormReturn<WizardValues>, values: WizardValues) {
  const cohabiting = values.terms?.cohabiting;
  const previousCohabiting = useRef(cohabiting);
  useEffect(() => {
    if (previousCohabiting.current === cohabiting) return;
    previousCohabiting.current = cohabiting;
    for (const item of ["breakfastLunch", "dinner", "lodging"] as const) form.setValue(`terms.board.${item}`, !!cohabiting);
    form.setValue("terms.payBasis", cohabiting ? "monthly" : "hourly");
  }, [cohabiting, form]);
  const level = values.terms?.level;
  const jobType = values.terms?.jobType;
  const weekly = values.terms ? weeklyHoursOf(values.terms) : "0.00";
  useEffect(() => {
    if (!level || !jobType) return;
    const table = payTableFor({ level: level as CcnlLevel, jobType: jobType as JobType, cohabiting: !!cohabiting, weeklyHours: weekly });
    if (!payBasisAllowed(table, "hourly") && form.getValues("terms.payBasis") === "hourly") form.setValue("terms.payBasis", "monthly");
  }, [level, jobType, cohabiting, weekly, form]);
}

/** The wizard's state: the form, the step, each step's own checks (the API's, from the same modules) and the creation. */
export function useContractWizard(initialEmployerId: string | undefined, today: string) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const form = useForm<WizardValues>({ defaultValues: defaultWizardValues(initialEmployerId ?? "") });
  const [step, setStep] = useState<WizardStep>("worker");
  const [employerName, setEmployerName] = useState("");
  const [stepError, setStepError] = useState(false);
  const values = useWatch({ control: form.control }) as WizardValues;
  const index = WIZARD_STEPS.indexOf(step);
  useTermsDefaults(form, values);

  const showIssues = (issues: FormIssue[]) => {
    form.clearErrors();
    for (const issue of issues) form.setError(fieldName(issue.path) as never, { type: issue.code, message: fieldProblemText(issue, t, locale) });
  };
  const create = useCreateContract({
    onSuccess: (created) => router.push(`/contracts/${created.id}`),
    onError: (error) => {
      if (error instanceof ApiError && error.errors.length > 0) {
        const issues = error.errors.map((e) => ({ ...e }));
        showIssues(issues);
        const first = issues[0];
        if (first) setStep(stepOfIssue(first));
      }
    },
  });

  const onNext = () => {
    const { issues } = validateWizard(form.getValues(), today);
    const mine = step === "review" ? issues : issues.filter((i) => matchesAny(i.path, STEP_PATHS[step as Exclude<WizardStep, "review">]));
    if (mine.length > 0) {
      showIssues(mine);
      setStepError(true);
      return;
    }
    form.clearErrors();
    setStepError(false);
    const next = WIZARD_STEPS[index + 1];
    if (next) setStep(next);
  };
  const onCreate = () => {
    const { issues } = validateWizard(form.getValues(), today);
    if (issues.length > 0) {
      showIssues(issues);
      setStepError(true);
      const first = issues[0];
      if (first) setStep(stepOfIssue(first));
      return;
    }
    create.mutate(toCreateBody(form.getValues()));
  };

  return {
    form,
    values,
    step,
    setStep,
    index,
    employerName,
    setEmployerName,
    stepError,
    create,
    onNext,
    onCreate,
    warnings: validateWizard(values, today).warnings,
  };
}
