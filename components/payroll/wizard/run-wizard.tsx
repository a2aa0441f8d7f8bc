"use client";
import { FormProvider } from "react-hook-form";
import { Alert, PageHeader } from "@/components/ui/misc";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";
import type { PayslipKind } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";
import { useFormat } from "../use-format";
import { OptionsStep } from "./options-step";
import { ResultStep } from "./result-step";
import { RunStepNav, STEP_COUNT } from "./step-nav";
import { useRunWizard } from "./use-run-wizard";
import { ValidationStep } from "./validation-step";
import { WeeksStep } from "./weeks-step";

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
  const f = useFormat();
  const w = t.payroll.wizard;
  const x = useRunWizard({ contractId, period, kind, initialPayslipId });
  const { step, goTo, payslipId, parties, validation, weeks, contract, monthRow } = x;
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);
  const header = parties ? w.subtitle(parties.workerName, parties.employerName, f.period(period)) : f.period(period);

  return (
    <FormProvider {...x.form}>
      <PageHeader title={w.title} description={<span data-testid="wizard-subtitle">{header}</span>} />
      <RunStepNav step={step} payslipId={payslipId} onStep={goTo} />
      <h2 ref={stepHeading} tabIndex={-1} className="mb-3 text-sm font-semibold text-slate-700 focus:outline-none" data-testid="wizard-step-heading">
        {`${w.stepOf(step + 1, STEP_COUNT)}: ${w.steps[step]}`}
      </h2>
      {x.me.isError && (
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
          coefficientOnly={x.coefficientOnly}
          onNext={() => goTo(1)}
        />
      )}
      {step === 1 && (
        <WeeksStep period={period} weeks={weeks} onBack={() => goTo(0)} onNext={async () => (await x.form.trigger("contributionWeeks")) && goTo(2)} />
      )}
      {step === 2 && (
        <OptionsStep
          period={period}
          contractEndDate={contract.data?.endDate ?? monthRow?.endDate ?? null}
          recordedEnd={x.recordedEnd ? { date: x.recordedEnd, reason: contract.data?.endReason ?? null, notice: validation.data?.notice ?? null } : null}
          weeksRecomputed={x.weeksRecomputed}
          weeksLoading={weeks.isFetching}
          running={x.run.isPending}
          canRun={!!x.me.data && (!!validation.data?.valid || x.coefficientOnly) && !weeks.isFetching}
          failure={x.failure}
          contractId={contractId}
          coefficientMonths={x.coefficientMonths}
          onReviewWeeks={() => {
            x.setWeeksRecomputed(false);
            goTo(1);
          }}
          onBack={() => goTo(1)}
          onRun={() => void x.submit()}
        />
      )}
      {step === 3 && payslipId && <ResultStep payslipId={payslipId} contractId={contractId} period={period} parties={parties} onRerun={x.rerun} />}
    </FormProvider>
  );
}
