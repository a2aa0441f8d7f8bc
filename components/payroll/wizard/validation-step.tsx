"use client";
import Link from "next/link";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Alert, Card, Spinner } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import type { MonthStatusRow, PayrollValidation, PayslipKind, ValidationIssue } from "@/lib/client/payroll";
import { useI18n, useT } from "@/lib/i18n/client";
import { ADDITIONAL_PAYSLIP_KINDS } from "@/lib/payroll";
import { issueText } from "../issue-text";
import { catchUpFor, fixLinksFor, openingBalancesHref, payslipHref, wizardHref } from "../links";
import { useFormat } from "../use-format";

export function IssueList({
  issues,
  tone,
  contractId,
  period,
  testId,
}: {
  issues: ValidationIssue[];
  tone: "red" | "amber";
  contractId: string;
  period: string;
  testId: string;
}) {
  const t = useT();
  const { locale } = useI18n();
  const f = useFormat();
  return (
    <ul className="mt-2 space-y-2" data-testid={testId}>
      {issues.map((issue, i) => {
        const links = fixLinksFor(issue, contractId, period, t, f.period);
        const catchUp = catchUpFor(issue, period);
        return (
          <li key={`${issue.code}-${i}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-code={issue.code}>
            <span aria-hidden className={tone === "red" ? "text-red-700" : "text-amber-800"}>
              {tone === "red" ? "✕" : "!"}
            </span>
            <span className="min-w-0 flex-1">{issueText(issue, t, locale)}</span>
            {links.length > 0 && (
              <span className="flex flex-wrap gap-x-3 gap-y-1">
                {links.map((l) => (
                  <Link key={l.href} href={l.href} className="inline-block py-0.5 font-medium underline underline-offset-2">
                    {l.label}
                  </Link>
                ))}
              </span>
            )}
            {catchUp && (
              // a client taken over from another provider: one action, the balances the previous provider left, then the months to run
              <div className="basis-full rounded-md bg-white/70 px-3 py-2 ring-1 ring-amber-200" data-testid="catch-up">
                <p className="font-medium">{t.payroll.wizard.validation.catchUp.title(catchUp.count)}</p>
                <ol className="mt-1 list-decimal space-y-1 pl-5">
                  <li>
                    <Link
                      href={openingBalancesHref(contractId)}
                      className="inline-block py-0.5 font-medium underline underline-offset-2"
                      data-testid="catch-up-balances"
                    >
                      {t.payroll.wizard.validation.catchUp.balances}
                    </Link>
                  </li>
                  <li>
                    <Link
                      href={wizardHref(contractId, catchUp.firstPeriod)}
                      className="inline-block py-0.5 font-medium underline underline-offset-2"
                      data-testid="catch-up-run"
                    >
                      {t.payroll.wizard.validation.catchUp.run(f.period(catchUp.firstPeriod))}
                    </Link>
                  </li>
                </ol>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Step 1: validate-before-run. Errors block the run, warnings do not; each links to where it is fixed. */
export function ValidationStep({
  contractId,
  period,
  kind,
  validation,
  monthRow,
  coefficientOnly = false,
  onNext,
}: {
  contractId: string;
  period: string;
  kind: PayslipKind;
  validation: UseQueryResult<PayrollValidation>;
  monthRow: MonthStatusRow | null;
  /** every error is a missing TFR coefficient: the provisional one is given in Options, so the wizard goes on */
  coefficientOnly?: boolean;
  onNext: () => void;
}) {
  const t = useT();
  const v = t.payroll.wizard.validation;
  const existingFinal = kind === "ordinary" && monthRow?.payslipStatus === "final";
  return (
    <Card
      title={v.title}
      actions={
        <Button variant="secondary" size="sm" loading={validation.isFetching} onClick={() => void validation.refetch()} data-testid="validation-recheck">
          {t.payroll.actions.recheck}
        </Button>
      }
    >
      <div className="space-y-4" data-testid="validation-step">
        {validation.isPending ? (
          <Spinner label={t.common.states.loading} />
        ) : validation.isError ? (
          <Alert>{errorMessage(validation.error, t)}</Alert>
        ) : (
          <>
            {validation.data.errors.length === 0 ? (
              <div data-testid="validation-ok">
                <Alert tone="green">{v.ok}</Alert>
              </div>
            ) : (
              <div className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset" role="alert">
                <p className="font-semibold">{v.errorsTitle(validation.data.errors.length)}</p>
                <IssueList issues={validation.data.errors} tone="red" contractId={contractId} period={period} testId="validation-errors" />
                <p className="mt-2 text-xs" data-testid={coefficientOnly ? "validation-coefficient-note" : undefined}>
                  {coefficientOnly ? t.payroll.wizard.coefficient.validationNote : v.blockedHint}
                </p>
              </div>
            )}
            {validation.data.warnings.length > 0 && (
              <div className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset" role="status">
                <p className="font-semibold">{v.warningsTitle(validation.data.warnings.length)}</p>
                <IssueList issues={validation.data.warnings} tone="amber" contractId={contractId} period={period} testId="validation-warnings" />
              </div>
            )}
          </>
        )}
        {kind === "ordinary" && monthRow?.payslipId && (
          <Alert tone={existingFinal ? "red" : "blue"}>
            <span>{existingFinal ? v.existingFinal : v.existing(t.payroll.status[monthRow.status])}</span>{" "}
            <Link href={payslipHref(monthRow.payslipId)} className="font-medium underline">
              {v.openExisting}
            </Link>
          </Alert>
        )}
        {existingFinal && (
          // issue 15 point 2: the thirteenth and the TFR liquidation are separate payslips of the same period
          <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="wizard-other-kinds">
            <span>{v.otherKindsAfterFinal}</span>
            {ADDITIONAL_PAYSLIP_KINDS.map((other) => (
              <Link
                key={other}
                href={wizardHref(contractId, period, other)}
                className="ring-brand-200 rounded-md px-3 py-1.5 font-medium text-brand-700 ring-1 ring-inset hover:bg-brand-50"
              >
                {v.runKind(t.payroll.kind[other])}
              </Link>
            ))}
          </div>
        )}
        <div className="flex justify-end">
          <Button onClick={onNext} disabled={(!validation.data?.valid && !coefficientOnly) || existingFinal} data-testid="wizard-next">
            {t.common.actions.next}
          </Button>
        </div>
      </div>
    </Card>
  );
}
