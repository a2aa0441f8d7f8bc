/**
 * The quarterly INPS statement of one employment (docs/domain/rules-update.md §3, §1c, §1a) and the
 * cessation payments of an employment ended in the quarter (§3 "Termination").
 *
 * Input: the contribution-week lines of the employment's FINAL payslips (what was withheld week by
 * week, with decimal hours); output: the payment(s) the family makes by pagoPA.
 * - Weeks: Sunday–Saturday weeks whose (notional) Saturday falls in the quarter; hours after the last
 *   Saturday belong to the next quarter (they are deferred on the payslips and skipped here).
 * - One line per class (bracket / >24 h flat) and period of unchanged terms (effective hourly wage,
 *   table year): contiguous weeks with the same key.
 * - Integer hours per line (§1c): Σ weekly hours converted with the rounding setting (default up).
 * - Amount = integer hours × hourly contribution of the year's table (fixed-term +1.40 % unless
 *   replacing an absent worker; with/without CUAF; 0 worker share when the IVS share was renounced),
 *   to the cent; worker share = hours × worker rate; employer = amount − worker.
 * - CAS.SA.COLF (code F2): integer hours × the year's hourly total (0.06; worker 0.02), per payment.
 * - The difference between the worker shares of the integer hours and those withheld on the monthly
 *   payslips is reported (§1c point 4).
 * - Termination in the quarter: weeks up to the termination date → the payment for the period
 *   worked; weeks after it (the paid notice, up to the "fine obbligo contributivo" date) → a second
 *   payment. Both are due 10 days after the termination (§3; calendar/due-dates.ts).
 */
import { cessationDueDate, parseQuarter, quarterBounds, quarterlyDueDate, type Quarter } from "../calendar/due-dates";
import { saturdayOnOrAfter } from "../calendar/weeks";
import { bracketHourlyRates } from "./inps";
import { PayrollError } from "../errors";
import { allocateOver80Relief } from "./over80-relief";
import { Decimal, dec, fmt2, round2, sum } from "../money";
import { DEFAULT_RATES, getYearRates, hasRatesForYear } from "../rates";
import type { InpsBracketId, RateRegistry } from "../rates/types";

/** How the quarter's decimal hours of a line become the integer the INPS form takes (§1c). */
export type WholeHoursRounding = "up" | "half_up" | "down";
export const WHOLE_HOURS_ROUNDINGS: readonly WholeHoursRounding[] = ["up", "half_up", "down"];

export interface StatementInpsWeek {
  type: InpsBracketId;
  weekStart: string;
  weekEnd: string;
  hours: string;
  effectiveWageRate: string;
  /** worker share withheld on the payslip for this week */
  employeeAmount: string;
  tableYear: number;
  /** set by the termination flow on weeks of the paid notice; splitting by date works without it */
  isNoticePeriod?: boolean;
}

export interface StatementCassacolfWeek {
  weekStart: string;
  weekEnd: string;
  hours: string;
  employeeAmount: string;
}

export interface QuarterlyStatementInput {
  quarter: string;
  contract: { fixedTerm: boolean; replacesAbsentWorker: boolean; cuafDue: boolean; workerRenouncedIvsShare?: boolean };
  /** termination date of the employment, if ended */
  employmentEndDate?: string | null;
  /** non-deferred INPS week lines of the employment's final payslips (any order) */
  inpsWeeks: readonly StatementInpsWeek[];
  cassacolfWeeks: readonly StatementCassacolfWeek[];
  hoursRounding?: WholeHoursRounding;
  rates?: RateRegistry;
  /**
   * worker shares (INPS + CAS.SA.COLF) already settled on the quarter's payslips for the whole hours
   * (elements INPS_LAVORATORE_CONGUAGLIO / CASSACOLF_LAVORATORE_CONGUAGLIO, rules/quarter-rounding.ts)
   */
  roundingSettled?: string;
  /** start of the over-80 relief (rules-update-3 B6, rules/over80-relief.ts); absent: no relief */
  over80ReliefStart?: string | null;
  /** final correcting payslips paid in the quarter (rules-update-3 A12): each a line of its own */
  corrections?: readonly StatementCorrectionInput[];
}

