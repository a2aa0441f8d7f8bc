/**
 * The TFR paid with a final settlement, broken down (docs/domain/rules-update.md §1e, §2): fund at
 * the last 31 December, revaluation with its coefficient and month, quota of the year, advances,
 * total paid. Shared by the payslip view and the printable page.
 */
import type { SeveranceBreakdown } from "@/lib/client/payroll";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { StoredPayslipKind as PayslipKind } from "@/lib/payroll";

export function kindLabel(p: { kind: PayslipKind; isEmploymentEnded: boolean; endReason?: string | null }, t: Dictionary): string {
  if (p.kind !== "ordinary" || !p.isEmploymentEnded) return t.payroll.kind[p.kind];
  const reason = p.endReason ? (t.payroll.termination.reasons[p.endReason] ?? p.endReason) : null;
  return reason ? `${t.payroll.termination.kind} (${reason})` : t.payroll.termination.kind;
}

export function SeveranceBreakdownList({ b, t, money }: { b: SeveranceBreakdown; t: Dictionary; money: (v: string | null | undefined) => string }) {
  const x = t.payroll.termination.tfr;
  const row = (label: string, value: string, testId?: string, note?: string) => (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt>
        {label}
        {note && <span className="text-slate-500"> · {note}</span>}
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  const coefficient = x.coefficient(b.coefficientPercent, b.coefficientMonth) + (b.coefficientProvisional ? ` — ${x.provisional(b.provisionalReason)}` : "");
  return (
    <dl className="space-y-1 text-sm" data-testid="severance-breakdown">
      {row(x.fundAtLastYearEnd, money(b.fundAtLastYearEnd), "tfr-fund")}
      {row(x.revaluation, money(b.revaluation), "tfr-revaluation", coefficient)}
      {b.advanceRevaluation !== "0.00" && row(x.advanceRevaluation, money(b.advanceRevaluation))}
      {row(x.quotaOfYear, money(b.quotaOfYear), "tfr-quota")}
      {row(x.advances, b.advancesThisYear === "0.00" ? money("0.00") : `− ${money(b.advancesThisYear)}`, "tfr-advances")}
      {row(x.totalPaid, money(b.totalPaid), "tfr-total")}
    </dl>
  );
}
