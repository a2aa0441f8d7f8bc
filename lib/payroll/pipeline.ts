/**
 * The ordered rules → one payslip. Pure and deterministic: no clock, no I/O.
 * Order: context → year rollover of the running state → (thirteenth payslip | TFR liquidation
 * payslip | ordinary payslip: earnings → custom items → accruals → advances → contribution weeks →
 * end of employment → INPS / CAS.SA.COLF per week → contribution elements) → totals and ytd →
 * states → invariants (totals reconcile exactly, or the engine throws).
 */
import { PayrollError } from "./errors";
import { Decimal, ONE, ZERO, dec, fmt2, fmtExact, fmtQty, round2, sum, gt0 } from "./money";
import { RatesMissingError, getYearRates } from "./rates";
import type {
  CassacolfContributionLine,
  ContributionWeek,
  ElementType,
  InpsContributionLine,
  PayrollInput,
  PayslipElement,
  PayslipResult,
  RunningState,
  TotalName,
  Totals,
  Warning,
  YtdTotals,
} from "./types";
import { TOTAL_NAMES } from "./types";
import { VACATION_DAYS_PER_YEAR, accrue, emptyState, monthFractions, severanceRevaluation } from "./rules/accruals";
import { trimHistory } from "./rules/absences";
import { buildContext, type Ctx } from "./rules/context";
import { buildEarnings } from "./rules/earnings";
import { computeWeeks, noticeDaysSchedule, toContributionWeek } from "./rules/hours";
import { cassacolfWeekAmounts, inpsHourly, inpsLine } from "./rules/inps";
import { LineBuilder, type RawLine } from "./rules/lines";
import { coefficientForDate, yearEndCoefficient } from "./rules/severance";
import { lastWorkedWeekIndex } from "./rules/termination-weeks";
import { advancedFromFund, advancedPartRevaluation, resolveCoefficient } from "./rules/tfr-revaluation";
import { contributionWeekSpans } from "./calendar/weeks";

/** 'totalGross' → 'ytdTotalGross' (built once, not per payslip) */
const YTD_NAMES = new Map<TotalName, string>(TOTAL_NAMES.map((n) => [n, `ytd${n[0]?.toUpperCase()}${n.slice(1)}`]));

const TWELVE = new Decimal(12);
const THIRTEEN = new Decimal(13);
const TFR_DIV = new Decimal("13.5");

interface Work {
  vacPrev: Decimal;
  vacAccr: Decimal;
  vacUsed: Decimal;
  thAccr: Decimal;
  thLiqYear: Decimal;
  thTotLiq: Decimal;
  thLeft: Decimal;
  thThrough: string | null;
  tfrThis: Decimal;
  tfrPrev: Decimal;
  tfrTotLiq: Decimal;
  tfrReval: Decimal;
  /** docs/domain/rules-update.md §1e: fund at 31 Dec before advances, advances, revaluation of the advanced parts */
  tfrF0: Decimal;
  tfrAdv: Decimal;
  tfrAdvReval: Decimal;
  tfrRevaluedThrough: number | null;
  sick: { half: Decimal; full: Decimal; none: Decimal };
  injury: { full: Decimal; none: Decimal };
}

function loadState(s: RunningState): Work {
  return {
    vacPrev: dec(s.vacation.previousYearLeft),
    vacAccr: dec(s.vacation.accruedThisYear),
    vacUsed: dec(s.vacation.usedThisYear),
    thAccr: dec(s.thirteenth.accruedThisYear),
    thLiqYear: dec(s.thirteenth.liquidatedThisYear),
    thTotLiq: dec(s.thirteenth.totalLiquidated),
    thLeft: dec(s.thirteenth.totalLeft),
    thThrough: s.thirteenth.accruedThroughPeriod,
    tfrThis: dec(s.severance.accruedThisYear),
    tfrPrev: dec(s.severance.accruedPreviousYears),
    tfrTotLiq: dec(s.severance.totalLiquidated),
    tfrReval: dec(s.severance.revaluationTotal),
    tfrF0: dec(s.severance.fundAtLastYearEnd ?? s.severance.accruedPreviousYears),
    tfrAdv: dec(s.severance.advancesThisYear ?? "0"),
    tfrAdvReval: dec(s.severance.advanceRevaluationThisYear ?? "0"),
    tfrRevaluedThrough: s.severance.revaluedThroughYear ?? null,
    sick: { half: dec(s.sick.totalPaidHalfDays), full: dec(s.sick.totalPaidFullDays), none: dec(s.sick.totalNonPaidDays) },
    injury: { full: dec(s.injury.totalPaidFullDays), none: dec(s.injury.totalNonPaidDays) },
  };
}