/** A correcting payslip's contribution difference (rules/correction.ts), paid in this quarter. */
export interface StatementCorrectionInput {
  payslipId: string;
  /** YYYY-MM of the corrected payslip */
  correctedPeriod: string;
  correctionNumber: number;
  /** INPS class and table year of the corrected weeks, their first and last day and effective hourly wage */
  type: InpsBracketId;
  tableYear: number;
  fromWeek: string;
  toWeek: string;
  effectiveHourlyWage: string;
  /** whole hours added (negative: removed) */
  hours: number;
  inpsEmployee: string;
  inpsEmployer: string;
  cassacolfEmployee: string;
  cassacolfEmployer: string;
}

/** A correction's line on the quarter's payment: the amounts it adds (negative: less to pay). */
export interface StatementCorrectionLine extends StatementCorrectionInput {
  inpsAmount: string;
  cassacolfAmount: string;
  totalToPay: string;
}

export interface StatementLine {
  type: InpsBracketId;
  tableYear: number;
  fromWeek: string;
  toWeek: string;
  weeks: number;
  /** Σ of the weekly hours (2 decimals) */
  decimalHours: string;
  /** integer hours declared on the form */
  hours: number;
  effectiveHourlyWage: string;
  hourlyContribution: string;
  hourlyEmployee: string;
  amount: string;
  employeeAmount: string;
  employerAmount: string;
  /** worker share withheld on the payslips for these weeks */
  withheldEmployee: string;
}

export interface StatementCassacolf {
  code: "F2";
  decimalHours: string;
  hours: number;
  hourlyTotal: string;
  hourlyEmployee: string;
  amount: string;
  employeeAmount: string;
  employerAmount: string;
  withheldEmployee: string;
}

export type PaymentKind = "quarterly" | "cessation_worked" | "cessation_notice";

export interface StatementWeekFlag {
  weekStart: string;
  weekEnd: string;
  saturday: string;
  hours: string;
}

/**
 * One pagoPA notice: INPS takes one notice per quarterly line, i.e. per period of unchanged terms
 * (class, effective wage, table year), each with its own hours, hourly wage, class and its own
 * CAS.SA.COLF (F2) on the hours of its weeks (docs/domain/rules-update-3.md A8, rules-update §1a, §3).
 */
export interface StatementNotice {
  /** 1-based position in the payment */
  number: number;
  type: InpsBracketId;
  tableYear: number;
  fromWeek: string;
  toWeek: string;
  weeks: StatementWeekFlag[];
  /** integer hours declared on this notice */
  hours: number;
  effectiveHourlyWage: string;
  inpsAmount: string;
  inpsEmployee: string;
  inpsEmployer: string;
  cassacolf: StatementCassacolf;
  totalToPay: string;
  employeeShare: string;
  employerShare: string;
  withheldEmployee: string;
  employeeDifference: string;
  dueDate: string;
  /** over-80 relief of the employer's INPS share (B6): only on a contract with the relief; totalToPay and employerShare are net of it */
  over80Relief?: string;
}

export interface StatementPayment {
  kind: PaymentKind;
  dueDate: string;
  /** first and last day covered ("fine obbligo contributivo" = periodEnd of the notice payment) */
  periodStart: string | null;
  periodEnd: string | null;
  weeks: StatementWeekFlag[];
  lines: StatementLine[];
  /** one pagoPA notice per line (A8); the payment's figures are their sums */
  notices: StatementNotice[];
  /** Σ of the notices' CAS.SA.COLF (each on its own integer hours) */
  cassacolf: StatementCassacolf;
  inpsAmount: string;
  inpsEmployee: string;
  inpsEmployer: string;
  totalToPay: string;
  /** worker share (INPS + CAS.SA.COLF) of the integer-hour amounts */
  employeeShare: string;
  /** employer share (INPS + CAS.SA.COLF) */
  employerShare: string;
  /** worker shares (INPS + CAS.SA.COLF) withheld on the monthly payslips for these weeks */
  withheldEmployee: string;
  /** integer-hour worker shares − withheld (positive: the payslips withheld less) */
  employeeDifference: string;
  /** Σ of the notices' over-80 relief (B6); totalToPay and employerShare are net of it */
  over80Relief?: string;
  /** corrections paid in the quarter, each a line of its own; the payment's figures include them */
  corrections?: StatementCorrectionLine[];
}

