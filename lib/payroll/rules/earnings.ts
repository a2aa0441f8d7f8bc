/**
 * Earnings, imputed items and absence adjustments of an ordinary payslip (rules.md §2–§3, §8–§9,
 * §13). Hourly pay: every line from the events (quantity × rate). Monthly pay: the monthly
 * amounts (pro rata in calendar days /30 for a partial month), premiums on top, and absence
 * deductions (negative earning lines): working-day absences /26, calendar-day absences /30.
 */
import type { PayslipStep } from "./draft";
import { eachDay, weekday } from "../calendar/dates";
import { SUBTYPE_DEFAULTS } from "../events";
import { Decimal, ONE, ZERO, dec, min, gt0, plus } from "../money";
import type { WorkEvent } from "../types";
import type { Ctx } from "./context";
import { isUnpaidSuspensionDay } from "./hours";
import { LineBuilder, sumValues, type LineFlags } from "./lines";
import { sickDayDeduction, type SickDeductionBase } from "./sick-deduction";
import { UNI_ALLOWANCE_CODE, type WageModel } from "./wage";
import { elementName, type ElementCode } from "../element-wording";

const THIRTIETH = ONE.div(30);
const TWENTY_SIXTH = ONE.div(26);

const PREMIUM_CODES: Record<string, ElementCode> = {
  holiday_work: "LAV_FESTIVO",
  sunday_work: "LAV_DOMENICALE",
  night_work: "LAV_NOTTURNO",
  overtime: "STRAORDINARIO",
  daily_overtime: "STRAORDINARIO_GIORN",
  night_overtime: "STRAORDINARIO_NOTT",
  other_work: "ALTRO_LAVORO",
};
/** for monthly pay: subtypes whose hours may fall inside the schedule (premium part only) */
const INSIDE_SCHEDULE_CAPABLE = new Set(["night_work", "sunday_work"]);

export interface EarningsResult {
  vacationDaysUsed: Decimal;
  /** hourly: Σ paid-hour equivalents per wage model (increments and allowances apply to them) */
  workedDays: number;
}

function label(e: WorkEvent): string {
  return e.customName?.trim() || SUBTYPE_DEFAULTS[e.subType].label;
}

/** percent label of a fraction; memoised per Decimal (event multipliers are shared instances from dec()) */
const pctCache = new WeakMap<Decimal, string>();
function pct(fraction: Decimal): string {
  let s = pctCache.get(fraction);
  if (s === undefined) {
    s = fraction.times(100).toDecimalPlaces(2).toString();
    pctCache.set(fraction, s);
  }
  return s;
}

/** One payslip's earnings being built: the run's figures shared by the per-event rules below. */
class EarningsRun {
  vacationDaysUsed = ZERO;
  readonly workedDates = new Set<string>();
  readonly monthlyBasis: boolean;
  /** hourly: paid-hour equivalents per wage model (increments and allowances apply to them) */
  readonly paidHours = new Map<WageModel, Decimal>();
  /** rate × multiplier once per (rate, multiplier): one Decimal instance per line rate (lines are keyed by rate) */
  private readonly products = new Map<Decimal, Map<Decimal, Decimal>>();
  /** monthly: regular hours per date (premium hours inside the schedule get only the premium) */
  readonly regularByDate = new Map<string, Decimal>();
  readonly boardAbsenceDays = new Map<WageModel, number>();
  /** hourly: paid hours priced at the global wage (isFromGlobalWage) whose board share is owed in cash */
  readonly globalBoardHours: GlobalBoardHours[] = [];
  /** hourly: days whose board is paid by the hour (regular work at the global wage), not by the day */
  readonly boardByTheHourDates = new Set<string>();
  readonly segments: MonthlySegment[];
  /** monthly: share of a month each wage model may still deduct */
  private readonly deductible = new Map<WageModel, Decimal>();

  constructor(
    readonly ctx: Ctx,
    readonly lb: LineBuilder,
  ) {
    this.monthlyBasis = ctx.modelAt(ctx.effEnd).payBasis === "monthly";
    if (this.monthlyBasis)
      for (const e of ctx.periodEvents) {
        if (e.subType === "regular_work") this.regularByDate.set(e.date, (this.regularByDate.get(e.date) ?? ZERO).plus(dec(e.hours)));
      }
    // Absence deductions of a monthly-paid worker stop at what the period pays with that wage
    // model: a month spent entirely on unpaid leave, maternity or unpaid sickness pays 0, never less
    // (31 thirtieths, or 27 twenty-sixths in a 27-working-day month, would otherwise exceed it).
    // A deduction that would pass the limit is cut to a fraction of a day (or of its hours).
    this.segments = this.monthlyBasis ? monthlySegments(ctx) : [];
    for (const seg of this.segments) this.deductible.set(seg.m, plus(this.deductible.get(seg.m) ?? ZERO, seg.share));
  }

