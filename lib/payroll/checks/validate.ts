/**
 * The pure part of validate-before-run (decisions §4): errors block a run, warnings do not.
 * Database facts (contract found, earlier payslips, fiscal code) come in as inputs. The CCNL
 * checks are the contract check's (`ccnl.ts`: a contract refused there is refused here for the
 * same reason), and the settings are the run's (`resolveSettings`).
 */
import { isValidPeriod, periodBounds, scheduleIndex } from "../calendar/dates";
import { sundayOnOrBefore } from "../calendar/weeks";
import { checkTermsAgainstCcnl, hourLimitsFor, scheduleOfDays, type CcnlIssue } from "../ccnl";
import { isSubtypeOf } from "../events";
import { Decimal, ZERO, dec, fmt2, gt0 } from "../money";
import { DEFAULT_RATES, ccnlMinimum, hasRatesForYear } from "../rates";
import type { RateRegistry } from "../rates/types";
import { checkSeveranceAdvance } from "../rules/advances";
import { daysOverLimit } from "../rules/day-hours";
import { agreedWageAt, type WageComposition } from "../rules/wage";
import type { SicknessCounters } from "../rules/retention";
import {
  OVERTIME_SUBTYPES,
  birthPermitCheck,
  emptyMonthCheck,
  overtimeProposals,
  takeOverFirstWeekCheck,
  type TakeOverFacts,
  retentionCheck,
  sickDaysOf,
  type ClerkCheckInput,
} from "./clerk-checks";
import { resolveSettings, type PayrollSettings } from "../settings";
import type { ContractInput, ContractTerms, RunOptions, RunningState, WorkEvent } from "../types";

/** the run's settings (the TFR advance limit, …) */
export type ValidateSettings = Partial<PayrollSettings>;

export interface ValidationIssue {
  code: string;
  message: string;
  field?: string;
  /** the periods ('YYYY-MM') an issue is about, e.g. earlier months without a payslip */
  periods?: string[];
  /** the figures of the message, for a sentence in the reader's language */
  params?: Record<string, string>;
  /** what the clerk can do about it: "auto_fill" = "Compila mese" */
  action?: "auto_fill";
}
export interface ValidationResult {
  valid: boolean;
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
  /** paid sick days and job retention on the last day of the period (rules-update §5), when the sick days were given */
  sickness?: SicknessCounters | null;
}
export interface ValidationFacts {
  /** false when the contract is marked inactive/archived in the database */
  contractActive?: boolean;
  workerFiscalCode?: string | null;
  /** earlier periods of the contract without any payslip */
  periodsWithoutPayslip?: readonly string[];
  /** earlier periods with only a draft payslip */
  periodsWithDraftOnly?: readonly string[];
  /** sick calendar days of the contract in the 365 days up to the period end (job retention, rules-update §5) */
  sickDays?: readonly string[];
  /** the contract was taken over from another system (opening balances as of `asOfDate`, rules-update-3 A7) */
  takeOver?: TakeOverFacts;
}
export interface ValidateInput {
  contract: ContractInput | null;
  terms: readonly ContractTerms[];
  /** 'YYYY-MM' */
  period: string;
  events?: readonly WorkEvent[];
  facts?: ValidationFacts;
  options?: Partial<RunOptions>;
  state?: RunningState | null;
  rates?: RateRegistry;
  settings?: Partial<PayrollSettings>;
}

const LEVEL_NAMES: Record<string, string> = {
  A: "tabella A (conviventi)",
  B: "tabella B (conviventi ≤30 h)",
  C: "tabella C (non conviventi)",
  D: "tabella D (assistenza notturna)",
  E: "tabella E (presenza notturna)",
  G: "tabella G (sostituti riposo)",
};

interface Issues {
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
}