export interface QuarterlyStatement {
  quarter: string;
  quarterStart: string;
  quarterEnd: string;
  /** the quarter's ordinary deadline */
  dueDate: string;
  hoursRounding: WholeHoursRounding;
  payments: StatementPayment[];
  totals: {
    hours: number;
    inpsAmount: string;
    inpsEmployee: string;
    inpsEmployer: string;
    cassacolfAmount: string;
    cassacolfEmployee: string;
    cassacolfEmployer: string;
    totalToPay: string;
    employeeShare: string;
    employerShare: string;
    withheldEmployee: string;
    employeeDifference: string;
    /** part of employeeDifference already settled on the quarter's last payslip (rules-update-3 A9) */
    roundingSettled: string;
    /** employeeDifference − roundingSettled: what is still to settle with the worker */
    employeeDifferenceOpen: string;
    /** over-80 relief of the quarter (B6, at most 750.00); totalToPay and employerShare are net of it */
    over80Relief?: string;
  };
  /** code + params word the sentence on screens (issue 26 point 20); message is the Italian fallback */
  warnings: { code: "quarter_line_over_780_hours" | "week_over_60_hours"; message: string; params: Record<string, string> }[];
}

export const MAX_HOURS_PER_WEEK = 60;
export const MAX_HOURS_PER_QUARTER_LINE = 780;

export function toWholeHours(hours: Decimal, rounding: WholeHoursRounding): number {
  const mode = rounding === "up" ? Decimal.ROUND_UP : rounding === "down" ? Decimal.ROUND_DOWN : Decimal.ROUND_HALF_UP;
  return hours.toDecimalPlaces(0, mode).toNumber();
}

function requireQuarter(s: string): Quarter {
  const q = parseQuarter(s);
  if (!q) throw new PayrollError("invalid_quarter", `Trimestre non valido: "${s}" (atteso AAAA-Qn)`, { quarter: s });
  return q;
}

function hourlyFor(
  type: InpsBracketId,
  year: number,
  contract: QuarterlyStatementInput["contract"],
  registry: RateRegistry,
): { total: Decimal; employee: Decimal } {
  const bracket = (hasRatesForYear(year, registry) ? getYearRates(year, registry) : undefined)?.inps.brackets.find((b) => b.id === type);
  if (!bracket) throw new PayrollError("rates_missing_for_year", `Tabelle INPS ${year} non disponibili`, { year: String(year) });
  return bracketHourlyRates(bracket, contract);
}

interface WeekOfStatement extends StatementInpsWeek {
  saturday: string;
}

/** Contiguous runs of unchanged class / effective wage / table year → one line each, integer hours. */
function buildLines(
  sorted: WeekOfStatement[],
  input: QuarterlyStatementInput,
  rounding: WholeHoursRounding,
  registry: RateRegistry,
  warnings: QuarterlyStatement["warnings"],
): StatementLine[] {
  const runs: WeekOfStatement[][] = [];
  let key = "";
  for (const w of sorted) {
    const k = `${w.type}|${dec(w.effectiveWageRate).toFixed(2)}|${w.tableYear}`;
    if (k !== key || runs.length === 0) runs.push([]);
    runs[runs.length - 1]!.push(w);
    key = k;
  }
  return runs.map((run) => {
    const first = run[0]!;
    const decimalHours = sum(run.map((w) => dec(w.hours)));
    const hours = toWholeHours(decimalHours, rounding);
    const h = hourlyFor(first.type, first.tableYear, input.contract, registry);
    const amount = round2(h.total.times(hours));
    const employeeAmount = round2(h.employee.times(hours));
    if (hours > MAX_HOURS_PER_QUARTER_LINE) {
      warnings.push({
        code: "quarter_line_over_780_hours",
        message: `Riga ${first.weekStart}: ${hours} ore oltre il massimo di ${MAX_HOURS_PER_QUARTER_LINE} nel trimestre`,
        params: { weekStart: first.weekStart, hours: String(hours), max: String(MAX_HOURS_PER_QUARTER_LINE) },
      });
    }
    return {
      type: first.type,
      tableYear: first.tableYear,
      fromWeek: first.weekStart,
      toWeek: run[run.length - 1]!.weekEnd,
      weeks: run.length,
      decimalHours: fmt2(decimalHours),
      hours,
      effectiveHourlyWage: fmt2(dec(first.effectiveWageRate)),
      hourlyContribution: fmt2(h.total),
      hourlyEmployee: fmt2(h.employee),
      amount: fmt2(amount),
      employeeAmount: fmt2(employeeAmount),
      employerAmount: fmt2(amount.minus(employeeAmount)),
      withheldEmployee: fmt2(sum(run.map((w) => dec(w.employeeAmount)))),
    };
  });
}