  addPaid(m: WageModel, h: Decimal): void {
    this.paidHours.set(m, plus(this.paidHours.get(m) ?? ZERO, h));
  }

  times(rate: Decimal, mult: Decimal): Decimal {
    let byMult = this.products.get(rate);
    if (!byMult) this.products.set(rate, (byMult = new Map()));
    let p = byMult.get(mult);
    if (!p) byMult.set(mult, (p = rate.times(mult)));
    return p;
  }

  private allowedShare(m: WageModel, share: Decimal): Decimal {
    const left = this.deductible.get(m) ?? ZERO;
    if (!gt0(left)) return ZERO;
    if (share.lessThanOrEqualTo(left)) {
      this.deductible.set(m, left.minus(share));
      return ONE;
    }
    this.deductible.set(m, ZERO);
    return left.div(share);
  }

  /**
   * A whole month of unpaid days pays nothing, whatever its length (docs/domain/rules-update-3.md
   * A14): when every calendar day of the employment part of the period is an unpaid day (maternity,
   * paternity, suspension, parental leave, unpaid absence, unpaid sickness, INAIL), what the days/30
   * (or /26) deductions left of each wage model's pay is deducted too — a February of maternity
   * deducts 28/30 + the 2/30 left = the whole month, so it pays 0.00, not 2/30.
   */
  deductWholeUnpaidMonth(): void {
    if (!this.monthlyBasis) return;
    for (const d of eachDay(this.ctx.effStart, this.ctx.effEnd)) if (!isUnpaidDay(this.ctx, d)) return;
    // what the rounded day deductions left of the month's pay, to the cent (14 × 41.67 twice + 2/30 would leave 0.01)
    const left = sumValues(this.lb.build(), "earning");
    if (!gt0(left)) return;
    let share = ZERO;
    let rate = ZERO;
    for (const seg of this.segments) {
      share = share.plus(this.deductible.get(seg.m) ?? ZERO);
      this.deductible.set(seg.m, ZERO);
      rate = cashBase(seg.m);
    }
    this.lb.addFixed("earning", "MESE_NON_RETRIBUITO", elementName("MESE_NON_RETRIBUITO"), "month", share, rate.negated(), left.negated(), {
      includedInBaseWage: true,
    });
  }

  deduct(m: WageModel, code: ElementCode, name: string, periodType: "day" | "hour", quantity: Decimal, monthShare: Decimal, rate: Decimal): void {
    const q = this.allowedShare(m, monthShare);
    if (gt0(q)) this.lb.add("earning", code, name, periodType, q.equals(ONE) ? quantity : quantity.times(q), rate, { includedInBaseWage: true });
  }

  /**
   * Hourly pay: a line whose event says isFromGlobalWage is paid at the retribuzione globale di
   * fatto, whose only difference from the agreed wage (with increments and allowances, paid on
   * the same hours) is the board's hourly share (rules.md §13 "global"; §2.5: the board value
   * enters vacation and holiday pay). The share is added once the month's worked days are known.
   */
  atGlobalWage(e: { isFromGlobalWage: boolean } & Pick<WorkEvent, "addsToThirteen" | "addsToSeverance">, d: string, m: WageModel, hours: Decimal): void {
    if (!e.isFromGlobalWage || !m.board.any || !gt0(hours)) return;
    this.globalBoardHours.push({ d, m, hours, flags: baseFlags(e), regularWork: false });
  }

  boardAbsent(m: WageModel): void {
    if (m.board.any && !m.board.inCash) this.boardAbsenceDays.set(m, (this.boardAbsenceDays.get(m) ?? 0) + 1);
  }