export function validateBeforeRun(input: ValidateInput): ValidationResult {
  const out: Issues = { errors: [], warnings: [] };
  const c = input.contract;
  if (!c) {
    out.errors.push({ code: "contract_not_found", message: "Contratto non trovato", field: "domesticContractId" });
    return { valid: false, ...out };
  }
  if (!isValidPeriod(input.period)) {
    out.errors.push({
      code: "invalid_period",
      message: `Periodo non valido "${input.period}" (atteso YYYY-MM)`,
      field: "period",
      params: { period: input.period },
    });
    return { valid: false, ...out };
  }
  const registry = input.rates ?? DEFAULT_RATES;
  checkEmployment(input, c, registry, out);
  if (input.terms.length === 0) {
    out.errors.push({ code: "no_terms_in_force", message: "Nessuna condizione contrattuale (livello, retribuzione, orario)", field: "terms" });
    return { valid: out.errors.length === 0, ...out };
  }
  const sorted = [...input.terms].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  checkTermsInForce(input, sorted, registry, out);
  checkFacts(input.facts, out);
  checkEvents(input, c, sorted, out);
  checkDayHours(input, out);
  const sickness = checkClerk(input, c, sorted, out);
  checkOptions(input, c, out);
  return sickness !== undefined ? { valid: out.errors.length === 0, ...out, sickness } : { valid: out.errors.length === 0, ...out };
}

/** a day holds at most 24 h across its events (rules/day-hours.ts): legacy days over it block the run */
function checkDayHours(input: ValidateInput, out: Issues): void {
  for (const o of daysOverLimit(input.events ?? [])) {
    out.errors.push({
      code: "day_hours_exceeded",
      message: `${o.date}: ${fmt2(o.total)} ore su un solo giorno (al massimo 24 tra tutti gli eventi): correggi o elimina gli eventi del giorno`,
      field: "events",
      params: { date: o.date, hours: fmt2(o.total), max: "24" },
    });
  }
}

/** Checks a clerk needs (checks/clerk-checks.ts): empty month, overtime proposals, job retention. */
function checkClerk(input: ValidateInput, c: ContractInput, sorted: readonly ContractTerms[], out: Issues): SicknessCounters | null | undefined {
  const pb = periodBounds(input.period);
  const end = input.options?.employmentEndDate ?? c.endDate;
  const from = pb.start > c.startDate ? pb.start : c.startDate;
  const to = end && end < pb.end ? end : pb.end;
  if (input.facts?.contractActive === false || from > to) return undefined;
  const termAt = (d: string): ContractTerms | undefined => {
    let f: ContractTerms | undefined;
    for (const t of sorted) if (t.effectiveFrom <= d) f = t;
    return f ?? sorted[0];
  };
  const events = input.events ?? [];
  const sickDays = input.facts?.sickDays ? [...input.facts.sickDays, ...sickDaysOf(events)] : undefined;
  const clerk: ClerkCheckInput = { contract: c, from, to, events, termAt, sickDays };
  if (input.events) out.warnings.push(...emptyMonthCheck(clerk));
  out.warnings.push(...overtimeProposals(clerk, c.patronSaintDay));
  out.warnings.push(...birthPermitCheck(clerk));
  if (input.facts?.takeOver) out.warnings.push(...takeOverFirstWeekCheck(clerk, input.period, input.facts.takeOver));
  const r = retentionCheck(clerk);
  out.warnings.push(...r.warnings);
  return sickDays ? r.counters : undefined;
}

function checkEmployment(input: ValidateInput, c: ContractInput, registry: RateRegistry, out: Issues): void {
  const pb = periodBounds(input.period);
  const end = input.options?.employmentEndDate ?? c.endDate;
  if (input.facts?.contractActive === false)
    out.errors.push({ code: "contract_not_active_in_period", message: "Il contratto non è attivo", field: "domesticContractId" });
  if (pb.end < c.startDate) {
    out.errors.push({
      code: "period_before_contract_start",
      message: `Il periodo ${input.period} precede l'inizio del contratto (${c.startDate})`,
      field: "period",
      params: { period: input.period, startDate: c.startDate },
    });
    out.errors.push({
      code: "contract_not_active_in_period",
      message: `Contratto non attivo nel periodo ${input.period}`,
      field: "period",
      params: { period: input.period },
    });
  }
  if (end && pb.start > end) {
    out.errors.push({
      code: "period_after_contract_end",
      message: `Il periodo ${input.period} è successivo alla cessazione del contratto (${end})`,
      field: "period",
      params: { period: input.period, endDate: end },
    });
    out.errors.push({
      code: "contract_not_active_in_period",
      message: `Contratto non attivo nel periodo ${input.period}`,
      field: "period",
      params: { period: input.period },
    });
  }
  if (!hasRatesForYear(pb.year, registry)) {
    out.errors.push({
      code: "rates_missing_for_year",
      message: `Tabelle retributive e contributive ${pb.year} non disponibili`,
      field: "period",
      params: { year: String(pb.year) },
    });
  }
}

