"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Alert, Card } from "@/components/ui/misc";
import type { ValidationIssue } from "@/lib/client/payroll";
import type { NoticeProposalView } from "@/lib/validation/contract";
import { useT } from "@/lib/i18n/client";
import { CustomRows } from "./options/custom-rows";
import { FailureNotice, ProvisionalCoefficient } from "./options/notices";
import { AdvancesAndBoard, EndOfEmploymentCard, KindCard, NotesCard } from "./options/sections";
import type { RunFormValues } from "./run-form";

/** An end of employment recorded on the contract in this period, with the notice validate-before-run proposes. */
export interface RecordedEnd {
  date: string;
  reason: string | null;
  notice: NoticeProposalView | null;
}

export type RunFailure =
  | { kind: "blocked"; issues: ValidationIssue[] }
  | { kind: "final"; payslipId: string | null }
  | { kind: "fields"; unplaced: string[] }
  | { kind: "other"; error: unknown };

export function OptionsStep({
  period,
  contractEndDate,
  recordedEnd,
  weeksRecomputed,
  weeksLoading,
  running,
  canRun,
  failure,
  contractId,
  coefficientMonths = [],
  onReviewWeeks,
  onBack,
  onRun,
}: {
  period: string;
  contractEndDate: string | null;
  recordedEnd: RecordedEnd | null;
  weeksRecomputed: boolean;
  weeksLoading: boolean;
  running: boolean;
  canRun: boolean;
  failure: RunFailure | null;
  contractId: string;
  /** months whose TFR coefficient is missing (validate-before-run): the provisional coefficient is asked for */
  coefficientMonths?: string[];
  onReviewWeeks: () => void;
  onBack: () => void;
  onRun: () => void;
}) {
  const t = useT();
  const o = t.payroll.wizard.options;
  const { control, formState } = useFormContext<RunFormValues>();
  const kind = useWatch({ control, name: "kind" });
  const errors = formState.errors;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
      data-testid="options-step"
    >
      <KindCard />
      <EndOfEmploymentCard
        period={period}
        contractEndDate={contractEndDate}
        recordedEnd={recordedEnd}
        weeksRecomputed={weeksRecomputed}
        onReviewWeeks={onReviewWeeks}
      />
      {(coefficientMonths.length > 0 || errors.provisionalTfrCoefficient) && <ProvisionalCoefficient months={coefficientMonths} />}
      <AdvancesAndBoard />
      <Card title={o.customTitle}>
        <div className="space-y-6">
          <CustomRows name="customEarnings" title={o.customEarnings} />
          <CustomRows name="customDeductions" title={o.customDeductions} />
          <CustomRows name="customImputedElements" title={o.customImputed} />
        </div>
      </Card>
      <NotesCard />

      {failure && <FailureNotice failure={failure} contractId={contractId} period={period} />}
      {!failure && formState.isSubmitted && Object.keys(errors).length > 0 && <Alert>{errors.root?.message ?? o.fieldErrors}</Alert>}

      <div className="flex items-center justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t.common.actions.back}
        </Button>
        <div className="flex items-center gap-3">
          {kind !== "ordinary" && <span className="text-sm text-slate-600">{t.payroll.kind[kind]}</span>}
          <Button type="submit" loading={running || weeksLoading} disabled={!canRun} data-testid="wizard-run">
            {running ? o.running : t.payroll.actions.runPayslip}
          </Button>
        </div>
      </div>
    </form>
  );
}
