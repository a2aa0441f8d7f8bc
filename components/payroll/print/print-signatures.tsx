import { formatPeriod } from "../format";
import type { PrintContext } from "./parts";

/** Never signatures alone on a page: the block names employer, worker and period and is kept whole. */
export function PrintSignatures({ c, employerName, workerName }: { c: PrintContext; employerName: string; workerName: string }) {
  const pr = c.t.payroll.print;
  const period = formatPeriod(c.p.period, c.t);
  return (
    <section className="print-sign-block" data-testid="print-sign-block">
      <p className="print-sign-header">{pr.signatureHeader(period, employerName, workerName)}</p>
      <div className="print-signatures">
        <div>
          <div className="print-sign-line" />
          <p>{pr.signatureEmployer}</p>
        </div>
        <div>
          <div className="print-sign-line" />
          <p>{pr.signatureWorker}</p>
        </div>
      </div>
      <p className="print-place">{pr.placeDate}: ____________________________</p>
    </section>
  );
}
