import { thirteenthPaidLines } from "@/lib/format/payslip-lines";
import { formatPeriod } from "../format";
import { SeveranceBreakdownList } from "../severance-breakdown";
import { Box, Row, type PrintContext } from "./parts";

/** Year-to-date totals and the running states (vacation, thirteenth, TFR). */
export function PrintTotals({ c }: { c: PrintContext }) {
  const { p, t, money, qty } = c;
  const pr = t.payroll.print;
  const v = t.payroll.view;
  return (
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
  );
}

/** The thirteenth this payslip pays (its months and base), the TFR liquidation, the notes. */
export function PrintExtras({ c, thirteenthMonths }: { c: PrintContext; thirteenthMonths: readonly string[] }) {
  const { p, t, money } = c;
  const pr = t.payroll.print;
  const thirteenthPaid = thirteenthPaidLines(p.earningElements);
  const monthName = (m: string) => formatPeriod(m, t);
  return (
    <>
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
    </>
  );
}
