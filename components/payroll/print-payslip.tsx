/**
 * "Prospetto paga" (art. 34 CCNL lavoro domestico) for printing on A4: employer and worker data,
 * period and hours, competenze / trattenute / elementi figurativi, INPS and CAS.SA.COLF shares,
 * netto in busta, year-to-date totals, vacation / thirteenth / TFR, signatures. Server-rendered
 * from the payslip as stored: nothing is recomputed except the hour counts shown in the header.
 */
import type { ReactNode } from "react";
import type { PayslipDetail, PayslipElement } from "@/lib/client/payroll";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { SeveranceBreakdownList, kindLabel } from "./severance-breakdown";
import { formatElementQuantity, formatPeriod, sumDecimals } from "./format";
import { formatDate, formatMoney, formatQuantity2, formatRate, isZero } from "@/lib/format/display";
import { thirteenthPaidLines } from "@/lib/format/payslip-lines";

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

function Box({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`print-box ${className ?? ""}`}>
      <h2 className="print-box-title">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="print-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
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
  const pr = t.payroll.print;
  const v = t.payroll.view;
  const dash = t.payroll.dash;
  const money = (x: string | null | undefined) => formatMoney(x, locale, dash);
  const qty = (x: string | null | undefined) => formatQuantity2(x, locale, dash);
  const paidHours = sumDecimals(p.earningElements.filter((e) => e.periodType === "hour").map((e) => e.periodDuration));
  const monthly = worker?.payBasis === "monthly";
  const thirteenthPaid = thirteenthPaidLines(p.earningElements);
  const period = formatPeriod(p.period, t);
  const monthName = (m: string) => formatPeriod(m, t);
  const contributoryHours = sumDecimals(p.inpsContributions.filter((w) => !w.isFromNextPeriod).map((w) => w.hours));

  const elementRows = (elements: PayslipElement[]) =>
    elements.map((e) => (
      <tr key={e.id}>
        <td>{e.name}</td>
        <td className="num">{formatElementQuantity(e.periodType, e.periodDuration, locale, t)}</td>
        <td className="num">{formatRate(e.rate, locale, dash)}</td>
        <td className="num">{money(e.value)}</td>
      </tr>
    ));

  return (
    <article className="print-sheet" data-testid="print-payslip">
      {p.status === "draft" && <p className="print-draft">{pr.draftMark}</p>}
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

      {p.kind === "ordinary" && (
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
      )}

      <table className="print-table">
        <thead>
          <tr>
            <th>{pr.earnings}</th>
            <th className="num">{v.columns.quantity}</th>
            <th className="num">{v.columns.rate}</th>
            <th className="num">{v.columns.amount}</th>
          </tr>
        </thead>
        <tbody>{elementRows(p.earningElements)}</tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{v.totalEarnings}</td>
            <td className="num" data-testid="print-gross">
              {money(p.totalGross)}
            </td>
          </tr>
        </tfoot>
      </table>

      <table className="print-table">
        <thead>
          <tr>
            <th>{pr.deductions}</th>
            <th className="num">{v.columns.quantity}</th>
            <th className="num">{v.columns.rate}</th>
            <th className="num">{v.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {elementRows(p.employeeTaxesElements)}
          {elementRows(p.deductionElements)}
          {p.employeeTaxesElements.length === 0 && p.deductionElements.length === 0 && (
            <tr>
              <td colSpan={4}>{v.noItems}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{v.totals.employeeTaxes}</td>
            <td className="num">{money(p.totalEmployeeTaxes)}</td>
          </tr>
          {!isZero(p.totalDeductions) && (
            <tr>
              <td colSpan={3}>{v.totalDeductions}</td>
              <td className="num">{money(p.totalDeductions)}</td>
            </tr>
          )}
        </tfoot>
      </table>

      {p.imputedElements.length > 0 && (
        <table className="print-table">
          <thead>
            <tr>
              <th>{pr.imputed}</th>
              <th className="num">{v.columns.quantity}</th>
              <th className="num">{v.columns.rate}</th>
              <th className="num">{v.columns.amount}</th>
            </tr>
          </thead>
          <tbody>{elementRows(p.imputedElements)}</tbody>
        </table>
      )}

      <div className="print-net">
        <span>{pr.net}</span>
        <strong data-testid="print-net">{money(p.totalNet)}</strong>
      </div>

      <div className="print-grid-2">
        <Box title={pr.contributions}>
          <table className="print-table compact">
            <tbody>
              <tr className="group">
                <th scope="colgroup">{pr.employeeShare}</th>
                <th className="num">{v.columns.amount}</th>
              </tr>
              {p.employeeTaxesElements.map((e) => (
                <tr key={e.id}>
                  <td>{e.name}</td>
                  <td className="num">{money(e.value)}</td>
                </tr>
              ))}
              <tr className="subtotal">
                <td>{v.totals.employeeTaxes}</td>
                <td className="num">{money(p.totalEmployeeTaxes)}</td>
              </tr>
              <tr className="group">
                <th scope="colgroup">{pr.employerShare}</th>
                <th className="num">{v.columns.amount}</th>
              </tr>
              {p.employerTaxesElements.map((e) => (
                <tr key={e.id}>
                  <td>{e.name}</td>
                  <td className="num">{money(e.value)}</td>
                </tr>
              ))}
              <tr className="subtotal">
                <td>{v.totals.employerTaxes}</td>
                <td className="num">{money(p.totalEmployerTaxes)}</td>
              </tr>
            </tbody>
          </table>
        </Box>
        <Box title={pr.weeks}>
          <table className="print-table compact">
            <thead>
              <tr>
                <th>{v.weekColumns.week}</th>
                <th className="num">{v.weekColumns.hours}</th>
                <th>{v.weekColumns.bracket}</th>
                <th className="num">{v.weekColumns.amount}</th>
              </tr>
            </thead>
            <tbody>
              {p.inpsContributions.map((w) => (
                <tr key={w.id}>
                  <td>
                    {t.payroll.weekRange(formatDate(w.weekStart), formatDate(w.weekEnd))}
                    {w.isFromNextPeriod ? ` (${v.nextPeriodMarker})` : w.origin === "notice" ? ` (${v.noticeMarker})` : ""}
                  </td>
                  <td className="num">{qty(w.hours)}</td>
                  <td>{v.brackets[w.type] ?? w.type}</td>
                  <td className="num">{money(w.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </div>

      <div className="print-grid-2">
        <Box title={pr.ytd}>
          <dl>
            <Row label={v.totals.gross} value={money(p.ytdTotalGross)} />
            <Row label={v.totals.employeeTaxes} value={money(p.ytdTotalEmployeeTaxes)} />
            <Row label={v.totals.deductions} value={money(p.ytdTotalDeductions)} />
            <Row label={v.totals.net} value={money(p.ytdTotalNet)} testId="print-ytd-net" />
            <Row label={v.totals.employerTaxes} value={money(p.ytdTotalEmployerTaxes)} />
            <Row label={v.totals.cost} value={money(p.ytdTotalCost)} />
          </dl>
        </Box>
        <Box title={pr.states}>
          <dl>
            <Row label={`${v.vacation.title} · ${v.vacation.accrued}`} value={qty(p.vacationState?.accrued)} />
            <Row label={`${v.vacation.title} · ${v.vacation.used}`} value={qty(p.vacationState?.used)} />
            <Row label={`${v.vacation.title} · ${v.vacation.totalLeft}`} value={qty(p.vacationState?.totalLeft)} />
            <Row label={`${v.thirteenth.title} · ${v.thirteenth.accruedThisYear}`} value={money(p.thirteenthState?.accruedThisYear)} />
            <Row label={`${v.thirteenth.title} · ${v.thirteenth.totalLeft}`} value={money(p.thirteenthState?.totalLeft)} />
            <Row label={`${v.severance.title} · ${v.severance.accrued}`} value={money(p.severanceState?.accrued)} />
            <Row label={`${v.severance.title} · ${v.severance.totalLeft}`} value={money(p.severanceState?.totalLeft)} />
          </dl>
        </Box>
      </div>

      {thirteenthPaid.length > 0 && (
        <Box title={pr.thirteenth}>
          <dl>
            <Row
              label={pr.thirteenthMonths}
              value={`${thirteenthMonths.length}${thirteenthMonths.length ? ` (${monthName(thirteenthMonths[0]!)} – ${monthName(thirteenthMonths[thirteenthMonths.length - 1]!)})` : ""}`}
              testId="print-thirteenth-months"
            />
            <Row label={pr.thirteenthBase} value={money(p.thirteenthState?.utilWage)} />
            <Row label={pr.thirteenthAccrued} value={money(p.thirteenthState?.accruedThisYear)} />
          </dl>
        </Box>
      )}

      {p.severanceBreakdown && (
        <Box title={t.payroll.termination.tfr.title}>
          <SeveranceBreakdownList b={p.severanceBreakdown} t={t} money={(v) => money(v)} />
        </Box>
      )}

      {(p.note1 || p.note2) && (
        <Box title={pr.notes}>
          {p.note1 && <p className="print-note">{p.note1}</p>}
          {p.note2 && <p className="print-note">{p.note2}</p>}
        </Box>
      )}

      {/* never signatures alone on a page: the block names employer, worker and period and is kept whole */}
      <section className="print-sign-block" data-testid="print-sign-block">
        <p className="print-sign-header">{pr.signatureHeader(period, employer?.name ?? dash, worker?.name ?? dash)}</p>
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
      <footer className="print-footer">{pr.footer(p.rateTableVersion)}</footer>
    </article>
  );
}
