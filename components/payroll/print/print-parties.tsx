import { formatDate, isZero } from "@/lib/format/display";
import { formatPeriod, sumDecimals } from "../format";
import type { PrintParty, PrintWorker } from "../print-payslip";
import { kindLabel } from "../severance-breakdown";
import { Box, Row, type PrintContext } from "./parts";

/** Title, legal reference, period and kind. */
export function PrintHeader({ c }: { c: PrintContext }) {
  const { p, t } = c;
  const pr = t.payroll.print;
  const v = t.payroll.view;
  return (
    <header className="print-header">
      <div>
        <h1>{pr.title}</h1>
        <p className="print-legal">{pr.legal}</p>
      </div>
      <dl className="print-period">
        <Row label={pr.period} value={<strong data-testid="print-period">{formatPeriod(p.period, t)}</strong>} />
        <Row label="" value={v.dates(formatDate(p.startDate), formatDate(p.endDate))} />
        <Row label={pr.kind} value={<span data-testid="print-kind">{kindLabel(p, t)}</span>} />
      </dl>
    </header>
  );
}

/** Employer and worker as the payslip names them. */
export function PrintParties({ c, employer, worker }: { c: PrintContext; employer: PrintParty | null; worker: PrintWorker | null }) {
  const { p, t } = c;
  const pr = t.payroll.print;
  const dash = t.payroll.dash;
  return (
    <div className="print-grid-2">
      <Box title={pr.employer}>
        <dl>
          <Row label={pr.name} value={employer?.name ?? dash} testId="print-employer" />
          <Row label={pr.taxId} value={employer?.taxId ?? dash} />
          <Row label={pr.address} value={employer?.address ?? dash} />
        </dl>
      </Box>
      <Box title={pr.worker}>
        <dl>
          <Row label={pr.workerName} value={worker?.name ?? dash} testId="print-worker" />
          <Row label={pr.taxId} value={worker?.fiscalCode ?? dash} />
          <Row label={pr.address} value={worker?.address ?? dash} testId="print-worker-address" />
          <Row label={pr.level} value={worker?.level ?? dash} />
          <Row label={pr.hireDate} value={formatDate(worker?.hireDate, dash)} />
          {(p.isEmploymentEnded || worker?.endDate) && (
            <Row label={pr.endDate} value={formatDate(worker?.endDate ?? (p.isEmploymentEnded ? p.endDate : null), dash)} />
          )}
          {worker?.inpsCode && <Row label={pr.inpsCode} value={worker.inpsCode} />}
        </dl>
      </Box>
    </div>
  );
}

/** An ordinary payslip's hours: paid (or the monthly wage and its paid extras) and contributory. */
export function PrintHours({ c, worker }: { c: PrintContext; worker: PrintWorker | null }) {
  const { p, t, qty } = c;
  const pr = t.payroll.print;
  const paidHours = sumDecimals(p.earningElements.filter((e) => e.periodType === "hour").map((e) => e.periodDuration));
  const monthly = worker?.payBasis === "monthly";
  const contributoryHours = sumDecimals(p.inpsContributions.filter((w) => !w.isFromNextPeriod).map((w) => w.hours));
  if (p.kind !== "ordinary") return null;
  return (
    <dl className="print-hours">
      {monthly ? (
        <>
          <Row label={pr.payBasis} value={pr.monthlyFixed} testId="print-pay-basis" />
          {!isZero(paidHours) && <Row label={pr.extraHoursPaid} value={qty(paidHours)} testId="print-hours-paid" />}
        </>
      ) : (
        <Row label={pr.hoursPaid} value={qty(paidHours)} testId="print-hours-paid" />
      )}
      <Row label={pr.hoursContributory} value={qty(contributoryHours)} testId="print-hours-contributory" />
    </dl>
  );
}
