"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Alert, PageHeader } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useAcceptMonth, useContractMonth, type ContractMonthView } from "@/lib/client/months";
import { formatTimestamp } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { MonthCalendar } from "../month-calendar";
import { MonthSummaryList } from "../month-summary";
import { MonthStatusBadge } from "../status-badge";
import { MonthHistory } from "./month-history";
import { ReturnDialog } from "./return-dialog";

/** /months/[contractId]/[period]: the household's month against the schedule, with accept (and run) and return. */
export function ClerkMonth({ initial }: { initial: ContractMonthView }) {
  const { t, locale } = useI18n();
  const r = t.months.review;
  const { domesticContractId: contractId, period } = initial;
  const month = useContractMonth(contractId, period, initial).data ?? initial;
  const [done, setDone] = useState<{ text: string; payslipId: string | null } | null>(null);
  const [returning, setReturning] = useState(false);
  const accept = useAcceptMonth(contractId, period, {
    onSuccess: (view) => setDone({ text: view.payslipId ? r.acceptedWithPayslip : r.accepted, payslipId: view.payslipId }),
  });
  const stamp = (s: ContractMonthView["submitted"]) => (s ? ([s.actor.name ?? r.unknownActor, formatTimestamp(s.at, locale)] as const) : null);
  const submitted = stamp(month.submitted);
  return (
    <>
      <Link href={`/months?period=${period}`} className="text-sm text-brand-700 hover:underline">
        ← {r.back}
      </Link>
      <PageHeader title={r.title(month.workerName, period)} description={month.employerName} actions={<MonthStatusBadge status={month.status} />} />
      {done && (
        <Alert tone="green">
          {done.text}{" "}
          {done.payslipId && (
            <Link href={`/payslips/${done.payslipId}`} className="font-medium underline" data-testid="accepted-payslip">
              {r.openPayslip}
            </Link>
          )}
        </Alert>
      )}
      {accept.isError && <Alert>{errorMessage(accept.error, t)}</Alert>}
      {submitted && <p className="mb-2 text-sm text-slate-600">{r.submittedBy(...submitted)}</p>}
      {month.note && (
        <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-200" data-testid="household-note">
          <span className="font-medium">{r.householdNote}: </span>
          {month.note}
        </p>
      )}
      {month.status === "returned" && month.returnNote && (
        <p className="mb-3 text-sm text-slate-700" data-testid="return-note-shown">
          <span className="font-medium">{r.returnNote}: </span>
          {month.returnNote}
        </p>
      )}
      <div className="mb-4 flex flex-wrap gap-2">
        {month.status === "submitted" && (
          <>
            <Button loading={accept.isPending} onClick={() => accept.mutate({ runPayslip: false })} data-testid="month-accept">
              {r.accept}
            </Button>
            <Button loading={accept.isPending} onClick={() => accept.mutate({ runPayslip: true })} data-testid="month-accept-run">
              {r.acceptAndRun}
            </Button>
            <Button variant="secondary" onClick={() => setReturning(true)} data-testid="month-return">
              {r.returnMonth}
            </Button>
          </>
        )}
        <LinkButton variant="ghost" href={`/contracts/${contractId}/calendar?month=${period}`}>
          {r.editCalendar}
        </LinkButton>
      </div>
      <MonthSummaryList summary={month.summary} />
      <div className="mt-4 max-w-xl">
        <MonthCalendar days={month.days} />
      </div>
      <MonthHistory history={month.history} />
      <ReturnDialog
        contractId={contractId}
        period={period}
        open={returning}
        onClose={() => setReturning(false)}
        onDone={() => {
          setReturning(false);
          setDone({ text: r.returned, payslipId: null });
        }}
      />
    </>
  );
}