/** CAS.SA.COLF (F2) of a payment: Σ weekly hours → integer × the year's hourly shares. */
function buildCassacolf(weeks: StatementCassacolfWeek[], rounding: WholeHoursRounding, registry: RateRegistry, year: number): StatementCassacolf {
  const decimalHours = sum(weeks.map((w) => dec(w.hours)));
  const hours = toWholeHours(decimalHours, rounding);
  const cas = (hasRatesForYear(year, registry) ? getYearRates(year, registry) : undefined)?.cassacolf;
  if (!cas) throw new PayrollError("rates_missing_for_year", `Tabelle CAS.SA.COLF ${year} non disponibili`, { year: String(year) });
  const employee = round2(dec(cas.employee).times(hours));
  const employer = round2(dec(cas.employer).times(hours));
  return {
    code: "F2",
    decimalHours: fmt2(decimalHours),
    hours,
    hourlyTotal: fmt2(dec(cas.hourlyTotal)),
    hourlyEmployee: fmt2(dec(cas.employee)),
    amount: fmt2(employee.plus(employer)),
    employeeAmount: fmt2(employee),
    employerAmount: fmt2(employer),
    withheldEmployee: fmt2(sum(weeks.map((w) => dec(w.employeeAmount)))),
  };
}

function weekFlags(weeks: readonly WeekOfStatement[]): StatementWeekFlag[] {
  return weeks
    .filter((w) => dec(w.hours).greaterThan(0))
    .map((w) => ({ weekStart: w.weekStart, weekEnd: w.weekEnd, saturday: w.saturday, hours: fmt2(dec(w.hours)) }));
}

/** Σ of several CAS.SA.COLF figures (the notices of one payment). */
function sumCassacolf(parts: readonly StatementCassacolf[], registry: RateRegistry, year: number): StatementCassacolf {
  const cas = (hasRatesForYear(year, registry) ? getYearRates(year, registry) : undefined)?.cassacolf;
  const total = (f: (c: StatementCassacolf) => string) => fmt2(sum(parts.map((c) => dec(f(c)))));
  return {
    code: "F2",
    decimalHours: total((c) => c.decimalHours),
    hours: parts.reduce((n, c) => n + c.hours, 0),
    hourlyTotal: fmt2(dec(cas?.hourlyTotal ?? "0")),
    hourlyEmployee: fmt2(dec(cas?.employee ?? "0")),
    amount: total((c) => c.amount),
    employeeAmount: total((c) => c.employeeAmount),
    employerAmount: total((c) => c.employerAmount),
    withheldEmployee: total((c) => c.withheldEmployee),
  };
}

/** A8: one notice per line; a CAS.SA.COLF week goes with the line whose weeks hold it (else the last line). */
function buildNotices(
  lines: StatementLine[],
  sorted: WeekOfStatement[],
  cassacolfWeeks: StatementCassacolfWeek[],
  rounding: WholeHoursRounding,
  registry: RateRegistry,
  dueDate: string,
): StatementNotice[] {
  const lineOf = (weekStart: string): number => {
    const i = lines.findIndex((l) => weekStart <= l.toWeek);
    return i >= 0 ? i : lines.length - 1;
  };
  const casByLine: StatementCassacolfWeek[][] = lines.map(() => []);
  for (const w of cassacolfWeeks) if (lines.length > 0) casByLine[lineOf(w.weekStart)]!.push(w);
  return lines.map((l, i) => {
    const cas = buildCassacolf(casByLine[i]!, rounding, registry, l.tableYear);
    const inpsAmount = dec(l.amount);
    const inpsEmployee = dec(l.employeeAmount);
    const due = inpsEmployee.plus(dec(cas.employeeAmount));
    const withheld = dec(l.withheldEmployee).plus(dec(cas.withheldEmployee));
    return {
      number: i + 1,
      type: l.type,
      tableYear: l.tableYear,
      fromWeek: l.fromWeek,
      toWeek: l.toWeek,
      weeks: weekFlags(sorted.filter((w) => w.weekStart >= l.fromWeek && w.weekStart <= l.toWeek)),
      hours: l.hours,
      effectiveHourlyWage: l.effectiveHourlyWage,
      inpsAmount: l.amount,
      inpsEmployee: l.employeeAmount,
      inpsEmployer: l.employerAmount,
      cassacolf: cas,
      totalToPay: fmt2(inpsAmount.plus(dec(cas.amount))),
      employeeShare: fmt2(due),
      employerShare: fmt2(dec(l.employerAmount).plus(dec(cas.employerAmount))),
      withheldEmployee: fmt2(withheld),
      employeeDifference: fmt2(due.minus(withheld)),
      dueDate,
    };
  });
}