  /**
   * A paid sick or injury day spent away from the employer's home and not in hospital: the board
   * normally given in kind is owed in cash, board/30 for the day (rules-update §1b, [K-LLPT]). The
   * board in kind of the month stays as it is in the thirteenth and TFR base, so the indemnity
   * does not enter it a second time.
   */
  boardAwayWhileSick(m: WageModel, e: WorkEvent): void {
    if (e.absenceLocation !== "elsewhere" || !m.board.any || m.board.inCash) return;
    this.lb.add("earning", "VITTO_ALLOGGIO_MALATTIA", elementName("VITTO_ALLOGGIO_MALATTIA"), "day", ONE, m.board.monthly.div(30), {
      includedInBaseWage: false,
    });
  }
}

/**
 * The base of a sick day's deduction: in hospital a live-in worker is owed no board at all, so the
 * unpaid part is taken from the cash pay alone ((1 − f) × cash/30); elsewhere and at home the
 * organization's setting applies (rules-update §1b table).
 */
function deductionBaseAt(setting: SickDeductionBase, m: WageModel, e: WorkEvent): SickDeductionBase {
  return setting === "board_in_kind" && e.absenceLocation === "hospital" && m.board.any && !m.board.inCash ? "cash" : setting;
}

/** What an event of a subtype adds, given its day's wage model, hours and multiplier. */
interface EventDay {
  e: WorkEvent;
  d: string;
  m: WageModel;
  hours: Decimal;
  mult: Decimal;
  holiday: boolean;
}
type EventRule = (r: EarningsRun, x: EventDay) => void;

interface GlobalBoardHours {
  d: string;
  m: WageModel;
  hours: Decimal;
  flags: LineFlags;
  /** ordinary hours at the global wage: the day's board is paid by the hour instead of by the day */
  regularWork: boolean;
}

const regularWork: EventRule = (r, { e, d, m, hours, mult }) => {
  if (r.monthlyBasis) return;
  const unit = mult.equals(ONE);
  const paid = unit ? hours : hours.times(mult);
  r.lb.add("earning", "ORE_ORDINARIE", elementName("ORE_ORDINARIE"), "hour", hours, unit ? m.wage : r.times(m.wage, mult), baseFlags(e));
  r.addPaid(m, paid);
  if (e.isFromGlobalWage && m.board.any && gt0(paid)) {
    r.globalBoardHours.push({ d, m, hours: paid, flags: baseFlags(e), regularWork: true });
    r.boardByTheHourDates.add(d);
  }
};

const premiumWork: EventRule = (r, { e, d, m, hours, mult }) => {
  const st = e.subType;
  const base = e.isFromGlobalWage ? m.globalHourly : r.monthlyBasis ? m.cashHourly : m.wage;
  const flags = { extraThirteenth: e.addsToThirteen, extraSeverance: e.addsToSeverance };
  const code = PREMIUM_CODES[st] ?? "ALTRO_LAVORO";
  let inside = ZERO;
  if (r.monthlyBasis && INSIDE_SCHEDULE_CAPABLE.has(st)) {
    const capacity = r.ctx.scheduled(d).minus(r.regularByDate.get(d) ?? ZERO);
    if (gt0(capacity)) inside = min(capacity, hours);
    r.regularByDate.set(d, (r.regularByDate.get(d) ?? ZERO).plus(inside));
  }
  const outside = hours.minus(inside);
  if (gt0(inside) && mult.greaterThan(ONE)) {
    r.lb.add("earning", code, elementName(code, { label: label(e), premiumPercent: pct(mult.minus(1)) }), "hour", inside, base.times(mult.minus(1)), flags);
  }
  if (gt0(outside)) {
    const name = elementName(code, mult.equals(ONE) ? { label: label(e) } : { label: label(e), percent: pct(mult) });
    r.lb.add("earning", code, name, "hour", outside, r.times(base, mult), flags);
  }
};

/** A paid permit: an hourly worker is paid its hours; the monthly pay already covers it. */
function paidPermitRule(code: ElementCode): EventRule {
  const name = elementName(code);
  return (r, { e, d, m, hours, mult }) => {
    if (r.monthlyBasis) return;
    r.lb.add("earning", code, name, "hour", hours, mult.equals(ONE) ? m.wage : r.times(m.wage, mult), baseFlags(e));
    r.addPaid(m, hours.times(mult));
    r.atGlobalWage(e, d, m, hours.times(mult));
  };
}
const paidPermit = paidPermitRule("PERMESSO_RETR");

