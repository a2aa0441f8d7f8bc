"use client";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Alert, Badge, Card } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import type { CassacolfWeek, InpsWeek, PayslipDetail, PayslipElement } from "@/lib/client/payroll";
import { useI18n, useT } from "@/lib/i18n/client";
import { issueText } from "./issue-text";
import { SeveranceBreakdownList, kindLabel } from "./severance-breakdown";
import { PayslipStatusBadge } from "./status-badge";
import { useFormat } from "./use-format";
import { elementLabel } from "./element-label";
import { CorrectionSection } from "./correction-section";

export interface PayslipParties {
  workerName: string;
  employerName: string;
}

/**
 * The payslip as a clerk reads it: header, figures, earnings/deductions/imputed items,
 * contributions per week, running states, totals with year to date, warnings. Everything shown
 * comes computed from the API; nothing is recomputed here.
 */
export function PayslipView({
  payslip,
  parties,
  actions,
  rerunAction,
}: {
  payslip: PayslipDetail;
  parties: PayslipParties | null;
  actions?: ReactNode;
  rerunAction?: ReactNode;
}) {
  const t = useT();
  const { locale } = useI18n();
  const f = useFormat();
  const v = t.payroll.view;
  return (
    <article className="space-y-6" data-testid="payslip-view" data-payslip-id={payslip.id} aria-label={`${t.payroll.detail.title} ${f.period(payslip.period)}`}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-1">
            <h2 className="text-xl font-semibold text-slate-900" data-testid="payslip-worker">
              {parties?.workerName ?? t.payroll.dash}
            </h2>
            <p className="text-sm text-slate-600">
              {v.employer}:{" "}
              <span className="font-medium text-slate-800" data-testid="payslip-employer">
                {parties?.employerName ?? t.payroll.dash}
              </span>
            </p>
            <p className="text-sm text-slate-600">
              {v.period}:{" "}
              <span className="font-medium text-slate-800" data-testid="payslip-period">
                {f.period(payslip.period)}
              </span>{" "}
              · {v.dates(f.date(payslip.startDate), f.date(payslip.endDate))}
            </p>
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <PayslipStatusBadge status={payslip.status} />
              <Badge tone="gray">{kindLabel(payslip, t)}</Badge>
              {payslip.isEmploymentEnded && <Badge tone="red">{v.employmentEnded}</Badge>}
            </div>
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
        {payslip.isOutdated && (
          <div className="mt-4" data-testid="payslip-outdated">
            <Alert tone="amber">
              <p className="font-semibold">{v.outdatedTitle}</p>
              <p>{v.outdatedBody}</p>
              <ul className="mt-1 list-disc pl-5">
                {payslip.outdatedReasons.map((r) => (
                  <li key={r}>{v.outdatedReasons[r] ?? r}</li>
                ))}
              </ul>
              {payslip.status === "draft" && rerunAction ? (
                <div className="mt-3">{rerunAction}</div>
              ) : payslip.status === "final" ? (
                <p className="mt-2">{v.outdatedFinal}</p>
              ) : null}
            </Alert>
          </div>
        )}
      </Card>

      <CorrectionSection payslip={payslip} />

      <SummaryTiles payslip={payslip} />

      <ElementsCard title={v.earnings} elements={payslip.earningElements} total={payslip.totalGross} totalLabel={v.totalEarnings} testId="earnings" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ElementsCard
          title={v.deductions}
          elements={payslip.deductionElements}
          total={payslip.totalDeductions}
          totalLabel={v.totalDeductions}
          testId="deductions"
          compact
        />
        <ElementsCard title={v.imputed} hint={v.imputedHint} elements={payslip.imputedElements} testId="imputed" compact />
      </div>
      <ElementsCard
        title={v.employeeTaxes}
        elements={payslip.employeeTaxesElements}
        total={payslip.totalEmployeeTaxes}
        totalLabel={v.totalEmployeeTaxes}
        testId="employee-taxes"
      />
      <ElementsCard
        title={v.employerTaxes}
        elements={payslip.employerTaxesElements}
        total={payslip.totalEmployerTaxes}
        totalLabel={v.totalEmployerTaxes}
        testId="employer-taxes"
      />

      <InpsWeeksCard weeks={payslip.inpsContributions} />
      <CassaWeeksCard weeks={payslip.cassacolfContributions} />
      <StatesCard payslip={payslip} />
      <TotalsCard payslip={payslip} />

      {payslip.warnings && payslip.warnings.length > 0 && (
        <Card title={v.warningsTitle}>
          <ul className="list-disc space-y-1 pl-5 text-sm text-amber-900" data-testid="payslip-warnings">
            {payslip.warnings.map((w, i) => (
              <li key={`${w.code}-${i}`} data-code={w.code}>
                {issueText(w, t, locale)}
              </li>
            ))}
          </ul>
        </Card>
      )}

      <p className="text-xs text-slate-500" data-testid="payslip-rate-tables">
        {v.rateTables(payslip.rateTableVersion)} · {v.createdAt(f.timestamp(payslip.updatedAt))}
        {payslip.finalizedAt ? ` · ${v.finalizedAt(f.timestamp(payslip.finalizedAt))}` : ""}
      </p>
    </article>
  );
}

