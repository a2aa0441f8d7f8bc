/**
 * INPS per contribution week (rules.md §4, decisions §9). The bracket follows the effective
 * hourly wage (rounded to the cent) when the class hours are ≤ 24, the flat over-24-hours row
 * otherwise (class hours: the agreed weekly hours by default, docs/domain/rules-update.md §1a,
 * see inps-class.ts); the year of the week's Saturday picks the table; fixed-term
 * contracts use the +1.40 % column unless the worker replaces an absent one; the worker share is
 * the published one (0 when the worker renounced the IVS share, which then leaves the total too).
 * amount = hours × published hourly total, rounded half-up; employee = hours × worker share,
 * rounded; employer = amount − employee.
 */
import { Decimal, ZERO, dec, fmt2, fmtN, round2 } from "../money";
import { DEFAULT_RATES, getYearRates } from "../rates";
import type { InpsBracket, RateRegistry } from "../rates/types";
import type { ContractInput, InpsContributionLine } from "../types";

export interface InpsHourly {
  bracket: InpsBracket;
  conventionalWage: Decimal;
  hourlyTotal: Decimal;
  hourlyEmployee: Decimal;
  hourlyEmployer: Decimal;
  tableYear: number;
  version: string;
}

const TWENTYFOUR = new Decimal(24);

export function selectBracket(brackets: readonly InpsBracket[], hours: Decimal, effectiveWage: Decimal): InpsBracket {
  if (hours.greaterThan(TWENTYFOUR)) {
    const b = brackets.find((x) => x.id === "over_24_hours");
    if (!b) throw new Error("INPS table without the over-24-hours row");
    return b;
  }
  for (const b of brackets) {
    if (b.id === "over_24_hours") continue;
    if (b.effectiveWageUpTo === null || effectiveWage.lessThanOrEqualTo(dec(b.effectiveWageUpTo))) return b;
  }
  throw new Error("INPS brackets not gapless");
}

const hourlyCache = new Map<string, InpsHourly>();

export function inpsHourly(
  year: number,
  hours: Decimal,
  effectiveWage: Decimal,
  contract: Pick<ContractInput, "fixedTerm" | "replacesAbsentWorker" | "cuafDue" | "workerRenouncedIvsShare">,
  registry: RateRegistry,
): InpsHourly {
  const r = getYearRates(year, registry);
  const bracket = selectBracket(r.inps.brackets, hours, effectiveWage);
  const key = `${year}|${bracket.id}|${contract.fixedTerm && !contract.replacesAbsentWorker ? 1 : 0}|${contract.cuafDue ? 1 : 0}|${contract.workerRenouncedIvsShare ? 1 : 0}`;
  if (registry === DEFAULT_RATES) {
    const hit = hourlyCache.get(key);
    if (hit) return hit;
  }
  const h = inpsHourlyRaw(year, hours, effectiveWage, contract, registry);
  if (registry === DEFAULT_RATES) hourlyCache.set(key, h);
  return h;
}

/**
 * The hourly contribution of a bracket for an employment: the fixed-term column unless the worker
 * replaces an absent one, with or without CUAF, and without the worker's share when she renounced it.
 */
export function bracketHourlyRates(
  bracket: InpsBracket,
  contract: Pick<ContractInput, "fixedTerm" | "replacesAbsentWorker" | "cuafDue" | "workerRenouncedIvsShare">,
): { total: Decimal; employee: Decimal } {
  const col = contract.fixedTerm && !contract.replacesAbsentWorker ? bracket.fixedTerm : bracket.openEnded;
  const total = dec(contract.cuafDue ? col.withCuaf : col.withoutCuaf);
  const employee = dec(col.employee);
  return contract.workerRenouncedIvsShare ? { total: total.minus(employee), employee: ZERO } : { total, employee };
}

function inpsHourlyRaw(
  year: number,
  hours: Decimal,
  effectiveWage: Decimal,
  contract: Pick<ContractInput, "fixedTerm" | "replacesAbsentWorker" | "cuafDue" | "workerRenouncedIvsShare">,
  registry: RateRegistry,
): InpsHourly {
  const r = getYearRates(year, registry);
  const bracket = selectBracket(r.inps.brackets, hours, effectiveWage);
  const { total, employee } = bracketHourlyRates(bracket, contract);
  return {
    bracket,
    conventionalWage: dec(bracket.conventionalWage),
    hourlyTotal: total,
    hourlyEmployee: employee,
    hourlyEmployer: total.minus(employee),
    tableYear: r.year,
    version: r.version,
  };
}