const vacation: EventRule = (r, { e, d, m, holiday }) => {
  if (weekday(d) === 0 || holiday) {
    r.ctx.warnings.push({ code: "vacation_on_sunday_or_holiday", message: `Ferie il ${d}: domenica o festività, non conteggiate`, params: { date: d } });
    return;
  }
  r.vacationDaysUsed = r.vacationDaysUsed.plus(1);
  if (!r.monthlyBasis) {
    const h = m.weeklySixth;
    r.lb.add("earning", "FERIE", elementName("FERIE"), "hour", h, m.wage, baseFlags(e));
    r.addPaid(m, h);
    r.atGlobalWage(e, d, m, h);
  }
  r.boardAbsent(m);
};

const matrimonialLeave: EventRule = (r, { e, d, m }) => {
  if (!r.monthlyBasis) {
    const h = r.ctx.scheduled(d);
    r.lb.add("earning", "CONGEDO_MATRIMONIALE", elementName("CONGEDO_MATRIMONIALE"), "hour", h, m.wage, baseFlags(e));
    r.addPaid(m, h);
    r.atGlobalWage(e, d, m, h);
  }
  r.boardAbsent(m);
};

/** the codes of a sick day's pay line and of its deduction on monthly pay */
function sickCodes(pay: "half" | "full" | "none", custom: boolean): { pay: ElementCode; deduction: ElementCode } {
  if (pay === "none") return { pay: "MALATTIA_NR", deduction: "MALATTIA_NR_TRATT" };
  if (custom) return { pay: "MALATTIA_CUSTOM", deduction: "MALATTIA_CUSTOM_TRATT" };
  return pay === "half" ? { pay: "MALATTIA_50", deduction: "MALATTIA_50_TRATT" } : { pay: "MALATTIA_100", deduction: "MALATTIA_100_TRATT" };
}

const sickness: EventRule = (r, { e, d, m, holiday }) => {
  const ctx = r.ctx;
  const st = e.subType;
  const a = ctx.absences.get(`sick|${d}`);
  if (!a) return;
  const sick = sickCodes(a.pay, st === "sick_custom");
  const params: Record<string, string> = st === "sick_custom" && a.pay !== "none" ? { percent: pct(a.fraction) } : {};
  if (settingsSubtypeMismatch(st, a.pay) && ctx.settings.absenceClassification === "engine") {
    ctx.warnings.push({
      code: "sick_subtype_reclassified",
      message: `Malattia del ${d}: tipo ${st} ricalcolato come ${a.pay === "none" ? "non retribuita" : a.pay === "half" ? "50%" : "100%"} (contatore 365 giorni)`,
      params: { date: d, subType: st, pay: a.pay },
    });
  }
  if (r.monthlyBasis) {
    const base = deductionBaseAt(ctx.settings.sickDeductionBase, m, e);
    // a holiday on a sick day is paid as a holiday (as on hourly pay): no sick deduction
    if (a.fraction.lessThan(ONE) && !holiday) {
      const amount = sickDayDeduction(base, m.globalMonthly, cashBase(m), a.fraction);
      r.deduct(
        m,
        sick.deduction,
        elementName(sick.deduction, base === "cash" ? { ...params, variant: "hospital" } : params),
        "day",
        ONE,
        ONE.minus(a.fraction).div(30),
        amount.negated(),
      );
    }
    if (gt0(a.fraction)) r.boardAwayWhileSick(m, e);
  } else if (!holiday && gt0(a.fraction)) {
    if (ctx.settings.hourlySickPay === "thirtieths") {
      // the thirtieth of the monthly equivalent: of the global pay when the event says so
      const monthly = e.isFromGlobalWage ? m.globalMonthly : m.cashMonthly;
      r.lb.add("earning", sick.pay, elementName(sick.pay, params), "day", ONE, monthly.div(30).times(a.fraction), baseFlags(e));
    } else {
      const h = ctx.scheduled(d);
      r.lb.add("earning", sick.pay, elementName(sick.pay, params), "hour", h, a.fraction.equals(ONE) ? m.wage : m.wage.times(a.fraction), baseFlags(e));
      r.addPaid(m, h.times(a.fraction));
      r.atGlobalWage(e, d, m, h.times(a.fraction));
    }
  }
};