/** 31 Dec rollovers from the state's year to the payslip's year (TFR revaluation, vacation carry-over, counters reset). */
function rollover(ctx: Ctx, w: Work, fromYear: number, toYear: number, warnings: Warning[]): void {
  for (let y = fromYear; y < toYear; y++) {
    const coeff = yearEndCoefficient(y, ctx.registry, ctx.settings);
    let reval = w.tfrAdvReval;
    // opening balances given at 31 Dec are already revalued (rules-update.md §1e)
    if (w.tfrRevaluedThrough !== null && y <= w.tfrRevaluedThrough) reval = ZERO;
    else if (gt0(w.tfrPrev)) {
      if (coeff === null) warnings.push({ code: "tfr_coefficient_missing", message: `Coefficiente di rivalutazione TFR al 31/12/${y} non disponibile: rivalutazione non applicata` });
      else reval = reval.plus(severanceRevaluation(w.tfrPrev, coeff, 12, ctx.settings.severanceRevaluationRounding));
    }
    w.tfrPrev = w.tfrPrev.plus(reval).plus(w.tfrThis);
    w.tfrReval = w.tfrReval.plus(reval);
    w.tfrThis = ZERO;
    w.tfrF0 = w.tfrPrev;
    w.tfrAdv = ZERO;
    w.tfrAdvReval = ZERO;
    w.vacPrev = w.vacPrev.plus(w.vacAccr).minus(w.vacUsed);
    w.vacAccr = ZERO;
    w.vacUsed = ZERO;
    if (gt0(round2(w.thLeft))) warnings.push({ code: "thirteenth_unpaid_previous_year", message: `Tredicesima ${y} maturata e non liquidata: ${fmt2(w.thLeft)}` });
    w.thAccr = ZERO;
    w.thLiqYear = ZERO;
    w.sick = { half: ZERO, full: ZERO, none: ZERO };
    w.injury = { full: ZERO, none: ZERO };
  }
}

export function calculatePayslip(input: PayrollInput): PayslipResult {
  try {
    return run(input);
  } catch (e) {
    if (e instanceof RatesMissingError) throw new PayrollError("rates_missing_for_year", e.message);
    throw e;
  }
}

