"use client";
import { Button } from "@/components/ui/button";
import { Alert, Card } from "@/components/ui/misc";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import { EmployerPicker } from "./employer-picker";
import { PayFields, ScheduleGrid } from "./terms-fields";
import { WIZARD_STEPS } from "./wizard-model";
import { getError } from "./wizard/errors";
import { Review } from "./wizard/review";
import { WizardStepNav } from "./wizard/step-nav";
import { BoardStep, RoleStep, WorkerStep } from "./wizard/steps";
import { useContractWizard } from "./wizard/use-contract-wizard";

/**
 * /contracts/new: worker → employer → job and level (with the CCNL minimum of the year) →
 * schedule → pay (below the minimum is blocked) → board and allowances → review → create.
 * Every step runs the checks the API runs, from the same modules.
 */
export function ContractWizard({ organizationId, initialEmployerId, today }: { organizationId: string; initialEmployerId?: string; today: string }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const wizard = useContractWizard(initialEmployerId, today);
  const { form, values, step, setStep, index, create } = wizard;
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);

  return (
    <div className="space-y-6">
      <WizardStepNav step={step} onStep={setStep} />
      <Card headingRef={stepHeading} title={`${c.wizard.steps[step]} · ${c.wizard.stepOf(index + 1, WIZARD_STEPS.length)}`}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === "review") wizard.onCreate();
            else wizard.onNext();
          }}
          className="space-y-5"
        >
          {step === "worker" && <WorkerStep form={form} values={values} />}
          {step === "employer" && (
            <EmployerPicker
              organizationId={organizationId}
              value={values.employerId}
              error={getError(form.formState.errors, "employerId")}
              onChange={(id, name) => {
                form.setValue("employerId", id);
                wizard.setEmployerName(name);
              }}
            />
          )}
          {step === "role" && <RoleStep form={form} values={values} today={today} />}
          {step === "schedule" && <ScheduleGrid form={form} prefix="terms" />}
          {step === "pay" && <PayFields form={form} prefix="terms" date={values.startDate} />}
          {step === "board" && <BoardStep form={form} />}
          {step === "review" && <Review values={values} employerName={wizard.employerName} onEdit={setStep} />}

          {wizard.warnings.length > 0 && step !== "worker" && step !== "employer" && (
            <Alert tone="amber">{wizard.warnings.map((x) => fieldProblemText(x, t, locale)).join(" ")}</Alert>
          )}
          {wizard.stepError && Object.keys(form.formState.errors).length > 0 && <Alert>{c.wizard.fixErrors}</Alert>}
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