const injury: EventRule = (r, { e, d, m, holiday }) => {
  const a = r.ctx.absences.get(`injury|${d}`);
  if (!a) return;
  if (r.monthlyBasis) {
    if (a.pay === "none") {
      // docs/domain/rules-update.md §1b: an INAIL day deducts cash/30, the board in kind is not charged
      const amount = sickDayDeduction(r.ctx.settings.sickDeductionBase, m.globalMonthly, cashBase(m), ZERO);
      r.deduct(m, "INFORTUNIO_INAIL_TRATT", elementName("INFORTUNIO_INAIL_TRATT"), "day", ONE, THIRTIETH, amount.negated());
    } else r.boardAwayWhileSick(m, e);
  } else if (!holiday && a.pay !== "none") {
    const h = r.ctx.scheduled(d);
    r.lb.add("earning", "INFORTUNIO_DATORE", elementName("INFORTUNIO_DATORE"), "hour", h, m.wage, baseFlags(e));
    r.addPaid(m, h);
    r.atGlobalWage(e, d, m, h);
  }
};

/**
 * Monthly pay: what an unpaid absence deducts from. By default (isFromGlobalWage = false on every
 * unpaid subtype) the cash pay: the board in kind is never charged (rules-update §1b); an event
 * that says isFromGlobalWage deducts from the global pay, board included.
 */
function unpaidBase(e: WorkEvent, m: WageModel): Decimal {
  return e.isFromGlobalWage ? m.globalMonthly : cashBase(m);
}

const unpaidPermit: EventRule = (r, { e, m, hours }) => {
  if (!r.monthlyBasis) return;
  const perHour = new Decimal(12).div(52).div(m.weekly.isZero() ? ONE : m.weekly);
  r.deduct(m, "PERMESSO_NR", elementName("PERMESSO_NR"), "hour", hours, hours.times(perHour), unpaidBase(e, m).times(perHour).negated());
};

/** monthly pay: an unpaid day deducted in twenty-sixths (Mon–Sat) or thirtieths (every calendar day) */
function unpaidDay(code: ElementCode, per: "twenty_sixth" | "thirtieth"): EventRule {
  const name = elementName(code);
  return (r, { e, d, m }) => {
    if (!r.monthlyBasis) return;
    if (per === "twenty_sixth") {
      if (weekday(d) !== 0) r.deduct(m, code, name, "day", ONE, TWENTY_SIXTH, unpaidBase(e, m).div(26).negated());
    } else r.deduct(m, code, name, "day", ONE, THIRTIETH, unpaidBase(e, m).div(30).negated());
  };
}

const EVENT_RULES: Partial<Record<WorkEvent["subType"], EventRule>> = {
  regular_work: regularWork,
  holiday_work: premiumWork,
  sunday_work: premiumWork,
  night_work: premiumWork,
  overtime: premiumWork,
  daily_overtime: premiumWork,
  night_overtime: premiumWork,
  other_work: premiumWork,
  paid_permit: paidPermit,
  regular_vacation: vacation,
  matrimonial_leave: matrimonialLeave,
  sick_full: sickness,
  sick_half: sickness,
  sick_none: sickness,
  sick_custom: sickness,
  work_injury_full: injury,
  work_injury_none: injury,
  unpaid_absence: unpaidDay("ASSENZA_NR", "twenty_sixth"),
  unpaid_permit: unpaidPermit,
  unpaid_absence_suspended: unpaidDay("ASPETTATIVA", "thirtieth"),
  maternity_leave: unpaidDay("MATERNITA", "thirtieth"),
  paternity_leave: unpaidDay("PATERNITA", "twenty_sixth"),
  // CCNL 2025 (docs/domain/rules-update.md §8)
  parental_leave: unpaidDay("CONGEDO_PARENTALE", "thirtieth"),
  birth_permit: paidPermitRule("PERMESSO_NASCITA"),
};