function buildPayment(
  kind: PaymentKind,
  dueDate: string,
  weeks: WeekOfStatement[],
  cassacolfWeeks: StatementCassacolfWeek[],
  input: QuarterlyStatementInput,
  rounding: WholeHoursRounding,
  registry: RateRegistry,
  cassacolfYear: number,
  warnings: QuarterlyStatement["warnings"],
): StatementPayment {
  const sorted = [...weeks].sort((a, b) => (a.weekStart < b.weekStart ? -1 : a.weekStart > b.weekStart ? 1 : 0));
  const lines = buildLines(sorted, input, rounding, registry, warnings);
  for (const w of sorted) {
    if (dec(w.hours).greaterThan(MAX_HOURS_PER_WEEK)) {
      warnings.push({
        code: "week_over_60_hours",
        message: `Settimana ${w.weekStart}: ${w.hours} ore oltre il massimo di ${MAX_HOURS_PER_WEEK}`,
        params: { weekStart: w.weekStart, weekEnd: w.weekEnd, hours: fmt2(dec(w.hours)), max: String(MAX_HOURS_PER_WEEK) },
      });
    }
  }
  const notices = buildNotices(lines, sorted, cassacolfWeeks, rounding, registry, dueDate);
  const cassacolf =
    notices.length > 0
      ? sumCassacolf(
          notices.map((n) => n.cassacolf),
          registry,
          cassacolfYear,
        )
      : buildCassacolf(cassacolfWeeks, rounding, registry, cassacolfYear);
  const inpsAmount = sum(lines.map((l) => dec(l.amount)));
  const inpsEmployee = sum(lines.map((l) => dec(l.employeeAmount)));
  const withheld = sum(lines.map((l) => dec(l.withheldEmployee))).plus(dec(cassacolf.withheldEmployee));
  const due = inpsEmployee.plus(dec(cassacolf.employeeAmount));
  return {
    kind,
    dueDate,
    periodStart: sorted[0]?.weekStart ?? null,
    periodEnd: sorted[sorted.length - 1]?.weekEnd ?? null,
    weeks: weekFlags(sorted),
    lines,
    notices,
    cassacolf,
    inpsAmount: fmt2(inpsAmount),
    inpsEmployee: fmt2(inpsEmployee),
    inpsEmployer: fmt2(inpsAmount.minus(inpsEmployee)),
    totalToPay: fmt2(inpsAmount.plus(dec(cassacolf.amount))),
    employeeShare: fmt2(due),
    employerShare: fmt2(inpsAmount.minus(inpsEmployee).plus(dec(cassacolf.employerAmount))),
    withheldEmployee: fmt2(withheld),
    employeeDifference: fmt2(due.minus(withheld)),
  };
}

/**
 * Which statement a week belongs to, given the quarter and the termination date. A week that ends
 * after the termination date — the last partial week (its notional Saturday after the end date) and
 * the notice weeks — is paid with the cessation payment, so it belongs to the quarter of the end date
 * even when its Saturday falls in the next quarter or year (docs/domain/rules-update-3.md A1).
 */
export function weekInQuarter(weekStart: string, saturday: string, bounds: { start: string; end: string }, end: string | null): boolean {
  if (end && (weekStart > end || saturday > end)) return end >= bounds.start && end <= bounds.end;
  return saturday >= bounds.start && saturday <= bounds.end;
}
const inQuarter = weekInQuarter;