function run(input: PayrollInput): PayslipResult {
  const ctx = buildContext(input);
  const o = ctx.options;
  const warnings = ctx.warnings;
  const periodRates = getYearRates(ctx.year, ctx.registry);
  const prev = input.state ?? emptyState(ctx.year);
  if (prev.year > ctx.year) throw new PayrollError("state_after_period", `Running state of ${prev.year} cannot feed a payslip of ${ctx.year}`);
  const w = loadState(prev);
  rollover(ctx, w, prev.year, ctx.year, warnings);
  const sameYear = prev.year === ctx.year;

  const lb = new LineBuilder();
  const isThirteenth = !!o.isThirteenth;
  const isSevLiq = !isThirteenth && !!o.severanceLiquidationPayslip;
  const ordinary = !isThirteenth && !isSevLiq;
  const fr = monthFractions(ctx);
  const refDate = ctx.employed ? ctx.effEnd : ctx.pEnd;
  const model = ctx.modelAt(refDate < ctx.contract.startDate ? ctx.contract.startDate : refDate);
  const utilWage = model.globalMonthly;

  let vacShown = ZERO;
  let vacUsedNow = ZERO;
  let thShown = ZERO;
  let thPaid = ZERO;
  let tfrShown = ZERO;
  let tfrPaid = ZERO;
  let tfrUtil = ZERO;
  let weeksOut: Array<Omit<ContributionWeek, "isNoticePeriod"> & { origin: "week" | "notice"; isNoticePeriod: boolean }> = [];
  const inpsLines: InpsContributionLine[] = [];
  const cassaLines: CassacolfContributionLine[] = [];
  const inpsAmounts: Array<{ employee: Decimal; employer: Decimal; hourlyEmployee: Decimal; hourlyEmployer: Decimal; hours: Decimal }> = [];
  const cassaAmounts: Array<{ employee: Decimal; employer: Decimal; employeeRate: Decimal; employerRate: Decimal; hours: Decimal }> = [];
  const versions = new Set<string>([periodRates.version]);
  let computedWeeksOut: ContributionWeek[] = [];

  const accrueThirteenth = () => {
    if (w.thThrough !== null && w.thThrough >= ctx.period) return;
    const exact = utilWage.times(fr.thirteenth).div(TWELVE);
    const a = accrue(w.thAccr, exact, ctx.settings.accrualRounding);
    const delta = a.cumulative.minus(w.thAccr);
    w.thAccr = a.cumulative;
    w.thLeft = w.thLeft.plus(delta);
    thShown = thShown.plus(a.shown);
    w.thThrough = ctx.period;
  };
  const payThirteenth = (code: string, name: string) => {
    const pay = round2(w.thLeft);
    if (pay.isZero()) return;
    lb.addFixed("earning", code, name, "period", ONE, pay, pay, { includedInBaseWage: false });
    thPaid = thPaid.plus(pay);
    w.thLiqYear = w.thLiqYear.plus(pay);
    w.thTotLiq = w.thTotLiq.plus(pay);
    w.thLeft = ZERO;
  };
  let breakdown: PayslipResult["severanceBreakdown"] = null;
  const tfrCoefficient = (date: string) => {
    const c = resolveCoefficient(date, (key) => coefficientForDate(date, ctx.registry, ctx.settings).percent ?? (key ? null : ZERO), o.provisionalTfrCoefficient);
    if (c.provisional) warnings.push({ code: "tfr_coefficient_provisional", message: `Coefficiente TFR ${c.key} provvisorio ${c.percent?.toString() ?? ""}%: ${c.provisionalReason ?? ""}` });
    return c;
  };
  const missingCoefficient = (key: string | null) =>
    new PayrollError("tfr_coefficient_missing", `Coefficiente ISTAT di rivalutazione TFR del mese ${key ?? ""} non ancora pubblicato: indicare un coefficiente provvisorio con il motivo`);
  const liquidateSeverance = (date: string) => {
    const c = tfrCoefficient(date);
    let reval = w.tfrAdvReval;
    if (gt0(w.tfrPrev)) {
      if (c.percent === null) throw missingCoefficient(c.key);
      reval = reval.plus(severanceRevaluation(w.tfrPrev, c.percent, c.months, ctx.settings.severanceRevaluationRounding));
    }
    const fund = round2(w.tfrPrev.plus(w.tfrThis));
    if (gt0(fund)) lb.addFixed("earning", "TFR", "Trattamento di fine rapporto", "period", ONE, fund, fund, { separatelyTaxed: true });
    const pctText = (c.percent ?? ZERO).toFixed(6);
    if (!reval.isZero()) lb.addFixed("earning", "TFR_RIVALUTAZIONE", `Rivalutazione TFR (coefficiente ${pctText}%${c.key ? ` ${c.key}` : ""}${c.provisional ? ", provvisorio" : ""})`, "period", ONE, reval, reval, { separatelyTaxed: true });
    const paid = fund.plus(reval);
    breakdown = {
      fundAtLastYearEnd: fmt2(w.tfrF0),
      revaluation: fmt2(reval),
      coefficientPercent: pctText,
      coefficientMonth: c.key,
      coefficientProvisional: c.provisional,
      provisionalReason: c.provisionalReason,
      advanceRevaluation: fmt2(w.tfrAdvReval),
      quotaOfYear: fmt2(w.tfrThis.plus(w.tfrAdv.minus(w.tfrF0.minus(w.tfrPrev)))),
      advancesThisYear: fmt2(w.tfrAdv),
      totalPaid: fmt2(paid),
    };
    w.tfrAdvReval = ZERO;
    tfrPaid = tfrPaid.plus(paid);
    w.tfrTotLiq = w.tfrTotLiq.plus(paid);
    w.tfrReval = w.tfrReval.plus(reval);
    w.tfrPrev = ZERO;
    w.tfrThis = ZERO;
  };

  if (isThirteenth) {
    if (ctx.settings.thirteenthIncludesCurrentMonth && ctx.employed) accrueThirteenth();
    payThirteenth("TREDICESIMA", "Tredicesima mensilità");
  } else if (isSevLiq) {
    liquidateSeverance(o.employmentEndDate ?? ctx.terminationDate ?? ctx.contract.endDate ?? ctx.pEnd);
  } else {
    const er = buildEarnings(ctx, lb);
    vacUsedNow = er.vacationDaysUsed;

    // Custom items and run-option amounts.
    const customs: Array<[ElementType, string, typeof o.customEarnings]> = [
      ["earning", "VOCE_AGGIUNTIVA", o.customEarnings],
      ["deduction", "TRATTENUTA_AGGIUNTIVA", o.customDeductions],
      ["imputed", "FIGURATIVO_AGGIUNTIVO", o.customImputedElements],
    ];
    for (const [type, code, items] of customs) {
      for (const it of items ?? []) {
        const value = dec(it.value);
        const duration = dec(it.periodDuration);
        const rate = duration.isZero() ? value : value.div(duration);
        lb.addFixed(type, code, it.name, it.periodType, duration, rate, value);
      }
    }
    if (o.accommodationInCash !== undefined && o.accommodationInCash !== null && o.accommodationInCash !== "") {
      lb.remove("earning", "VITTO_ALLOGGIO_INDENNITA");
      const v = dec(o.accommodationInCash);
      if (!v.isZero()) lb.addFixed("earning", "VITTO_ALLOGGIO_INDENNITA", "Indennità sostitutiva vitto e alloggio", "period", ONE, v, v, { includedInBaseWage: true });
    }
    if (o.accommodationInNature !== undefined && o.accommodationInNature !== null && o.accommodationInNature !== "") {
      lb.remove("imputed", "VITTO_ALLOGGIO_NATURA");
      const v = dec(o.accommodationInNature);
      if (!v.isZero()) lb.addFixed("imputed", "VITTO_ALLOGGIO_NATURA", "Vitto e alloggio in natura", "period", ONE, v, v, { includedInBaseWage: true });
    }
    if (o.vacationAnticipation && !dec(o.vacationAnticipation).isZero()) {
      const v = dec(o.vacationAnticipation);
      lb.addFixed("earning", "ANTICIPO_FERIE", "Anticipo ferie", "period", ONE, v, v);
    }

    // Accruals of the month.
    const linesSoFar = lb.build();
    const extra13 = sum(linesSoFar.filter((l) => l.extraThirteenth).map((l) => l.value));
    const extraTfr = sum(linesSoFar.filter((l) => l.extraSeverance).map((l) => l.value));
    if (w.thThrough === null || w.thThrough < ctx.period) {
      const exact = utilWage.times(fr.thirteenth).div(TWELVE).plus(extra13.div(TWELVE));
      const a = accrue(w.thAccr, exact, ctx.settings.accrualRounding);
      const delta = a.cumulative.minus(w.thAccr);
      w.thAccr = a.cumulative;
      w.thLeft = w.thLeft.plus(delta);
      thShown = a.shown;
      w.thThrough = ctx.period;
    }
    tfrUtil = utilWage.times(fr.severance).times(THIRTEEN).div(TWELVE).plus(extraTfr);

    // vacation accrual (days)
    const va = accrue(w.vacAccr, VACATION_DAYS_PER_YEAR.div(12).times(fr.vacation), ctx.settings.accrualRounding === "cumulative" ? "cumulative" : "monthly_half_up", 2);
    vacShown = va.shown;
    w.vacAccr = va.cumulative;
    w.vacUsed = w.vacUsed.plus(vacUsedNow);

    // TFR advance
    if (o.severanceAnticipation && !dec(o.severanceAnticipation).isZero()) {
      const adv = dec(o.severanceAnticipation);
      const fund = w.tfrPrev.plus(w.tfrThis);
      if (adv.greaterThan(round2(fund))) throw new PayrollError("severance_advance_exceeds_fund", `Anticipo TFR ${fmt2(adv)} superiore al fondo maturato ${fmt2(fund)}`);
      const maxShare = round2(fund.times(ctx.settings.severanceAdvanceMaxShare));
      if (adv.greaterThan(maxShare)) warnings.push({ code: "severance_advance_above_limit", message: `Anticipo TFR ${fmt2(adv)} oltre il ${dec(ctx.settings.severanceAdvanceMaxShare).times(100).toString()}% del fondo (${fmt2(maxShare)}): consentito solo con accordo scritto` });
      lb.addFixed("earning", "ANTICIPO_TFR", "Anticipo TFR", "period", ONE, adv, adv, { separatelyTaxed: true });
      const fromPrev = advancedFromFund(adv, w.tfrPrev);
      // the advanced part is revalued with the coefficient of the month of the advance (rules-update.md §1e)
      if (gt0(fromPrev)) {
        const c = tfrCoefficient(ctx.pEnd);
        if (c.percent === null) throw missingCoefficient(c.key);
        w.tfrAdvReval = w.tfrAdvReval.plus(advancedPartRevaluation(fromPrev, c.percent));
      }
      w.tfrAdv = w.tfrAdv.plus(adv);
      w.tfrPrev = w.tfrPrev.minus(fromPrev);
      w.tfrThis = w.tfrThis.minus(adv.minus(fromPrev));
      w.tfrTotLiq = w.tfrTotLiq.plus(adv);
      tfrPaid = tfrPaid.plus(adv);
    }

    // Contribution weeks.
    const computed = computeWeeks(ctx, ctx.pStart, ctx.pEnd, ctx.ending);
    computedWeeksOut = computed.map(toContributionWeek);
    const given = o.contributionWeeks && o.contributionWeeks.length > 0 ? o.contributionWeeks : null;
    const wk: Array<{ weekStart: string; weekEnd: string; saturday: string; hours: Decimal; cassaHours: Decimal; isFromNextPeriod: boolean; origin: "week" | "notice" }> = [];
    if (given) {
      // notice-period weeks are recomputed from the notice days (the run-payroll check matched them)
      for (const g of given.filter((x) => !x.isNoticePeriod)) {
        const hours = dec(g.hours);
        if (hours.isNegative()) throw new PayrollError("negative_hours", `Ore negative nella settimana ${g.weekStart}`);
        const match = computed.find((c) => c.weekStart === g.weekStart);
        const night = ctx.termAt(g.weekEnd).jobType;
        const cassaHours = (night === "night_assistance" || night === "night_presence") && match ? match.cassaHours : hours;
        const sat = contributionWeekSpans({ startDate: g.weekStart, endDate: g.weekStart })[0]?.saturday ?? g.weekEnd;
        wk.push({ weekStart: g.weekStart, weekEnd: g.weekEnd, saturday: sat, hours, cassaHours, isFromNextPeriod: g.isFromNextPeriod, origin: "week" });
      }
    } else {
      for (const c of computed) wk.push({ weekStart: c.weekStart, weekEnd: c.weekEnd, saturday: c.saturday, hours: c.hours, cassaHours: c.cassaHours, isFromNextPeriod: c.isFromNextPeriod, origin: "week" });
    }

    // End of employment.
    if (ctx.ending && ctx.terminationDate) {
      const term = ctx.terminationDate;
      const mt = ctx.modelAt(term);
      // unused vacation
      const left = w.vacPrev.plus(w.vacAccr).minus(w.vacUsed);
      if (!left.isZero()) {
        const dayValue = mt.payBasis === "monthly" ? mt.globalMonthly.div(26) : mt.weeklySixth.times(mt.globalHourly);
        if (gt0(left)) {
          lb.add("earning", "FERIE_NON_GODUTE", "Ferie maturate e non godute (liquidate)", "day", left, dayValue);
          const computedHours = round2(left.times(mt.weekly).div(6));
          const givenHours = o.notUsedVacationContributionHours ? dec(o.notUsedVacationContributionHours) : ZERO;
          const vh = gt0(givenHours) ? givenHours : computedHours;
          // with the last period worked, up to the termination date (rules-update.md §3)
          const last = wk[lastWorkedWeekIndex(wk, term)];
          if (last) {
            last.hours = last.hours.plus(vh);
            last.cassaHours = last.cassaHours.plus(vh);
          } else if (gt0(vh)) {
            wk.push({ weekStart: term, weekEnd: term, saturday: contributionWeekSpans({ startDate: term, endDate: term })[0]?.saturday ?? term, hours: vh, cassaHours: vh, isFromNextPeriod: false, origin: "week" });
          }
        } else {
          lb.add("deduction", "RECUPERO_FERIE", "Recupero ferie godute in anticipo", "day", left.negated(), dayValue);
        }
        w.vacUsed = w.vacUsed.plus(left);
        vacUsedNow = vacUsedNow.plus(left);
      }
      // notice indemnity
      const noticeDays = (o.missingNoticeDays ? dec(o.missingNoticeDays) : ZERO).plus((o.missingNoticeWeeks ? dec(o.missingNoticeWeeks) : ZERO).times(7));
      if (o.missingNoticeType && gt0(noticeDays)) {
        const employer = o.missingNoticeType === "EMPLOYER";
        const nDays = noticeDays.floor().toNumber();
        const sched = noticeDaysSchedule(ctx, term, nDays);
        let qty: Decimal;
        let rate: Decimal;
        let pt: "day" | "hour";
        if (ctx.settings.noticeMethod === "scheduled_hours_effective_wage") {
          qty = sum(sched.map((s) => s.hours));
          rate = mt.effectiveWage;
          pt = "hour";
        } else {
          qty = noticeDays;
          rate = mt.globalMonthly.div(30);
          pt = "day";
        }
        if (employer) {
          lb.add("earning", "INDENNITA_PREAVVISO", `Indennità sostitutiva del preavviso (${nDays} giorni)`, pt, qty, rate, { extraSeverance: true });
          // contributory hours credited to the notice period, in Sunday–Saturday weeks after the termination
          let cur: { weekStart: string; weekEnd: string; saturday: string; hours: Decimal } | null = null;
          for (const s of sched) {
            const span = contributionWeekSpans({ startDate: s.date, endDate: s.date })[0];
            const sat = span?.saturday ?? s.date;
            if (!cur || cur.saturday !== sat) {
              if (cur) wk.push({ ...cur, cassaHours: cur.hours, isFromNextPeriod: false, origin: "notice" });
              cur = { weekStart: s.date, weekEnd: s.date, saturday: sat, hours: ZERO };
            }
            cur.weekEnd = s.date;
            cur.hours = cur.hours.plus(s.hours);
          }
          if (cur) wk.push({ ...cur, cassaHours: cur.hours, isFromNextPeriod: false, origin: "notice" });
        } else {
          lb.add("deduction", "TRATTENUTA_PREAVVISO", `Trattenuta per mancato preavviso (${nDays} giorni)`, pt, qty, rate);
        }
      }
      // TFR accrual of the notice indemnity (employer) enters this month's quota
      const noticeLine = lb.build().find((l) => l.code === "INDENNITA_PREAVVISO");
      if (noticeLine) tfrUtil = tfrUtil.plus(noticeLine.value);
    }

    // TFR accrual of the month
    {
      const exact = tfrUtil.div(TFR_DIV);
      const a = accrue(w.tfrThis, exact, ctx.settings.accrualRounding);
      tfrShown = a.shown;
      w.tfrThis = a.cumulative;
    }

    if (ctx.ending && ctx.terminationDate) {
      payThirteenth("TREDICESIMA_RATEI", "Ratei tredicesima (cessazione)");
      if (o.liquidateSeveranceWithEmploymentEnd !== false) liquidateSeverance(ctx.terminationDate);
    }

    // INPS and CAS.SA.COLF per week.
    const threshold = dec(ctx.settings.weeklyHoursWarningThreshold);
    wk.forEach((x, i) => {
      if (x.hours.isNegative()) throw new PayrollError("negative_hours", `Ore negative nella settimana ${x.weekStart}`);
      if (x.hours.greaterThan(threshold)) warnings.push({ code: "week_hours_above_threshold", message: `Settimana ${x.weekStart}–${x.weekEnd}: ${fmt2(x.hours)} ore contributive (oltre ${threshold.toString()})` });
      let tableYear = Number(x.saturday.slice(0, 4));
      if (!ctx.registry[tableYear]) {
        if (x.isFromNextPeriod) {
          warnings.push({ code: "rates_missing_for_deferred_week", message: `Tabelle ${tableYear} non disponibili: la settimana ${x.weekStart} è mostrata con le tabelle ${ctx.year}` });
          tableYear = ctx.year;
        } else throw new RatesMissingError(tableYear);
      }
      const effDate = x.origin === "notice" ? (ctx.terminationDate ?? ctx.pEnd) : x.weekEnd > ctx.effEnd && ctx.employed ? ctx.effEnd : x.weekEnd < ctx.effStart && ctx.employed ? ctx.effStart : x.weekEnd;
      const m = ctx.modelAt(effDate < ctx.contract.startDate ? ctx.contract.startDate : effDate);
      const h = inpsHourly(tableYear, x.hours, m.effectiveWage, ctx.contract, ctx.registry);
      versions.add(h.version);
      const { line, amounts } = inpsLine(`inps-${i + 1}`, x, m.effectiveWage, h, x.origin);
      inpsLines.push(line);
      const c = cassacolfWeekAmounts(x.cassaHours, tableYear, ctx.registry);
      cassaLines.push({
        id: `cassacolf-${i + 1}`,
        weekStart: x.weekStart,
        weekEnd: x.weekEnd,
        hours: fmt2(x.cassaHours),
        rate: c.rate.toFixed(2),
        employeeRate: c.employeeRate.toFixed(2),
        employerRate: c.employerRate.toFixed(2),
        amount: fmt2(x.isFromNextPeriod ? ZERO : c.total),
        employeeAmount: fmt2(x.isFromNextPeriod ? ZERO : c.employee),
        employerAmount: fmt2(x.isFromNextPeriod ? ZERO : c.employer),
        isFromNextPeriod: x.isFromNextPeriod,
      });
      if (!x.isFromNextPeriod) {
        inpsAmounts.push({ employee: amounts.employeeAmount, employer: amounts.employerAmount, hourlyEmployee: h.hourlyEmployee, hourlyEmployer: h.hourlyEmployer, hours: x.hours });
        cassaAmounts.push({ employee: c.employee, employer: c.employer, employeeRate: c.employeeRate, employerRate: c.employerRate, hours: x.cassaHours });
      }
    });
    weeksOut = wk.map((x) => ({ weekStart: x.weekStart, weekEnd: x.weekEnd, hours: fmt2(x.hours), isFromNextPeriod: x.isFromNextPeriod, isNoticePeriod: x.origin === "notice", origin: x.origin }));

    // Contribution elements: one per distinct hourly share (value = Σ of the rounded weekly amounts).
    const group = <T,>(items: T[], key: (t: T) => string) => {
      const m = new Map<string, T[]>();
      for (const it of items) {
        const k = key(it);
        const l = m.get(k);
        if (l) l.push(it);
        else m.set(k, [it]);
      }
      return m;
    };
    for (const [, items] of group(inpsAmounts, (a) => a.hourlyEmployee.toString())) {
      const f = items[0];
      if (!f || f.hourlyEmployee.isZero()) continue;
      lb.addFixed("employee_tax", "INPS_LAVORATORE", "Contributi INPS a carico lavoratore", "hour", sum(items.map((i) => i.hours)), f.hourlyEmployee, sum(items.map((i) => i.employee)));
    }
    for (const [, items] of group(inpsAmounts, (a) => a.hourlyEmployer.toString())) {
      const f = items[0];
      if (!f) continue;
      lb.addFixed("employer_tax", "INPS_DATORE", "Contributi INPS a carico datore", "hour", sum(items.map((i) => i.hours)), f.hourlyEmployer, sum(items.map((i) => i.employer)));
    }
    for (const [, items] of group(cassaAmounts, (a) => a.employeeRate.toString())) {
      const f = items[0];
      if (!f) continue;
      lb.addFixed("employee_tax", "CASSACOLF_LAVORATORE", "CAS.SA.COLF a carico lavoratore", "hour", sum(items.map((i) => i.hours)), f.employeeRate, sum(items.map((i) => i.employee)));
    }
    for (const [, items] of group(cassaAmounts, (a) => a.employerRate.toString())) {
      const f = items[0];
      if (!f) continue;
      lb.addFixed("employer_tax", "CASSACOLF_DATORE", "CAS.SA.COLF a carico datore", "hour", sum(items.map((i) => i.hours)), f.employerRate, sum(items.map((i) => i.employer)));
    }
  }

  // Elements, ytd per code.
  const lines = lb.build().filter((l) => !(l.value.isZero() && (l.type === "employee_tax" || l.type === "employer_tax") && l.duration.isZero()));
  const elementYtd: Record<string, string> = sameYear ? { ...prev.elementYtd } : {};
  const counters: Record<string, number> = {};
  const prefix: Record<ElementType, string> = { earning: "earning", deduction: "deduction", imputed: "imputed", employee_tax: "employee_tax", employer_tax: "employer_tax" };
  const toElement = (l: RawLine): PayslipElement => {
    counters[l.type] = (counters[l.type] ?? 0) + 1;
    const key = `${l.type}:${l.code}`;
    const ytd = dec(elementYtd[key] ?? "0").plus(l.value);
    const ytdText = fmt2(ytd);
    elementYtd[key] = ytdText;
    return {
      id: `${prefix[l.type]}-${counters[l.type]}`,
      type: l.type,
      code: l.code,
      name: l.name,
      periodType: l.periodType,
      periodDuration: fmtQty(l.duration),
      rate: fmtQty(l.rate),
      value: fmt2(l.value),
      includedInBaseWage: l.includedInBaseWage,
      ytd: ytdText,
    };
  };
  const els = lines.map(toElement);
  const byType = (t: ElementType) => els.filter((e) => e.type === t);

  // Totals.
  const sumType = (t: ElementType) => sum(lines.filter((l) => l.type === t).map((l) => l.value));
  const gross = sumType("earning");
  const deductions = sumType("deduction");
  const empInps = sum(lines.filter((l) => l.code === "INPS_LAVORATORE").map((l) => l.value));
  const empCassa = sum(lines.filter((l) => l.code === "CASSACOLF_LAVORATORE").map((l) => l.value));
  const empTaxes = sumType("employee_tax");
  const emplTaxes = sumType("employer_tax");
  const separately = sum(lines.filter((l) => l.separatelyTaxed).map((l) => l.value));
  const totals: Record<TotalName, Decimal> = {
    totalGross: gross,
    totalDeductions: deductions,
    totalAfterDeductionsGross: gross.minus(deductions),
    totalEmployeeTaxes: empTaxes,
    totalEmployeeInpsTaxes: empInps,
    totalEmployeeCassacolfTaxes: empCassa,
    totalTaxableGross: gross.minus(separately).minus(empTaxes),
    totalEmployerTaxes: emplTaxes,
    totalCost: gross.plus(emplTaxes),
    totalNet: gross.minus(deductions).minus(empTaxes),
  };
  assertReconciles(totals, inpsAmounts, cassaAmounts, empInps, empCassa, emplTaxes);

  const ytdIn = sameYear ? prev.ytd : {};
  const ytdOut: Partial<Record<TotalName, string>> = {};
  const out: Record<string, string> = {};
  for (const n of TOTAL_NAMES) {
    out[n] = fmt2(totals[n]);
    const y = fmt2(dec(ytdIn[n] ?? "0").plus(totals[n]));
    ytdOut[n] = y;
    out[YTD_NAMES.get(n) ?? n] = y;
  }

  // Sick / injury counters of this payslip.
  let sh = ZERO, sf = ZERO, sn = ZERO, jf = ZERO, jn = ZERO;
  const newHistory = [...(prev.absenceHistory ?? []).filter((h) => h.date < ctx.pStart)];
  if (ordinary && ctx.employed) {
    for (const a of ctx.absences.values()) {
      if (a.date < ctx.effStart || a.date > ctx.effEnd || a.fromHistory) continue;
      newHistory.push({ date: a.date, kind: a.kind, pay: a.pay });
      if (a.kind === "sick") {
        if (a.pay === "half") sh = sh.plus(1);
        else if (a.pay === "full") sf = sf.plus(1);
        else sn = sn.plus(1);
      } else if (a.pay === "full") jf = jf.plus(1);
      else jn = jn.plus(1);
    }
  }
  w.sick = { half: w.sick.half.plus(sh), full: w.sick.full.plus(sf), none: w.sick.none.plus(sn) };
  w.injury = { full: w.injury.full.plus(jf), none: w.injury.none.plus(jn) };

  const vacLeft = w.vacPrev.plus(w.vacAccr).minus(w.vacUsed);
  const nextState: RunningState = {
    period: ctx.period,
    year: ctx.year,
    vacation: { previousYearLeft: fmtExact(w.vacPrev), accruedThisYear: fmtExact(w.vacAccr), usedThisYear: fmtExact(w.vacUsed) },
    thirteenth: {
      accruedThisYear: fmtExact(w.thAccr),
      liquidatedThisYear: fmtExact(w.thLiqYear),
      totalLiquidated: fmtExact(w.thTotLiq),
      totalLeft: fmtExact(w.thLeft),
      accruedThroughPeriod: w.thThrough,
    },
    severance: {
      accruedThisYear: fmtExact(w.tfrThis),
      accruedPreviousYears: fmtExact(w.tfrPrev),
      totalLiquidated: fmtExact(w.tfrTotLiq),
      revaluationTotal: fmtExact(w.tfrReval),
      fundAtLastYearEnd: fmtExact(w.tfrF0),
      advancesThisYear: fmtExact(w.tfrAdv),
      advanceRevaluationThisYear: fmtExact(w.tfrAdvReval),
      revaluedThroughYear: w.tfrRevaluedThrough,
    },
    sick: { totalPaidHalfDays: w.sick.half.toString(), totalPaidFullDays: w.sick.full.toString(), totalNonPaidDays: w.sick.none.toString() },
    injury: { totalPaidFullDays: w.injury.full.toString(), totalNonPaidDays: w.injury.none.toString() },
    absenceHistory: trimHistory(newHistory, ctx.pEnd),
    ytd: ytdOut,
    elementYtd,
  };

  const result: PayslipResult = {
    domesticContractId: ctx.contract.id,
    period: ctx.period,
    startDate: ctx.employed ? ctx.effStart : ctx.pStart,
    endDate: ctx.employed ? ctx.effEnd : ctx.pEnd,
    isThirteenth,
    isSeveranceLiquidation: isSevLiq,
    isEmploymentEnded: ctx.ending,
    ...(out as unknown as Totals & YtdTotals),
    earningElements: byType("earning"),
    deductionElements: byType("deduction"),
    imputedElements: byType("imputed"),
    employeeTaxesElements: byType("employee_tax"),
    employerTaxesElements: byType("employer_tax"),
    inpsContributions: inpsLines,
    cassacolfContributions: cassaLines,
    contributionWeeks: ordinary ? weeksOut.map((x) => ({ hours: x.hours, weekStart: x.weekStart, weekEnd: x.weekEnd, isFromNextPeriod: x.isFromNextPeriod, ...(x.isNoticePeriod ? { isNoticePeriod: true as const } : {}) })) : computedWeeksOut,
    vacationState: {
      accrued: fmt2(vacShown),
      used: fmt2(vacUsedNow),
      previousYearLeft: fmt2(w.vacPrev),
      accruedThisYear: fmt2(w.vacAccr),
      usedThisYear: fmt2(w.vacUsed),
      totalLeft: fmt2(vacLeft),
    },
    thirteenthState: {
      utilWage: fmt2(utilWage),
      accrued: fmt2(thShown),
      liquidated: fmt2(thPaid),
      accruedThisYear: fmt2(w.thAccr),
      totalLiquidated: fmt2(w.thTotLiq),
      totalLeft: fmt2(w.thLeft),
    },
    severanceState: {
      utilWage: fmt2(tfrUtil),
      accrued: fmt2(tfrShown),
      liquidated: fmt2(tfrPaid),
      accruedThisYear: fmt2(w.tfrThis),
      accruedPreviousYears: fmt2(w.tfrPrev),
      totalLiquidated: fmt2(w.tfrTotLiq),
      totalLeft: fmt2(w.tfrPrev.plus(w.tfrThis)),
    },
    sickState: {
      paidHalfDays: fmt2(sh),
      paidFullDays: fmt2(sf),
      nonPaidDays: fmt2(sn),
      totalPaidHalfDays: fmt2(w.sick.half),
      totalPaidFullDays: fmt2(w.sick.full),
      totalNonPaidDays: fmt2(w.sick.none),
    },
    injuryState: { paidFullDays: fmt2(jf), nonPaidDays: fmt2(jn), totalPaidFullDays: fmt2(w.injury.full), totalNonPaidDays: fmt2(w.injury.none) },
    warnings: dedupeWarnings(warnings),
    rateTableVersion: [...versions].sort().join(" + "),
    nextState,
    severanceBreakdown: breakdown,
  };
  return result;
}

