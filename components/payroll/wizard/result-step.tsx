"use client";
import { Button } from "@/components/ui/button";
import { Alert, Spinner } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { usePayslip } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";
import { FinalizeButton } from "../finalize-button";
import { LinkButton } from "@/components/ui/link-button";
import { monthHref, payslipHref, printHref, wizardHref } from "../links";
import { PayslipNotes } from "../payslip-notes";
import { PayslipView, type PayslipParties } from "../payslip-view";
import { addMonths } from "../periods";

/** Step 4: the computed payslip; finalize it, then go on with the next month or print it. */
export function ResultStep({
  payslipId,
  contractId,
  period,
  parties,
  onRerun,
}: {
  payslipId: string;
  contractId: string;
  period: string;
  parties: PayslipParties | null;
  onRerun: () => void;
}) {
  const t = useT();
  const payslip = usePayslip(payslipId);
  if (payslip.isPending) return <Spinner label={t.common.states.loading} />;
  if (payslip.isError) return <Alert>{errorMessage(payslip.error, t)}</Alert>;
  const p = payslip.data;
  const isFinal = p.status === "final";
  const next = wizardHref(contractId, addMonths(period, 1));
  return (
    <div className="space-y-6">
      {isFinal && (
        <div data-testid="wizard-finalized">
          <Alert tone="green">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="font-medium">{t.payroll.wizard.result.finalized}</span>
              <div className="flex flex-wrap gap-2">
                <LinkButton variant="primary" size="sm" href={next} data-testid="wizard-next-month">
                  {t.payroll.actions.nextMonth}
                </LinkButton>
                <LinkButton size="sm" href={printHref(p.id)} data-testid="wizard-print">
                  {t.payroll.actions.print}
                </LinkButton>
                <LinkButton size="sm" href={monthHref(period)}>
                  {t.payroll.actions.backToMonth}
                </LinkButton>
              </div>
            </div>
          </Alert>
        </div>
      )}
      <PayslipView
        payslip={p}
        parties={parties}
        actions={
          isFinal ? (
            <LinkButton href={payslipHref(p.id)}>{t.payroll.actions.open}</LinkButton>
          ) : (
            <>
              <Button variant="secondary" onClick={onRerun} data-testid="wizard-rerun">
                {t.payroll.actions.rerun}
              </Button>
              <LinkButton href={printHref(p.id)}>{t.payroll.actions.print}</LinkButton>
              <FinalizeButton payslip={p} />
            </>
          )
        }
        rerunAction={
          <Button size="sm" onClick={onRerun} data-testid="payslip-rerun">
            {t.payroll.actions.rerun}
          </Button>
        }
      />
      <PayslipNotes payslip={p} />
    </div>
  );
}