export function computeQuarterlyStatement(input: QuarterlyStatementInput): QuarterlyStatement {
  const q = requireQuarter(input.quarter);
  const registry = input.rates ?? DEFAULT_RATES;
  const rounding = input.hoursRounding ?? "up";
  const bounds = quarterBounds(q);
  if (!hasRatesForYear(q.year, registry)) throw new PayrollError("rates_missing_for_year", `Tabelle ${q.year} non disponibili`, { year: String(q.year) });
  const end = input.employmentEndDate ?? null;

  const weeks: WeekOfStatement[] = input.inpsWeeks
    .map((w) => ({ ...w, saturday: saturdayOnOrAfter(w.weekStart) }))
    .filter((w) => inQuarter(w.weekStart, w.saturday, bounds, end));
  for (const w of weeks) {
    if (!hasRatesForYear(w.tableYear, registry))
      throw new PayrollError("rates_missing_for_year", `Tabelle ${w.tableYear} non disponibili`, { year: String(w.tableYear) });
  }
  const cas = input.cassacolfWeeks.filter((w) => inQuarter(w.weekStart, saturdayOnOrAfter(w.weekStart), bounds, end));

  const warnings: QuarterlyStatement["warnings"] = [];
  const payments: StatementPayment[] = [];
  const endInQuarter = !!end && end >= bounds.start && end <= bounds.end;
  if (endInQuarter && end) {
    const due = cessationDueDate(end);
    const isNotice = (w: { weekStart: string; isNoticePeriod?: boolean }) => w.weekStart > end || w.isNoticePeriod === true;
    payments.push(
      buildPayment(
        "cessation_worked",
        due,
        weeks.filter((w) => !isNotice(w)),
        cas.filter((w) => !isNotice(w)),
        input,
        rounding,
        registry,
        Math.max(q.year, ...weeks.filter((w) => !isNotice(w)).map((w) => w.tableYear)),
        warnings,
      ),
    );
    const noticeWeeks = weeks.filter(isNotice);
    if (noticeWeeks.length > 0) {
      const noticeYear = Math.max(...noticeWeeks.map((w) => w.tableYear));
      payments.push(buildPayment("cessation_notice", due, noticeWeeks, cas.filter(isNotice), input, rounding, registry, noticeYear, warnings));
    }
  } else {
    payments.push(buildPayment("quarterly", quarterlyDueDate(q), weeks, cas, input, rounding, registry, q.year, warnings));
  }

  if (input.over80ReliefStart) applyOver80Relief(payments, input.over80ReliefStart);
  if (input.corrections && input.corrections.length > 0) applyCorrections(payments[0]!, input.corrections);
  const total = (f: (p: StatementPayment) => string) => sum(payments.map((p) => dec(f(p))));
  const inpsEmployee = total((p) => p.inpsEmployee);
  const inpsEmployer = total((p) => p.inpsEmployer);
  const casEmployee = total((p) => p.cassacolf.employeeAmount);
  const casEmployer = total((p) => p.cassacolf.employerAmount);
  return {
    quarter: input.quarter,
    quarterStart: bounds.start,
    quarterEnd: bounds.end,
    dueDate: quarterlyDueDate(q),
    hoursRounding: rounding,
    payments,
    totals: {
      hours: payments.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.hours, 0) + (p.corrections ?? []).reduce((m, c) => m + c.hours, 0), 0),
      inpsAmount: fmt2(total((p) => p.inpsAmount)),
      inpsEmployee: fmt2(inpsEmployee),
      inpsEmployer: fmt2(inpsEmployer),
      cassacolfAmount: fmt2(total((p) => p.cassacolf.amount)),
      cassacolfEmployee: fmt2(casEmployee),
      cassacolfEmployer: fmt2(casEmployer),
      totalToPay: fmt2(total((p) => p.totalToPay)),
      employeeShare: fmt2(inpsEmployee.plus(casEmployee)),
      employerShare: fmt2(inpsEmployer.plus(casEmployer).minus(total((p) => p.over80Relief ?? "0"))),
      withheldEmployee: fmt2(total((p) => p.withheldEmployee)),
      employeeDifference: fmt2(total((p) => p.employeeDifference)),
      roundingSettled: fmt2(dec(input.roundingSettled ?? "0")),
      employeeDifferenceOpen: fmt2(total((p) => p.employeeDifference).minus(dec(input.roundingSettled ?? "0"))),
      ...(input.over80ReliefStart ? { over80Relief: fmt2(total((p) => p.over80Relief ?? "0")) } : {}),
    },
    warnings,
  };
}

