"use client";
import { useEmployer } from "@/lib/client/employers";
import { useCreateContract } from "@/lib/client/contracts";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Checkbox, Field, Input, Textarea } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import { WEEKDAYS, payBasisAllowed, payTableFor, type CcnlLevel, type JobType } from "@/lib/payroll";
import { EmployerPicker } from "./employer-picker";
import { KnownWorkerNotice } from "@/components/workers/known-worker";

/** The person's fields a known worker (issue 31) fills into the wizard. */
const WORKER_FIELDS = ["firstName", "lastName", "birthDate", "birthPlace", "nationality", "address", "locality", "province", "zipCode", "iban"] as const;
import { formatAmount, formatDate, formatHours } from "@/lib/format/display";
import { BoardFields, MinimumWageNotice, PayFields, RoleFields, ScheduleGrid, weeklyHoursOf } from "./terms-fields";
import { fieldName, matchesAny, type FormIssue } from "./terms-model";
import { STEP_PATHS, WIZARD_STEPS, defaultWizardValues, stepOfIssue, toCreateBody, validateWizard, type WizardStep, type WizardValues } from "./wizard-model";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";
import { parseDecimalInput } from "@/lib/format/decimal-input";
import { scheduleDayName } from "@/lib/format/calendar-names";

/**
 * /contracts/new: worker → employer → job and level (with the CCNL minimum of the year) →
 * schedule → pay (below the minimum is blocked) → board and allowances → review → create.
 * Every step runs the checks the API runs, from the same modules.
 */