/**
 * A contract-check issue as a validate-before-run error: the codes validate-before-run had before
 * the rules were shared keep their names; the others are the contract check's own codes.
 */
export const RUN_CODE_OF_CCNL_CODE: Readonly<Record<string, string>> = {
  level_not_in_pay_table: "level_not_allowed_for_table",
  no_scheduled_hours: "no_weekly_schedule",
  below_ccnl_minimum: "wage_below_minimum",
  weekly_hours_over_limit: "schedule_over_ccnl_limit",
};

const FIELD_OF_PATH: Readonly<Record<string, string>> = { "/level": "level", "/wage": "wage", "/payBasis": "payBasis", "/board": "board" };

function ccnlMessage(i: CcnlIssue, t: ContractTerms, wage: string): string {
  const p = i.params;
  const unit = t.payBasis === "monthly" ? "€/mese" : "€/h";
  switch (i.code) {
    case "level_not_allowed_for_job":
      return `Il livello ${t.level} non è previsto per la mansione ${t.jobType}: livelli ammessi ${p.allowed}`;
    case "level_not_in_pay_table":
      return `Il livello ${t.level} non esiste nella ${LEVEL_NAMES[p.table ?? ""]}`;
    case "pay_basis_not_allowed":
      return `La ${LEVEL_NAMES[p.table ?? ""]} prevede una retribuzione mensile`;
    case "no_scheduled_hours":
      return "Orario settimanale assente (0 ore)";
    case "daily_hours_over_limit":
      return `Orario del ${p.day}: ${p.hours} h oltre il limite CCNL di ${p.max} h`;
    case "weekly_hours_over_limit":
      return `Orario settimanale ${p.hours} h oltre il limite CCNL di ${p.max} h`;
    case "below_ccnl_minimum":
      return `Retribuzione ${fmt2(dec(wage))} ${unit} inferiore al minimo CCNL ${p.year} livello ${t.level} ${LEVEL_NAMES[p.table ?? ""]}: ${p.minimum} ${unit}`;
    case "live_in_board_required":
      return "Al lavoratore convivente spettano vitto e alloggio (in natura o come indennità)";
    default:
      return `Condizioni non conformi al CCNL (${i.code})`;
  }
}