function dedupeWarnings(ws: Warning[]): Warning[] {
  const seen = new Set<string>();
  return ws.filter((w) => {
    const k = `${w.code}|${w.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export class PayrollInvariantError extends PayrollError {
  constructor(message: string) {
    super("payroll_invariant_violated", message);
  }
}

function assertReconciles(
  t: Record<TotalName, Decimal>,
  inps: Array<{ employee: Decimal; employer: Decimal }>,
  cassa: Array<{ employee: Decimal; employer: Decimal }>,
  empInps: Decimal,
  empCassa: Decimal,
  emplTaxes: Decimal,
): void {
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new PayrollInvariantError(`Totals do not reconcile: ${what}`);
  };
  for (const v of Object.values(t)) check(v.decimalPlaces() <= 2, "a total has more than 2 decimals");
  check(t.totalNet.equals(t.totalGross.minus(t.totalDeductions).minus(t.totalEmployeeTaxes)), "net ≠ gross − deductions − employee taxes");
  check(t.totalEmployeeTaxes.equals(empInps.plus(empCassa)), "employee taxes ≠ INPS + CAS.SA.COLF");
  check(empInps.equals(sum(inps.map((i) => i.employee))), "employee INPS ≠ Σ weekly employee amounts");
  check(empCassa.equals(sum(cassa.map((i) => i.employee))), "employee CAS.SA.COLF ≠ Σ weekly amounts");
  check(emplTaxes.equals(sum(inps.map((i) => i.employer)).plus(sum(cassa.map((i) => i.employer)))), "employer taxes ≠ Σ weekly employer amounts");
  check(t.totalCost.equals(t.totalGross.plus(t.totalEmployerTaxes)), "cost ≠ gross + employer taxes");
  check(t.totalAfterDeductionsGross.equals(t.totalGross.minus(t.totalDeductions)), "after-deductions gross");
}