/** Public holidays (calendar ∪ holiday events) inside the employment part of the period. */
function addHolidays(r: EarningsRun): void {
  const ctx = r.ctx;
  for (const d of ctx.holidays) {
    if (d < ctx.effStart || d > ctx.effEnd || isUnpaidSuspensionDay(ctx, d)) continue;
    const m = ctx.modelAt(d);
    if (r.monthlyBasis) {
      if (weekday(d) === 0 && ctx.settings.monthlySundayHoliday === "pay") {
        // a paid holiday is a non-occasional item of pay: it enters the TFR base (rules-update-3 A4, rules.md §7)
        r.lb.add("earning", "FESTIVITA_DOMENICA", elementName("FESTIVITA_DOMENICA"), "day", ONE, m.globalMonthly.div(26), {
          includedInBaseWage: true,
          extraSeverance: true,
        });
      }
    } else {
      const h = m.weeklySixth;
      r.lb.add("earning", "FESTIVITA", elementName("FESTIVITA"), "hour", h, m.wage, { includedInBaseWage: true });
      r.addPaid(m, h);
      // paid at the global wage (rules.md §13) unless the day's holiday event says otherwise
      const event = ctx.eventsByDate.get(d)?.find((e) => e.subType === "regular_public_holiday");
      r.atGlobalWage(event ?? HOLIDAY_AT_GLOBAL_WAGE, d, m, h);
    }
  }
}

/** Hourly pay: increments and allowances on the paid hours; board for each day with worked hours. */
function addHourlyExtras(r: EarningsRun): void {
  for (const [m, h] of r.paidHours) {
    if (h.isZero()) continue;
    if (gt0(m.incrementAmount))
      r.lb.add("earning", "SCATTI_ANZIANITA", elementName("SCATTI_ANZIANITA", { increments: String(m.increments) }), "hour", h, m.incrementAmount, {
        includedInBaseWage: true,
      });
    for (const a of m.allowances) r.lb.add("earning", a.code, a.name, "hour", h, a.amount, { includedInBaseWage: true });
  }
  addGlobalBoardShares(r);
  for (const d of r.workedDates) {
    const m = r.ctx.modelAt(d);
    if (!m.board.any || r.boardByTheHourDates.has(d)) continue;
    if (m.board.inCash)
      r.lb.add("earning", "VITTO_ALLOGGIO_INDENNITA", elementName("VITTO_ALLOGGIO_INDENNITA"), "day", ONE, m.board.daily, { includedInBaseWage: true });
    else r.lb.add("imputed", "VITTO_ALLOGGIO_NATURA", elementName("VITTO_ALLOGGIO_NATURA"), "day", ONE, m.board.daily, { includedInBaseWage: true });
  }
  if (r.ctx.settings.uniAllowanceHourly === "full_month") addUniMonthly(r);
}

const HOLIDAY_AT_GLOBAL_WAGE = Object.freeze({ isFromGlobalWage: true, addsToThirteen: true, addsToSeverance: true });

/**
 * Hourly pay: the board's hourly share of the hours paid at the global wage, in cash (the board
 * is not enjoyed on a day off). A worked day already carries its board by the day, so an absence
 * on it adds no share; ordinary hours at the global wage carry the board by the hour instead (in
 * kind or in cash, as the terms say).
 */
function addGlobalBoardShares(r: EarningsRun): void {
  for (const { d, m, hours, flags, regularWork } of r.globalBoardHours) {
    if (!regularWork && r.workedDates.has(d)) continue;
    if (!regularWork)
      r.lb.add(
        "earning",
        "VITTO_ALLOGGIO_ORARIO",
        elementName("VITTO_ALLOGGIO_ORARIO", { variant: "paid_absence" }),
        "hour",
        hours,
        m.board.hourlyShare,
        flags,
      );
    else if (m.board.inCash) r.lb.add("earning", "VITTO_ALLOGGIO_ORARIO", elementName("VITTO_ALLOGGIO_ORARIO"), "hour", hours, m.board.hourlyShare, flags);
    else r.lb.add("imputed", "VITTO_ALLOGGIO_NATURA_ORARIO", elementName("VITTO_ALLOGGIO_NATURA_ORARIO"), "hour", hours, m.board.hourlyShare, flags);
  }
}

/**
 * Hourly worker, UNI 11766 allowance as a monthly amount (rules-update §8, setting
 * uniAllowanceHourly): the month's amount × days of valid certification in the employment part of
 * the month / days of the month (1 for a whole month).
 */
function addUniMonthly(r: EarningsRun): void {
  const ctx = r.ctx;
  const byRate = new Map<string, { rate: Decimal; days: number }>();
  for (const d of eachDay(ctx.effStart, ctx.effEnd)) {
    const u = ctx.modelAt(d).uniMonthly;
    if (!u) continue;
    const entry = byRate.get(u.toFixed(2)) ?? { rate: u, days: 0 };
    entry.days++;
    byRate.set(u.toFixed(2), entry);
  }
  for (const { rate, days } of byRate.values()) {
    const share = days === ctx.daysInMonth ? ONE : new Decimal(days).div(ctx.daysInMonth).toDecimalPlaces(4);
    r.lb.add("earning", UNI_ALLOWANCE_CODE, elementName(UNI_ALLOWANCE_CODE), "month", share, rate, { includedInBaseWage: true });
  }
}