function SummaryTiles({ payslip }: { payslip: PayslipDetail }) {
  const t = useT();
  const f = useFormat();
  const s = t.payroll.view.summary;
  const tiles: { key: string; label: string; value: string; ytd: string; strong?: boolean }[] = [
    { key: "gross", label: s.gross, value: payslip.totalGross, ytd: payslip.ytdTotalGross },
    { key: "employee-taxes", label: s.employeeTaxes, value: payslip.totalEmployeeTaxes, ytd: payslip.ytdTotalEmployeeTaxes },
    { key: "deductions", label: s.deductions, value: payslip.totalDeductions, ytd: payslip.ytdTotalDeductions },
    { key: "net", label: s.net, value: payslip.totalNet, ytd: payslip.ytdTotalNet, strong: true },
    { key: "employer-taxes", label: s.employerTaxes, value: payslip.totalEmployerTaxes, ytd: payslip.ytdTotalEmployerTaxes },
    { key: "cost", label: s.cost, value: payslip.totalCost, ytd: payslip.ytdTotalCost },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {tiles.map((tile) => (
        <div key={tile.key} className={cn("rounded-lg px-4 py-3 shadow-sm ring-1", tile.strong ? "bg-brand-50 ring-brand-500" : "bg-white ring-slate-200")}>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{tile.label}</dt>
          <dd
            className={cn("mt-1 font-semibold tabular-nums", tile.strong ? "text-2xl text-brand-900" : "text-xl text-slate-900")}
            data-testid={`total-${tile.key}`}
          >
            {f.money(tile.value)}
          </dd>
          <dd className="mt-0.5 text-xs text-slate-600 tabular-nums">{t.payroll.view.ytdShort(f.money(tile.ytd))}</dd>
        </div>
      ))}
    </dl>
  );
}