export interface InpsWeekAmounts {
  amount: Decimal;
  employeeAmount: Decimal;
  employerAmount: Decimal;
}

export function inpsWeekAmounts(hours: Decimal, h: Pick<InpsHourly, "hourlyTotal" | "hourlyEmployee">): InpsWeekAmounts {
  const amount = round2(hours.times(h.hourlyTotal));
  const employeeAmount = round2(hours.times(h.hourlyEmployee));
  return { amount, employeeAmount, employerAmount: amount.minus(employeeAmount) };
}

/** The displayed rates of a table cell (rate = hourly / conventional wage, 6 decimals) and its formatted figures. */
interface InpsCellText {
  rate: string;
  employerRate: string;
  employeeRate: string;
  conventionalWage: string;
  hourlyTotal: string;
  hourlyEmployee: string;
  hourlyEmployer: string;
}

/** Per table cell, not per week: the same cell repeats every week (two long divisions each). */
const cellTextCache = new WeakMap<InpsHourly, InpsCellText>();
function cellText(h: InpsHourly): InpsCellText {
  const hit = cellTextCache.get(h);
  if (hit) return hit;
  const rate = h.conventionalWage.isZero() ? ZERO : h.hourlyTotal.div(h.conventionalWage).toDecimalPlaces(6);
  const employeeRate = h.conventionalWage.isZero() ? ZERO : h.hourlyEmployee.div(h.conventionalWage).toDecimalPlaces(6);
  const text: InpsCellText = {
    rate: fmtN(rate, 6),
    employerRate: fmtN(rate.minus(employeeRate), 6),
    employeeRate: fmtN(employeeRate, 6),
    conventionalWage: fmt2(h.conventionalWage),
    hourlyTotal: fmt2(h.hourlyTotal),
    hourlyEmployee: fmt2(h.hourlyEmployee),
    hourlyEmployer: fmt2(h.hourlyEmployer),
  };
  cellTextCache.set(h, text);
  return text;
}

export function inpsLine(
  id: string,
  week: { weekStart: string; weekEnd: string; hours: Decimal; isFromNextPeriod: boolean },
  effectiveWage: Decimal,
  h: InpsHourly,
  origin: "week" | "notice",
  cls: { hours: Decimal; basis: "contract" | "week" } = { hours: week.hours, basis: "week" },
): { line: InpsContributionLine; amounts: InpsWeekAmounts } {
  const amounts = week.isFromNextPeriod ? { amount: ZERO, employeeAmount: ZERO, employerAmount: ZERO } : inpsWeekAmounts(week.hours, h);
  const t = cellText(h);
  return {
    amounts,
    line: {
      id,
      type: h.bracket.id,
      weekStart: week.weekStart,
      weekEnd: week.weekEnd,
      hours: fmt2(week.hours),
      rate: t.rate,
      employerRate: t.employerRate,
      employeeRate: t.employeeRate,
      amount: fmt2(amounts.amount),
      effectiveWageRate: fmt2(effectiveWage),
      isFromNextPeriod: week.isFromNextPeriod,
      conventionalWage: t.conventionalWage,
      hourlyTotal: t.hourlyTotal,
      hourlyEmployee: t.hourlyEmployee,
      hourlyEmployer: t.hourlyEmployer,
      employeeAmount: fmt2(amounts.employeeAmount),
      employerAmount: fmt2(amounts.employerAmount),
      tableYear: h.tableYear,
      origin,
      classBasis: cls.basis,
      classHours: fmt2(cls.hours),
      ...(origin === "notice" ? { isNoticePeriod: true as const } : {}),
    },
  };
}

/** CAS.SA.COLF per week: hours × 0.06 (0.02 worker, 0.04 employer), each rounded to the cent. */
export function cassacolfWeekAmounts(
  hours: Decimal,
  year: number,
  registry: RateRegistry,
): { total: Decimal; employee: Decimal; employer: Decimal; rate: Decimal; employeeRate: Decimal; employerRate: Decimal } {
  const c = getYearRates(year, registry).cassacolf;
  const rate = dec(c.hourlyTotal);
  const employeeRate = dec(c.employee);
  const employerRate = dec(c.employer);
  const employee = round2(hours.times(employeeRate));
  const employer = round2(hours.times(employerRate));
  return { total: employee.plus(employer), employee, employer, rate, employeeRate, employerRate };
}