export function buildEarnings(ctx: Ctx, lb: LineBuilder): EarningsResult {
  if (!ctx.employed) return { vacationDaysUsed: ZERO, workedDays: 0 };
  const r = new EarningsRun(ctx, lb);
  for (const e of ctx.periodEvents) {
    const d = e.date;
    const hours = dec(e.hours);
    if (e.type === "work" && gt0(hours)) r.workedDates.add(d);
    const rule = EVENT_RULES[e.subType];
    if (rule) rule(r, { e, d, m: ctx.modelAt(d), hours, mult: dec(e.multiplier), holiday: ctx.holidays.has(d) });
  }
  addHolidays(r);
  if (r.monthlyBasis) {
    buildMonthlyBase(ctx, lb, r.boardAbsenceDays, r.segments);
    r.deductWholeUnpaidMonth();
  } else addHourlyExtras(r);
  return { vacationDaysUsed: r.vacationDaysUsed, workedDays: r.workedDates.size };
}

/** flags of a base-wage line from its event: addsToThirteen / addsToSeverance = false leave the hourly period-pay bases (rules/period-pay.ts) */
function baseFlags(e: Pick<WorkEvent, "addsToThirteen" | "addsToSeverance">): LineFlags {
  if (e.addsToThirteen && e.addsToSeverance) return BASE_FLAGS;
  return { includedInBaseWage: true, excludeThirteenth: !e.addsToThirteen, excludeSeverance: !e.addsToSeverance };
}
const BASE_FLAGS: LineFlags = Object.freeze({ includedInBaseWage: true });

function settingsSubtypeMismatch(st: string, pay: string): boolean {
  if (st === "sick_custom") return false;
  return !((st === "sick_half" && pay === "half") || (st === "sick_full" && pay === "full") || (st === "sick_none" && pay === "none"));
}

/** A day the monthly pay does not cover: an unpaid absence of any kind, an unpaid sick day or an INAIL day (rules-update-3 A14). */
function isUnpaidDay(ctx: Ctx, d: string): boolean {
  if (isUnpaidSuspensionDay(ctx, d)) return true;
  return ctx.absences.get(`sick|${d}`)?.pay === "none" || ctx.absences.get(`injury|${d}`)?.pay === "none";
}

/** cash monthly pay (wage + increments + allowances + board when paid in cash) */
function cashBase(m: WageModel): Decimal {
  return m.board.inCash ? m.cashMonthly.plus(m.board.monthly) : m.cashMonthly;
}

interface MonthlySegment {
  m: WageModel;
  /** calendar days paid with this wage model */
  days: number;
  /** share of the model's monthly amounts paid this period (1 = the whole month) */
  share: Decimal;
  whole: boolean;
  divisor: number;
}

/** The period's runs of constant wage model and the share of a month each one pays. */
function monthlySegments(ctx: Ctx): MonthlySegment[] {
  const fullMonth = ctx.effStart === ctx.pStart && ctx.effEnd === ctx.pEnd;
  const runs: Array<{ m: WageModel; days: number }> = [];
  for (const d of eachDay(ctx.effStart, ctx.effEnd)) {
    const m = ctx.modelAt(d);
    const last = runs[runs.length - 1];
    if (last && last.m === m) last.days++;
    else runs.push({ m, days: 1 });
  }
  const divisor = fullMonth ? ctx.daysInMonth : 30;
  let daysLeft = fullMonth ? ctx.daysInMonth : 30; // partial months: at most 30 thirtieths
  const out: MonthlySegment[] = [];
  for (const run of runs) {
    const days = Math.min(run.days, daysLeft);
    daysLeft -= days;
    if (days <= 0) continue;
    const whole = fullMonth && runs.length === 1;
    out.push({ m: run.m, days, share: whole ? ONE : new Decimal(days).div(divisor), whole, divisor });
  }
  return out;
}

