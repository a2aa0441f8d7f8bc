/**
 * "Prospetto paga" (art. 34 CCNL lavoro domestico) for printing on A4: employer and worker data,
 * period and hours, competenze / trattenute / elementi figurativi, INPS and CAS.SA.COLF shares,
 * netto in busta, year-to-date totals, vacation / thirteenth / TFR, signatures. Server-rendered
 * from the payslip as stored: nothing is recomputed except the hour counts shown in the header.
 */
import type { PayslipDetail } from "@/lib/client/payroll";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { printContext } from "./print/parts";
import { PrintContributions } from "./print/print-contributions";
import { PrintElements } from "./print/print-elements";
import { PrintHeader, PrintHours, PrintParties } from "./print/print-parties";
import { PrintSignatures } from "./print/print-signatures";
import { PrintExtras, PrintTotals } from "./print/print-totals";

export interface PrintParty {
  name: string;
  taxId: string | null;
  address: string | null;
}
export interface PrintWorker {
  name: string;
  fiscalCode: string | null;
  level: string | null;
  hireDate: string | null;
  endDate: string | null;
  inpsCode: string | null;
  address: string | null;
  /** the pay basis of the terms in force: a monthly wage pays the month, so only hour-paid extras are counted as hours */
  payBasis: "hourly" | "monthly" | null;
}

export function PrintPayslip({
  payslip: p,
  employer,
  worker,
  thirteenthMonths,
  t,
  locale,
}: {
  payslip: PayslipDetail;
  employer: PrintParty | null;
  worker: PrintWorker | null;
  /** the months ("YYYY-MM") in which the thirteenth this payslip pays accrued; empty when it pays none */
  thirteenthMonths: readonly string[];
  t: Dictionary;
  locale: Locale;
}) {
  const c = printContext(p, t, locale);
  const dash = t.payroll.dash;
  return (
    <article className="print-sheet" data-testid="print-payslip">
      {p.status === "draft" && <p className="print-draft">{t.payroll.print.draftMark}</p>}
      <PrintHeader c={c} />
      <PrintParties c={c} employer={employer} worker={worker} />
      <PrintHours c={c} worker={worker} />
      <PrintElements c={c} />
      <div className="print-net">
        <span>{t.payroll.print.net}</span>
        <strong data-testid="print-net">{c.money(p.totalNet)}</strong>
      </div>
      <PrintContributions c={c} />
      <PrintTotals c={c} />
      <PrintExtras c={c} thirteenthMonths={thirteenthMonths} />
      <PrintSignatures c={c} employerName={employer?.name ?? dash} workerName={worker?.name ?? dash} />
      <footer className="print-footer">{t.payroll.print.footer(p.rateTableVersion)}</footer>
    </article>
  );
}