export function ContractWizard({ organizationId, initialEmployerId, today }: { organizationId: string; initialEmployerId?: string; today: string }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const router = useRouter();
  const form = useForm<WizardValues>({ defaultValues: defaultWizardValues(initialEmployerId ?? "") });
  const [step, setStep] = useState<WizardStep>("worker");
  const [employerName, setEmployerName] = useState("");
  const [stepError, setStepError] = useState(false);
  const values = useWatch({ control: form.control }) as WizardValues;
  const index = WIZARD_STEPS.indexOf(step);
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);

  // Sensible defaults when the kind of employment changes: a live-in worker is owed board and
  // lodging and is paid monthly, like night work.
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

  const showIssues = (issues: FormIssue[]) => {
    form.clearErrors();
    for (const issue of issues) form.setError(fieldName(issue.path) as never, { type: issue.code, message: fieldProblemText(issue, t, locale) });
  };

  const goNext = () => {
    const { issues } = validateWizard(form.getValues(), today);
    const mine = step === "review" ? issues : issues.filter((i) => matchesAny(i.path, STEP_PATHS[step as Exclude<WizardStep, "review">]));
    if (mine.length > 0) {
      showIssues(mine);
      setStepError(true);
      return false;
    }
    form.clearErrors();
    setStepError(false);
    return true;
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
    if (!goNext()) return;
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

  const { warnings } = validateWizard(values, today);
  const err = (name: string) => getError(form.formState.errors, name);
  const w = c.fields;

  return (
    <div className="space-y-6">
      <nav aria-label={c.wizard.title}>
        <ol className="flex flex-wrap gap-2 text-sm">
          {WIZARD_STEPS.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                disabled={i > index}
                onClick={() => i < index && setStep(s)}
                aria-current={s === step ? "step" : undefined}
                className={cn(
                  "rounded-full px-3 py-1 ring-1 ring-inset",
                  s === step
                    ? "bg-brand-600 text-white ring-brand-600"
                    : i < index
                      ? "ring-brand-200 bg-white text-brand-700 hover:bg-brand-50"
                      : "bg-slate-50 text-slate-400 ring-slate-200",
                )}
              >
                {i + 1}. {c.wizard.steps[s]}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <Card headingRef={stepHeading} title={`${c.wizard.steps[step]} · ${c.wizard.stepOf(index + 1, WIZARD_STEPS.length)}`}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === "review") onCreate();
            else onNext();
          }}
          className="space-y-5"
        >
          {step === "worker" && (
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
          )}

          {step === "employer" && (
            <EmployerPicker
              organizationId={organizationId}
              value={values.employerId}
              error={err("employerId")}
              onChange={(id, name) => {
                form.setValue("employerId", id);
                setEmployerName(name);
              }}
            />
          )}

          {step === "role" && (
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
          )}

          {step === "schedule" && <ScheduleGrid form={form} prefix="terms" />}
          {step === "pay" && <PayFields form={form} prefix="terms" date={values.startDate} />}

          {step === "board" && (
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
          )}

          {step === "review" && <Review values={values} employerName={employerName} onEdit={setStep} />}

          {warnings.length > 0 && step !== "worker" && step !== "employer" && (
            <Alert tone="amber">{warnings.map((x) => fieldProblemText(x, t, locale)).join(" ")}</Alert>
          )}
          {stepError && Object.keys(form.formState.errors).length > 0 && <Alert>{c.wizard.fixErrors}</Alert>}
          {create.isError && !(create.error instanceof ApiError && create.error.errors.length > 0) && <Alert>{errorMessage(create.error, t)}</Alert>}

          <div className="flex justify-between gap-2 border-t border-slate-100 pt-4">
            <Button variant="secondary" disabled={index === 0} onClick={() => setStep(WIZARD_STEPS[index - 1] ?? "worker")}>
              {t.common.actions.back}
            </Button>
            {step === "review" ? (
              <Button type="submit" loading={create.isPending} data-testid="contract-create">
                {c.wizard.create}
              </Button>
            ) : (
              <Button type="submit" data-testid="wizard-next">
                {t.common.actions.next}
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}

function getError(errors: unknown, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = node && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : undefined;
}

function Review({ values, employerName, onEdit }: { values: WizardValues; employerName: string; onEdit: (step: WizardStep) => void }) {
  // an employer given by the link (?employerId=) was never picked in the list: its name is read (issue 26 point 15)
  const employer = useEmployer(values.employerId || null, { enabled: !employerName && !!values.employerId });
  const { t, locale } = useI18n();
  const c = t.contracts;
  const r = c.wizard.review;
  const terms = values.terms;
  const yes = (b: boolean) => (b ? r.yes : r.no);
  const boardItems = (["breakfastLunch", "dinner", "lodging"] as const).filter((k) => terms.board[k]).map((k) => c.fields[k]);
  const allowances = (["babysitterChildUnderSix", "multipleAssisted", "functionAllowance"] as const).filter((k) => terms.allowances[k]).map((k) => c.fields[k]);
  const wage = formatAmount(parseDecimalInput(terms.wage), locale);
  const section = (title: string, stepName: WizardStep, rows: [string, string][]) => (
    <div>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <button type="button" className="text-xs text-brand-700 hover:underline" onClick={() => onEdit(stepName)}>
          {t.common.actions.edit}
        </button>
      </div>
      <dl className="mt-1 grid grid-cols-[12rem_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="text-slate-900">{v || c.detail.none}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
  return (
    <div className="space-y-5" data-testid="wizard-review">
      {section(r.worker, "worker", [
        [`${c.fields.lastName} ${c.fields.firstName}`, `${values.worker.lastName} ${values.worker.firstName}`],
        [c.fields.fiscalCode, values.worker.fiscalCode.toUpperCase()],
        [c.fields.birthDate, values.worker.birthDate ? formatDate(values.worker.birthDate) : ""],
        [c.fields.iban, values.worker.iban.toUpperCase()],
      ])}
      {section(r.employer, "employer", [[c.fields.employer, employerName || employer.data?.displayName || "…"]])}
      {section(r.role, "role", [
        [c.fields.jobType, terms.jobType ? c.jobTypes[terms.jobType] : ""],
        [c.fields.level, terms.level],
        [c.fields.cohabiting, yes(terms.cohabiting)],
        [c.fields.startDate, formatDate(values.startDate)],
        [c.detail.duration, values.fixedTerm ? c.detail.fixedTermUntil(formatDate(values.fixedTermEndDate)) : c.detail.openEnded],
      ])}
      {section(r.schedule, "schedule", [
        [
          c.fields.weeklySchedule,
          WEEKDAYS.filter((d) => terms.weeklySchedule[d] && terms.weeklySchedule[d] !== "0")
            .map((d) => `${scheduleDayName(d, t.common.locale, "short")} ${terms.weeklySchedule[d]}`)
            .join(" · "),
        ],
        [c.fields.weeklyTotal, `${formatHours(weeklyHoursOf(terms), locale)} h`],
      ])}
      {section(r.pay, "pay", [
        [c.fields.payBasis, `${c.payBasis[terms.payBasis]} · ${terms.payBasis === "monthly" ? c.pay.perMonth(wage) : c.pay.perHour(wage)}`],
      ])}
      {section(r.board, "board", [
        [r.board, boardItems.length ? `${boardItems.join(", ")}${terms.board.inCash ? ` (${c.fields.inCash.toLowerCase()})` : ""}` : r.none],
        [r.allowances, allowances.length ? allowances.join("; ") : r.none],
        [c.fields.cuafDue, yes(values.cuafDue)],
      ])}
      <MinimumWageNotice values={terms} date={values.startDate} exact />
    </div>
  );
}