function ElementsCard({
  title,
  hint,
  elements,
  total,
  totalLabel,
  testId,
  compact = false,
}: {
  title: string;
  hint?: string;
  elements: PayslipElement[];
  total?: string;
  totalLabel?: string;
  testId: string;
  compact?: boolean;
}) {
  const t = useT();
  const { locale } = useI18n();
  const f = useFormat();
  const c = t.payroll.view.columns;
  return (
    <Card title={title}>
      {hint && <p className="-mt-2 mb-3 text-xs text-slate-500">{hint}</p>}
      {elements.length === 0 ? (
        <p className="text-sm text-slate-500">{t.payroll.view.noItems}</p>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <Th>{c.item}</Th>
              <Th className="text-right">{c.quantity}</Th>
              <Th className="text-right">{c.rate}</Th>
              <Th className="text-right">{c.amount}</Th>
              {!compact && <Th className="text-right">{c.ytd}</Th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid={`elements-${testId}`}>
            {elements.map((e) => (
              <tr key={e.id}>
                <Td className="whitespace-normal">{elementLabel(e.code, e.name, locale)}</Td>
                <Td className="text-right tabular-nums">{f.quantity(e.periodType, e.periodDuration)}</Td>
                <Td className="text-right tabular-nums">{f.rate(e.rate)}</Td>
                <Td className="text-right font-medium tabular-nums">{f.money(e.value)}</Td>
                {!compact && <Td className="text-right text-slate-500 tabular-nums">{f.money(e.ytd)}</Td>}
              </tr>
            ))}
          </tbody>
          {total !== undefined && totalLabel && (
            <tfoot>
              <tr className="border-t border-slate-200 bg-slate-50">
                <Td className="font-semibold" colSpan={3}>
                  {totalLabel}
                </Td>
                <Td className="text-right font-semibold tabular-nums">{f.money(total)}</Td>
                {!compact && <Td />}
              </tr>
            </tfoot>
          )}
        </Table>
      )}
    </Card>
  );
}

function WeekCell({ week, notice }: { week: { weekStart: string; weekEnd: string; isFromNextPeriod: boolean }; notice?: boolean }) {
  const t = useT();
  const f = useFormat();
  return (
    <Td>
      <span className="tabular-nums">{f.week(week.weekStart, week.weekEnd)}</span>
      {week.isFromNextPeriod && (
        <span className="ml-2">
          <Badge tone="blue">{t.payroll.view.nextPeriodMarker}</Badge>
        </span>
      )}
      {notice && (
        <span className="ml-2">
          <Badge tone="amber">{t.payroll.view.noticeMarker}</Badge>
        </span>
      )}
    </Td>
  );
}

function InpsWeeksCard({ weeks }: { weeks: InpsWeek[] }) {
  const t = useT();
  const f = useFormat();
  const c = t.payroll.view.weekColumns;
  return (
    <Card title={t.payroll.view.inpsTitle}>
      {weeks.length === 0 ? (
        <p className="text-sm text-slate-500">{t.payroll.view.noWeeks}</p>
      ) : (
        <>
          <Table caption={t.payroll.view.inpsTitle}>
            <thead>
              <tr>
                <Th>{c.week}</Th>
                <Th className="text-right">{c.hours}</Th>
                <Th>{c.bracket}</Th>
                <Th className="text-right">{c.effectiveWage}</Th>
                <Th className="text-right">{c.hourlyTotal}</Th>
                <Th className="text-right">{c.hourlyEmployee}</Th>
                <Th className="text-right">{c.hourlyEmployer}</Th>
                <Th className="text-right">{c.amount}</Th>
                <Th className="text-right">{c.employeeAmount}</Th>
                <Th className="text-right">{c.employerAmount}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" data-testid="inps-weeks">
              {weeks.map((w) => (
                <tr key={w.id} className={w.isFromNextPeriod ? "text-slate-500" : undefined} data-next-period={w.isFromNextPeriod || undefined}>
                  <WeekCell week={w} notice={w.origin === "notice"} />
                  <Td className="text-right tabular-nums">{f.qty2(w.hours)}</Td>
                  <Td>{t.payroll.view.brackets[w.type] ?? w.type}</Td>
                  <Td className="text-right tabular-nums">{f.money(w.effectiveWageRate)}</Td>
                  <Td className="text-right tabular-nums">{f.money(w.hourlyTotal)}</Td>
                  <Td className="text-right tabular-nums">{f.money(w.hourlyEmployee)}</Td>
                  <Td className="text-right tabular-nums">{f.money(w.hourlyEmployer)}</Td>
                  <Td className="text-right font-medium tabular-nums">{f.money(w.amount)}</Td>
                  <Td className="text-right tabular-nums">{f.money(w.employeeAmount)}</Td>
                  <Td className="text-right tabular-nums">{f.money(w.employerAmount)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {weeks.some((w) => w.isFromNextPeriod) && <p className="mt-2 text-xs text-slate-500">{t.payroll.view.nextPeriodNote}</p>}
          {weeks[0]?.classBasis && (
            <p className="mt-2 text-xs text-slate-500" data-testid="inps-class-basis">
              {weeks[0].classBasis === "contract" ? t.payroll.view.classByContract(f.qty2(weeks[0].classHours)) : t.payroll.view.classByWeek}
            </p>
          )}
        </>
      )}
    </Card>
  );
}

function CassaWeeksCard({ weeks }: { weeks: CassacolfWeek[] }) {
  const t = useT();
  const f = useFormat();
  const c = t.payroll.view.weekColumns;
  return (
    <Card title={t.payroll.view.cassaTitle}>
      {weeks.length === 0 ? (
        <p className="text-sm text-slate-500">{t.payroll.view.noWeeks}</p>
      ) : (
        <Table caption={t.payroll.view.cassaTitle}>
          <thead>
            <tr>
              <Th>{c.week}</Th>
              <Th className="text-right">{c.hours}</Th>
              <Th className="text-right">{c.hourlyTotal}</Th>
              <Th className="text-right">{c.hourlyEmployee}</Th>
              <Th className="text-right">{c.hourlyEmployer}</Th>
              <Th className="text-right">{c.amount}</Th>
              <Th className="text-right">{c.employeeAmount}</Th>
              <Th className="text-right">{c.employerAmount}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid="cassacolf-weeks">
            {weeks.map((w) => (
              <tr key={w.id} className={w.isFromNextPeriod ? "text-slate-500" : undefined}>
                <WeekCell week={w} />
                <Td className="text-right tabular-nums">{f.qty2(w.hours)}</Td>
                <Td className="text-right tabular-nums">{f.money(w.rate)}</Td>
                <Td className="text-right tabular-nums">{f.money(w.employeeRate)}</Td>
                <Td className="text-right tabular-nums">{f.money(w.employerRate)}</Td>
                <Td className="text-right font-medium tabular-nums">{f.money(w.amount)}</Td>
                <Td className="text-right tabular-nums">{f.money(w.employeeAmount)}</Td>
                <Td className="text-right tabular-nums">{f.money(w.employerAmount)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function StateList<K extends string>({
  title,
  labels,
  values,
  kind,
  testId,
}: {
  title: string;
  labels: Record<K | "title", string>;
  values: Partial<Record<K, string>> | null;
  kind: "money" | "days";
  testId: string;
}) {
  const t = useT();
  const f = useFormat();
  const keys = Object.keys(labels).filter((k) => k !== "title") as K[];
  return (
    <div className="rounded-md ring-1 ring-slate-200" data-testid={`state-${testId}`}>
      <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800">{title}</h3>
      <dl className="divide-y divide-slate-100 text-sm">
        {keys.map((k) => (
          <div key={k} className="flex justify-between gap-4 px-3 py-1.5">
            <dt className="text-slate-600">{labels[k]}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {values?.[k] === undefined ? t.payroll.dash : kind === "money" ? f.money(values[k]) : f.qty2(values[k])}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The day counts of the vacation state (the list below renders strings only). */
function vacationFigures(s: PayslipDetail["vacationState"]) {
  if (!s) return null;
  const { accrued, used, previousYearLeft, accruedThisYear, usedThisYear, totalLeft } = s;
  return { accrued, used, previousYearLeft, accruedThisYear, usedThisYear, totalLeft };
}

/** Vacation left by year of origin with its deadline, and the year's paid-permit hours. */
function VacationBalances({ state }: { state: PayslipDetail["vacationState"] }) {
  const t = useT();
  const f = useFormat();
  const v = t.payroll.view.balances;
  if (!state?.byYear && !state?.paidPermits) return null;
  return (
    <div className="rounded-md ring-1 ring-slate-200" data-testid="state-balances">
      <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800">{v.title}</h3>
      <dl className="divide-y divide-slate-100 text-sm">
        {(state.byYear ?? []).map((row) => (
          <div key={row.year} className="flex justify-between gap-4 px-3 py-1.5" data-testid="vacation-year">
            <dt className="text-slate-600">{v.vacationYear(String(row.year), f.date(row.useBy))}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{f.qty2(row.left)}</dd>
          </div>
        ))}
        {state.paidPermits && (
          <div className="flex justify-between gap-4 px-3 py-1.5" data-testid="paid-permits">
            <dt className="text-slate-600">{v.permits(f.qty2(state.paidPermits.entitlementHours), f.qty2(state.paidPermits.usedThisYear))}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{f.qty2(state.paidPermits.left)} h</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function StatesCard({ payslip }: { payslip: PayslipDetail }) {
  const t = useT();
  const f = useFormat();
  const v = t.payroll.view;
  return (
    <Card title={v.statesTitle}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <div className="space-y-4">
          <StateList title={v.vacation.title} labels={v.vacation} values={vacationFigures(payslip.vacationState)} kind="days" testId="vacation" />
          <VacationBalances state={payslip.vacationState} />
        </div>
        <StateList title={v.thirteenth.title} labels={v.thirteenth} values={payslip.thirteenthState} kind="money" testId="thirteenth" />
        <StateList title={v.severance.title} labels={v.severance} values={payslip.severanceState} kind="money" testId="severance" />
        {payslip.severanceBreakdown && (
          <section className="rounded-lg border border-slate-200 p-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{t.payroll.termination.tfr.title}</h3>
            <SeveranceBreakdownList b={payslip.severanceBreakdown} t={t} money={(x) => f.money(x)} />
          </section>
        )}
        <StateList title={v.sick.title} labels={v.sick} values={payslip.sickState} kind="days" testId="sick" />
        <StateList title={v.injury.title} labels={v.injury} values={payslip.injuryState} kind="days" testId="injury" />
      </div>
    </Card>
  );
}

function TotalsCard({ payslip }: { payslip: PayslipDetail }) {
  const t = useT();
  const f = useFormat();
  const v = t.payroll.view;
  const rows: { label: string; month: string; ytd: string; strong?: boolean; indent?: boolean }[] = [
    { label: v.totals.gross, month: payslip.totalGross, ytd: payslip.ytdTotalGross },
    { label: v.totals.deductions, month: payslip.totalDeductions, ytd: payslip.ytdTotalDeductions },
    { label: v.totals.employeeInps, month: payslip.totalEmployeeInpsTaxes, ytd: payslip.ytdTotalEmployeeInpsTaxes, indent: true },
    { label: v.totals.employeeCassa, month: payslip.totalEmployeeCassacolfTaxes, ytd: payslip.ytdTotalEmployeeCassacolfTaxes, indent: true },
    { label: v.totals.employeeTaxes, month: payslip.totalEmployeeTaxes, ytd: payslip.ytdTotalEmployeeTaxes },
    { label: v.totals.net, month: payslip.totalNet, ytd: payslip.ytdTotalNet, strong: true },
    { label: v.totals.taxable, month: payslip.totalTaxableGross, ytd: payslip.ytdTotalTaxableGross },
    { label: v.totals.employerTaxes, month: payslip.totalEmployerTaxes, ytd: payslip.ytdTotalEmployerTaxes },
    { label: v.totals.cost, month: payslip.totalCost, ytd: payslip.ytdTotalCost, strong: true },
  ];
  return (
    <Card title={v.totalsTitle}>
      <Table caption={v.totalsTitle}>
        <thead>
          <tr>
            <Th>{v.totalsColumns.item}</Th>
            <Th className="text-right">{v.totalsColumns.month}</Th>
            <Th className="text-right">{v.totalsColumns.ytd}</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" data-testid="payslip-totals">
          {rows.map((r) => (
            <tr key={r.label} className={r.strong ? "bg-slate-50" : undefined}>
              <Td className={cn(r.strong && "font-semibold", r.indent && "pl-8 text-slate-600")}>{r.label}</Td>
              <Td className={cn("text-right tabular-nums", r.strong && "font-semibold")}>{f.money(r.month)}</Td>
              <Td className={cn("text-right tabular-nums", r.strong && "font-semibold")}>{f.money(r.ytd)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