function buildMonthlyBase(ctx: Ctx, lb: LineBuilder, boardAbsenceDays: Map<WageModel, number>, segments: MonthlySegment[]): void {
  for (const seg of segments) {
    const { days, whole, divisor } = seg;
    const q = whole ? ONE : new Decimal(days);
    const pt = whole ? "month" : "day";
    const per = (x: Decimal) => (whole ? x : x.div(divisor));
    const m = seg.m;
    lb.add("earning", "RETRIBUZIONE_MENSILE", elementName("RETRIBUZIONE_MENSILE"), pt, q, per(m.wage), { includedInBaseWage: true });
    if (gt0(m.incrementAmount))
      lb.add("earning", "SCATTI_ANZIANITA", elementName("SCATTI_ANZIANITA", { increments: String(m.increments) }), pt, q, per(m.incrementAmount), {
        includedInBaseWage: true,
      });
    for (const a of m.allowances) lb.add("earning", a.code, a.name, pt, q, per(a.amount), { includedInBaseWage: true });
    if (m.board.any) {
      if (m.board.inCash)
        lb.add(
          "earning",
          "VITTO_ALLOGGIO_INDENNITA",
          elementName("VITTO_ALLOGGIO_INDENNITA", { days: String(m.board.monthlyDays) }),
          pt,
          q,
          per(m.board.monthly),
          {
            includedInBaseWage: true,
          },
        );
      else
        lb.add("imputed", "VITTO_ALLOGGIO_NATURA", elementName("VITTO_ALLOGGIO_NATURA", { days: String(m.board.monthlyDays) }), pt, q, per(m.board.monthly), {
          includedInBaseWage: true,
        });
    }
  }
  // board not enjoyed during vacation / marriage leave: paid in cash for those days
  for (const [m, days] of boardAbsenceDays) {
    const q = new Decimal(days);
    lb.add("earning", "VITTO_ALLOGGIO_ASSENZA", elementName("VITTO_ALLOGGIO_ASSENZA"), "day", q, m.board.daily, { includedInBaseWage: true });
    lb.add("imputed", "VITTO_ALLOGGIO_NATURA_NON_GODUTO", elementName("VITTO_ALLOGGIO_NATURA_NON_GODUTO"), "day", q, m.board.daily.negated(), {
      includedInBaseWage: true,
    });
  }
}

/** Step: earnings of the month (hourly or monthly pay, premiums, holidays, absences, increments, allowances, board). */
export const earnings: PayslipStep = {
  name: "earnings",
  reference: [
    "CCNL 2020 pay tables and conventions: monthly and hourly pay, the 'chiarimenti a verbale' (1/26, 1/30 of the month) (rules.md §2.2–2.6, F3)",
    "CCNL 2020 art. 36 board and lodging, art. 37 seniority increments (rules.md §2.4–2.5); structural allowances are pay (rules-update-3.md A15)",
    "CCNL 2020 art. 13 weekly rest, art. 15 c. 2–4 overtime (+10/25/50/60 %), ordinary night work +20 % (rules.md §3.2; rules-update.md §6)",
    "CCNL 2020 art. 16 public holidays: 1/6 of the weekly hours for hourly workers, 1/26 for a Sunday holiday of a monthly worker (rules.md §3.3, F6; rules-update-3.md A4)",
    "CCNL 2020 art. 17 (ferie): a vacation day keeps the monthly pay or pays 1/6 of the weekly hours, and counts as used (rules.md §8, F8)",
    "CCNL 2020 art. 27 c. 4–7 sickness (8/10/15 paid days, days 1–3 at 50 %), art. 29 work injury (rules.md §9.1–9.2, F10; rules-update.md §5); unpaid days deduct the cash pay / 30 (rules-update.md §1b)",
    "Maternity, paternity, parental leave and permits (rules.md §9.3–9.4); Interpretation: a whole month of unpaid absence pays 0.00 (rules-update-3.md A14)",
  ],
  reads: [
    "ctx.absences",
    "ctx.daysInMonth",
    "ctx.effEnd",
    "ctx.effStart",
    "ctx.employed",
    "ctx.eventsByDate",
    "ctx.holidays",
    "ctx.modelAt",
    "ctx.pEnd",
    "ctx.pStart",
    "ctx.periodEvents",
    "ctx.scheduled",
    "ctx.settings",
    "lines",
    "warnings",
  ],
  writes: ["lines", "month.vacationUsed", "warnings"],
  run(d) {
    d.month.vacationUsed = buildEarnings(d.ctx, d.lines).vacationDaysUsed;
  },
};