function checkTermsInForce(input: ValidateInput, sorted: readonly ContractTerms[], registry: RateRegistry, out: Issues): void {
  const pb = periodBounds(input.period);
  const inForce = sorted.filter((t, i) => {
    const next = sorted[i + 1];
    return t.effectiveFrom <= pb.end && (!next || next.effectiveFrom > pb.start);
  });
  if (inForce.length === 0)
    out.errors.push({
      code: "no_terms_in_force",
      message: `Nessuna condizione contrattuale in vigore nel periodo ${input.period}`,
      field: "terms",
      params: { period: input.period },
    });
  for (const t of inForce) {
    const date = t.effectiveFrom > pb.start ? t.effectiveFrom : pb.start;
    // the wage of the day: a superminimo follows (and may absorb) the minimum in force (issue 12 item 9)
    const agreed = agreedWageAt(t, date, registry);
    const wage = agreed.wage.toFixed(2);
    if (agreed.composition) out.warnings.push(...minimumChangeNotice(t, date, agreed.composition));
    const terms = {
      level: t.level,
      jobType: t.jobType,
      cohabiting: t.cohabiting,
      payBasis: t.payBasis,
      wage,
      weeklySchedule: scheduleOfDays(t.weeklySchedule),
      board: t.board,
      allowances: { babysitterChildUnderSix: t.babysitterChildUnderSix, multipleAssisted: t.multipleAssisted, functionAllowance: t.functionAllowance },
    };
    const check = checkTermsAgainstCcnl(terms, date, registry);
    for (const i of check.issues) {
      const field = i.path.startsWith("/weeklySchedule") ? "weeklySchedule" : (FIELD_OF_PATH[i.path] ?? i.path.slice(1).replace(/\//g, "."));
      out.errors.push({ code: RUN_CODE_OF_CCNL_CODE[i.code] ?? i.code, message: ccnlMessage(i, t, wage), field, params: { ...i.params, ccnlCode: i.code } });
    }
    const min = hasRatesForYear(pb.year, registry) ? ccnlMinimum(t.level, check.table, date, registry) : null;
    if (min?.derived)
      out.warnings.push({
        code: "rate_derived",
        message: `Il minimo ${min.year} livello ${t.level} ${LEVEL_NAMES[check.table]} è un valore derivato: verificarlo sulla tabella ministeriale`,
        field: "level",
        params: { year: String(min.year), level: t.level, table: check.table },
      });
  }
}

/**
 * A superminimo meets a new minimum (1 January, or a renewal step): say what changed and why, so the
 * clerk is not surprised by a payslip whose wage moved, or did not (rules-update §8).
 */
function minimumChangeNotice(t: ContractTerms, date: string, c: WageComposition): ValidationIssue[] {
  if (c.minimum.equals(c.baseMinimum)) return [];
  const unit = t.payBasis === "monthly" ? "€/mese" : "€/h";
  const absorbed = c.superminimo.minus(c.superminimoLeft);
  const wage = c.minimum.plus(c.superminimoLeft);
  const params = {
    date,
    previousMinimum: fmt2(c.baseMinimum),
    minimum: fmt2(c.minimum),
    superminimo: fmt2(c.superminimo),
    absorbed: fmt2(absorbed),
    superminimoLeft: fmt2(c.superminimoLeft),
    wage: fmt2(wage),
    unit: t.payBasis === "monthly" ? "month" : "hour",
  };
  const message = c.absorbable
    ? `Minimo CCNL livello ${t.level} da ${params.previousMinimum} a ${params.minimum} ${unit}: l'aumento è assorbito dal superminimo assorbibile per ${params.absorbed} (ne restano ${params.superminimoLeft}); retribuzione ${params.wage} ${unit}`
    : `Minimo CCNL livello ${t.level} da ${params.previousMinimum} a ${params.minimum} ${unit}: il superminimo non assorbibile di ${params.superminimo} resta; retribuzione ${params.wage} ${unit}`;
  return [{ code: c.absorbable ? "minimum_raised_superminimo_absorbed" : "minimum_raised_superminimo_kept", message, field: "wage", params }];
}

function checkFacts(facts: ValidationFacts | undefined, out: Issues): void {
  if (facts && !facts.workerFiscalCode)
    out.warnings.push({ code: "missing_fiscal_code", message: "Codice fiscale del lavoratore mancante", field: "worker.fiscalCode" });
  if (facts?.periodsWithoutPayslip && facts.periodsWithoutPayslip.length > 0) {
    out.warnings.push({
      code: "earlier_periods_without_payslip",
      message: `Periodi precedenti senza cedolino: ${facts.periodsWithoutPayslip.join(", ")} (i progressivi partono dall'ultimo cedolino o dai saldi iniziali)`,
      periods: [...facts.periodsWithoutPayslip],
    });
  }
  if (facts?.periodsWithDraftOnly && facts.periodsWithDraftOnly.length > 0) {
    out.warnings.push({
      code: "earlier_periods_draft_only",
      message: `Periodi precedenti con solo cedolino in bozza: ${facts.periodsWithDraftOnly.join(", ")}`,
      periods: [...facts.periodsWithDraftOnly],
    });
  }
}

/** Events: subtype coherence, outside the schedule, outside employment, over the CCNL day/night and week limits of the job. */
function checkEvents(input: ValidateInput, c: ContractInput, sorted: readonly ContractTerms[], out: Issues): void {
  const pb = periodBounds(input.period);
  const end = input.options?.employmentEndDate ?? c.endDate;
  const termAt = (d: string): ContractTerms | undefined => {
    let f: ContractTerms | undefined;
    for (const t of sorted) if (t.effectiveFrom <= d) f = t;
    return f ?? sorted[0];
  };
  const weekly = new Map<string, Decimal>();
  const daily = new Map<string, Decimal>();
  const count = { outsideSchedule: 0, outsideEmployment: 0, badSubtype: 0 };
  for (const e of input.events ?? []) {
    if (!isSubtypeOf(e.type, e.subType)) count.badSubtype++;
    if (e.date < pb.start || e.date > pb.end) continue;
    if (e.date < c.startDate || (end && e.date > end)) {
      count.outsideEmployment++;
      continue;
    }
    const t = termAt(e.date);
    if (!t || e.type !== "work") continue;
    const h = dec(e.hours);
    if (e.subType === "regular_work" && dec(t.weeklySchedule[scheduleIndex(e.date)] ?? "0").isZero() && gt0(h)) count.outsideSchedule++;
    // hours recorded as overtime are already overtime: the limit warnings are about the other hours (clerk-checks.ts)
    if (OVERTIME_SUBTYPES.has(e.subType)) continue;
    const wk = sundayOnOrBefore(e.date);
    weekly.set(wk, (weekly.get(wk) ?? ZERO).plus(h));
    daily.set(e.date, (daily.get(e.date) ?? ZERO).plus(h));
  }
  if (count.badSubtype > 0)
    out.errors.push({
      code: "event_subtype_mismatch",
      message: `${count.badSubtype} evento/i con sottotipo non coerente con il tipo`,
      field: "events",
      params: { count: String(count.badSubtype) },
    });
  if (count.outsideSchedule > 0)
    out.warnings.push({
      code: "event_outside_schedule",
      message: `${count.outsideSchedule} giorno/i lavorati fuori dall'orario contrattuale`,
      field: "events",
      params: { count: String(count.outsideSchedule) },
    });
  if (count.outsideEmployment > 0)
    out.warnings.push({
      code: "event_outside_employment",
      message: `${count.outsideEmployment} evento/i fuori dal periodo di impiego`,
      field: "events",
      params: { count: String(count.outsideEmployment) },
    });
  const limitsAt = (d: string) => {
    const t = termAt(d);
    return t ? hourLimitsFor(t.jobType, t.cohabiting) : hourLimitsFor("other", false);
  };
  for (const [wk, h] of weekly) {
    const lim = limitsAt(wk < c.startDate ? c.startDate : wk).weekly;
    if (h.greaterThan(lim))
      out.warnings.push({
        code: "week_over_ccnl_limit",
        message: `Settimana dal ${wk}: ${h.toString()} ore lavorate, oltre il limite CCNL di ${lim} h`,
        field: "events",
        params: { weekStart: wk, hours: h.toString(), max: lim },
      });
  }
  for (const [d, h] of daily) {
    const lim = limitsAt(d);
    const what = lim.kind === "night_assistance" || lim.kind === "night_presence" ? "per notte" : "giornaliero";
    if (h.greaterThan(lim.daily))
      out.warnings.push({
        code: "day_over_ccnl_limit",
        message: `${d}: ${h.toString()} ore lavorate, oltre il limite ${what} CCNL di ${lim.daily} h`,
        field: "events",
        params: { date: d, hours: h.toString(), max: lim.daily, kind: lim.kind },
      });
  }
}

/** Run options that would fail the run, checked with the run's settings. */
function checkOptions(input: ValidateInput, c: ContractInput, out: Issues): void {
  const pb = periodBounds(input.period);
  const adv = input.options?.severanceAnticipation;
  if (adv && input.state) {
    const fund = dec(input.state.severance.accruedPreviousYears).plus(dec(input.state.severance.accruedThisYear));
    const a = dec(adv);
    const check = checkSeveranceAdvance(a, fund, resolveSettings(input.settings));
    if (check.verdict === "exceeds_fund")
      out.errors.push({
        code: "severance_advance_exceeds_fund",
        message: `Anticipo TFR ${fmt2(a)} superiore al fondo ${fmt2(fund)}`,
        field: "severanceAnticipation",
        params: { amount: fmt2(a), fund: fmt2(fund) },
      });
    else if (check.verdict === "above_limit")
      out.warnings.push({
        code: "severance_advance_above_limit",
        message: `Anticipo TFR oltre il ${check.sharePercent}% del fondo (${fmt2(check.maxShare)})`,
        field: "severanceAnticipation",
        params: { amount: fmt2(a), percent: check.sharePercent, maxShare: fmt2(check.maxShare) },
      });
  }
  const eed = input.options?.employmentEndDate;
  if (eed && (eed < pb.start || eed > pb.end))
    out.errors.push({
      code: "employment_end_outside_period",
      message: `La data di cessazione ${eed} non cade nel periodo ${input.period}`,
      field: "employmentEndDate",
      params: { date: eed, period: input.period },
    });
  if (eed && eed < c.startDate)
    out.errors.push({ code: "employment_end_before_start", message: "Cessazione precedente all'assunzione", field: "employmentEndDate" });
}