/**
 * Over-80 relief (B6): the quarter's cap filled notice by notice across the quarter's payments; each
 * notice and payment keeps its gross employer INPS share and shows the relief as its own line, its
 * totalToPay and employerShare net of it. The worker's share is untouched.
 */
function applyOver80Relief(payments: StatementPayment[], startDate: string): void {
  const notices = payments.flatMap((p) => p.notices);
  const reliefs = allocateOver80Relief(notices, startDate);
  notices.forEach((n, i) => {
    const r = dec(reliefs[i]!);
    n.over80Relief = fmt2(r);
    n.totalToPay = fmt2(dec(n.totalToPay).minus(r));
    n.employerShare = fmt2(dec(n.employerShare).minus(r));
  });
  for (const p of payments) {
    const r = sum(p.notices.map((n) => dec(n.over80Relief ?? "0")));
    p.over80Relief = fmt2(r);
    p.totalToPay = fmt2(dec(p.totalToPay).minus(r));
    p.employerShare = fmt2(dec(p.employerShare).minus(r));
  }
}

/**
 * Which ordinary payslips a quarter's statement needs: the months of the quarter that overlap the
 * employment (hire … termination). Pure helper for the service's "incomplete" list.
 */
export function periodsNeededForQuarter(quarter: string, employmentStart: string, employmentEnd: string | null): string[] {
  const q = requireQuarter(quarter);
  return quarterBounds(q).periods.filter((p) => {
    const first = `${p}-01`;
    const lastDay = `${p}-31`;
    return employmentStart <= lastDay && (!employmentEnd || employmentEnd >= first);
  });
}

/**
 * Corrections paid in the quarter (rules-update-3 A12, docs/corrections.md): each correcting
 * payslip's contribution difference is a line of its own on the quarter's payment (the first one:
 * the quarterly payment, or the period worked of a cessation), added to its INPS and CAS.SA.COLF
 * figures and to what it asks; the worker's share was withheld on the correcting payslip itself.
 */
function applyCorrections(payment: StatementPayment, corrections: readonly StatementCorrectionInput[]): void {
  const lines = corrections.map((c): StatementCorrectionLine => {
    const inps = dec(c.inpsEmployee).plus(dec(c.inpsEmployer));
    const cas = dec(c.cassacolfEmployee).plus(dec(c.cassacolfEmployer));
    return { ...c, inpsAmount: fmt2(inps), cassacolfAmount: fmt2(cas), totalToPay: fmt2(inps.plus(cas)) };
  });
  const add = (value: string, f: (l: StatementCorrectionLine) => string) => fmt2(dec(value).plus(sum(lines.map((l) => dec(f(l))))));
  payment.corrections = lines;
  payment.inpsAmount = add(payment.inpsAmount, (l) => l.inpsAmount);
  payment.inpsEmployee = add(payment.inpsEmployee, (l) => l.inpsEmployee);
  payment.inpsEmployer = add(payment.inpsEmployer, (l) => l.inpsEmployer);
  payment.cassacolf = {
    ...payment.cassacolf,
    amount: add(payment.cassacolf.amount, (l) => l.cassacolfAmount),
    employeeAmount: add(payment.cassacolf.employeeAmount, (l) => l.cassacolfEmployee),
    employerAmount: add(payment.cassacolf.employerAmount, (l) => l.cassacolfEmployer),
  };
  payment.totalToPay = add(payment.totalToPay, (l) => l.totalToPay);
  payment.employeeShare = add(payment.employeeShare, (l) => fmt2(dec(l.inpsEmployee).plus(dec(l.cassacolfEmployee))));
  payment.employerShare = add(payment.employerShare, (l) => fmt2(dec(l.inpsEmployer).plus(dec(l.cassacolfEmployer))));
  // withheld on the correcting payslips: the worker's share of a correction is no difference to settle
  payment.withheldEmployee = add(payment.withheldEmployee, (l) => fmt2(dec(l.inpsEmployee).plus(dec(l.cassacolfEmployee))));
}
