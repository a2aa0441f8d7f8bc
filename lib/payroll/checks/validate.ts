/**
 * The pure part of validate-before-run (decisions §4): errors block a run, warnings do not.
 * Database facts (contract found, earlier payslips, fiscal code) come in as inputs.
 */
import { isValidPeriod, periodBounds, scheduleIndex } from "../calendar/dates";
import { sundayOnOrBefore } from "../calendar/weeks";
import { Decimal, ZERO, dec, fmt2, round2, gt0 } from "../money";
import { DEFAULT_RATES, ccnlMinimum, hasRatesForYear } from "../rates";
import type { RateRegistry } from "../rates/types";
import type { PayrollSettings } from "../settings";
import type { ContractInput, ContractTerms, RunOptions, RunningState, WorkEvent } from "../types";

/** settings are accepted for symmetry with the run; no check depends on them today */
export type ValidateSettings = Partial<PayrollSettings>;
import { hourlyFromMonthly, monthlyFromHourly, payTableFor, weeklyHours } from "../rules/wage";
import { isSubtypeOf } from "../events";
import { daysOverLimit } from "../rules/day-hours";
import type { SicknessCounters } from "../rules/retention";
import { emptyMonthCheck, overtimeProposals, retentionCheck, sickDaysOf, type ClerkCheckInput } from "./clerk-checks";

export interface ValidationIssue {
  code: string;
  message: string;
  field?: string;
  /** the periods ('YYYY-MM') an issue is about, e.g. earlier months without a payslip */
  periods?: string[];
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

const LEVEL_NAMES: Record<string, string> = { A: "tabella A (conviventi)", B: "tabella B (conviventi ≤30 h)", C: "tabella C (non conviventi)", D: "tabella D (assistenza notturna)", E: "tabella E (presenza notturna)", G: "tabella G (sostituti riposo)" };

export function validateBeforeRun(input: ValidateInput): ValidationResult {
  const errors: ValidationIssue[] = [];
  const warnings: ValidationIssue[] = [];
  const registry = input.rates ?? DEFAULT_RATES;
  const c = input.contract;
  if (!c) {
    errors.push({ code: "contract_not_found", message: "Contratto non trovato", field: "domesticContractId" });
    return { valid: false, errors, warnings };
  }
  if (!isValidPeriod(input.period)) {
    errors.push({ code: "invalid_period", message: `Periodo non valido "${input.period}" (atteso YYYY-MM)`, field: "period" });
    return { valid: false, errors, warnings };
  }
  const pb = periodBounds(input.period);
  const end = input.options?.employmentEndDate ?? c.endDate;
  if (input.facts?.contractActive === false) errors.push({ code: "contract_not_active_in_period", message: "Il contratto non è attivo", field: "domesticContractId" });
  if (pb.end < c.startDate) {
    errors.push({ code: "period_before_contract_start", message: `Il periodo ${input.period} precede l'inizio del contratto (${c.startDate})`, field: "period" });
    errors.push({ code: "contract_not_active_in_period", message: `Contratto non attivo nel periodo ${input.period}`, field: "period" });
  }
  if (end && pb.start > end) {
    errors.push({ code: "period_after_contract_end", message: `Il periodo ${input.period} è successivo alla cessazione del contratto (${end})`, field: "period" });
    errors.push({ code: "contract_not_active_in_period", message: `Contratto non attivo nel periodo ${input.period}`, field: "period" });
  }
  if (!hasRatesForYear(pb.year, registry)) {
    errors.push({ code: "rates_missing_for_year", message: `Tabelle retributive e contributive ${pb.year} non disponibili`, field: "period" });
  }
  if (input.terms.length === 0) {
    errors.push({ code: "no_terms_in_force", message: "Nessuna condizione contrattuale (livello, retribuzione, orario)", field: "terms" });
    return { valid: errors.length === 0, errors, warnings };
  }
  const sorted = [...input.terms].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const inForce = sorted.filter((t, i) => {
    const next = sorted[i + 1];
    return t.effectiveFrom <= pb.end && (!next || next.effectiveFrom > pb.start);
  });
  if (inForce.length === 0) errors.push({ code: "no_terms_in_force", message: `Nessuna condizione contrattuale in vigore nel periodo ${input.period}`, field: "terms" });
  for (const t of inForce) {
    const weekly = weeklyHours(t);
    if (weekly.lessThanOrEqualTo(0)) errors.push({ code: "no_weekly_schedule", message: "Orario settimanale assente (0 ore)", field: "weeklySchedule" });
    if (!hasRatesForYear(pb.year, registry)) continue;
    const table = payTableFor(t);
    const date = t.effectiveFrom > pb.start ? t.effectiveFrom : pb.start;
    const min = ccnlMinimum(t.level, table, date, registry);
    if (!min) {
      errors.push({ code: "level_not_allowed_for_table", message: `Il livello ${t.level} non esiste nella ${LEVEL_NAMES[table]}`, field: "level" });
      continue;
    }
    const wage = dec(t.wage);
    let minInBasis: Decimal;
    if (t.payBasis === "monthly") minInBasis = min.unit === "month" ? dec(min.amount) : round2(monthlyFromHourly(dec(min.amount), weekly));
    else minInBasis = min.unit === "hour" ? dec(min.amount) : weekly.isZero() ? dec(min.amount) : round2(hourlyFromMonthly(dec(min.amount), weekly));
    const unit = t.payBasis === "monthly" ? "€/mese" : "€/h";
    if (wage.lessThan(minInBasis)) {
      errors.push({
        code: "wage_below_minimum",
        message: `Retribuzione ${fmt2(wage)} ${unit} inferiore al minimo CCNL ${min.year} livello ${t.level} ${LEVEL_NAMES[table]}: ${fmt2(minInBasis)} ${unit}`,
        field: "wage",
      });
    }
    if (min.derived) warnings.push({ code: "rate_derived", message: `Il minimo ${min.year} livello ${t.level} ${LEVEL_NAMES[table]} è un valore derivato: verificarlo sulla tabella ministeriale`, field: "level" });
    const maxWeekly = t.cohabiting ? 54 : 40;
    if (weekly.greaterThan(maxWeekly)) warnings.push({ code: "schedule_over_ccnl_limit", message: `Orario settimanale ${weekly.toString()} h oltre il limite CCNL di ${maxWeekly} h`, field: "weeklySchedule" });
  }
  if (input.facts && !input.facts.workerFiscalCode) warnings.push({ code: "missing_fiscal_code", message: "Codice fiscale del lavoratore mancante", field: "worker.fiscalCode" });
  if (input.facts?.periodsWithoutPayslip && input.facts.periodsWithoutPayslip.length > 0) {
    warnings.push({
      code: "earlier_periods_without_payslip",
      message: `Periodi precedenti senza cedolino: ${input.facts.periodsWithoutPayslip.join(", ")} (i progressivi partono dall'ultimo cedolino o dai saldi iniziali)`,
      periods: [...input.facts.periodsWithoutPayslip],
    });
  }
  if (input.facts?.periodsWithDraftOnly && input.facts.periodsWithDraftOnly.length > 0) {
    warnings.push({
      code: "earlier_periods_draft_only",
      message: `Periodi precedenti con solo cedolino in bozza: ${input.facts.periodsWithDraftOnly.join(", ")}`,
      periods: [...input.facts.periodsWithDraftOnly],
    });
  }

  // Events: outside the schedule, outside employment, over the CCNL limits.
  const termAt = (d: string): ContractTerms | undefined => {
    let f: ContractTerms | undefined;
    for (const t of sorted) if (t.effectiveFrom <= d) f = t;
    return f ?? sorted[0];
  };
  const weekly = new Map<string, Decimal>();
  const daily = new Map<string, Decimal>();
  let outsideSchedule = 0;
  let outsideEmployment = 0;
  let badSubtype = 0;
  for (const e of input.events ?? []) {
    if (!isSubtypeOf(e.type, e.subType)) badSubtype++;
    if (e.date < pb.start || e.date > pb.end) continue;
    if (e.date < c.startDate || (end && e.date > end)) {
      outsideEmployment++;
      continue;
    }
    const t = termAt(e.date);
    if (!t) continue;
    if (e.type === "work") {
      const h = dec(e.hours);
      const sched = dec(t.weeklySchedule[scheduleIndex(e.date)] ?? "0");
      if (e.subType === "regular_work" && sched.isZero() && gt0(h)) outsideSchedule++;
      const wk = sundayOnOrBefore(e.date);
      weekly.set(wk, (weekly.get(wk) ?? ZERO).plus(h));
      daily.set(e.date, (daily.get(e.date) ?? ZERO).plus(h));
    }
  }
  // a day holds at most 24 h across its events (rules/day-hours.ts): legacy days over it block the run
  for (const o of daysOverLimit(input.events ?? [])) {
    errors.push({ code: "day_hours_exceeded", message: `${o.date}: ${fmt2(o.total)} ore su un solo giorno (al massimo 24 tra tutti gli eventi): correggi o elimina gli eventi del giorno`, field: "events" });
  }
  if (badSubtype > 0) errors.push({ code: "event_subtype_mismatch", message: `${badSubtype} evento/i con sottotipo non coerente con il tipo`, field: "events" });
  if (outsideSchedule > 0) warnings.push({ code: "event_outside_schedule", message: `${outsideSchedule} giorno/i lavorati fuori dall'orario contrattuale`, field: "events" });
  if (outsideEmployment > 0) warnings.push({ code: "event_outside_employment", message: `${outsideEmployment} evento/i fuori dal periodo di impiego`, field: "events" });
  for (const [wk, h] of weekly) {
    const t = termAt(wk < c.startDate ? c.startDate : wk);
    const lim = t?.cohabiting ? 54 : 40;
    if (h.greaterThan(lim)) warnings.push({ code: "week_over_ccnl_limit", message: `Settimana dal ${wk}: ${h.toString()} ore lavorate, oltre il limite CCNL di ${lim} h`, field: "events" });
  }
  for (const [d, h] of daily) {
    const t = termAt(d);
    const lim = t?.cohabiting ? 10 : 8;
    if (h.greaterThan(lim)) warnings.push({ code: "day_over_ccnl_limit", message: `${d}: ${h.toString()} ore lavorate, oltre il limite giornaliero CCNL di ${lim} h`, field: "events" });
  }

  // Checks a clerk needs (checks/clerk-checks.ts): empty month, overtime proposals, job retention.
  const effFrom = pb.start > c.startDate ? pb.start : c.startDate;
  const effTo = end && end < pb.end ? end : pb.end;
  const clerk: ClerkCheckInput = {
    contract: c,
    from: effFrom,
    to: effTo,
    events: input.events ?? [],
    termAt,
    sickDays: input.facts?.sickDays ? [...input.facts.sickDays, ...sickDaysOf(input.events ?? [])] : undefined,
  };
  let sickness: SicknessCounters | null | undefined;
  if (input.facts?.contractActive !== false && effFrom <= effTo) {
    if (input.events) warnings.push(...emptyMonthCheck(clerk));
    warnings.push(...overtimeProposals(clerk, c.patronSaintDay));
    const r = retentionCheck(clerk);
    warnings.push(...r.warnings);
    if (clerk.sickDays) sickness = r.counters;
  }

  // Run options that would fail the run.
  const adv = input.options?.severanceAnticipation;
  if (adv && input.state) {
    const fund = dec(input.state.severance.accruedPreviousYears).plus(dec(input.state.severance.accruedThisYear));
    const a = dec(adv);
    if (a.greaterThan(round2(fund))) errors.push({ code: "severance_advance_exceeds_fund", message: `Anticipo TFR ${fmt2(a)} superiore al fondo ${fmt2(fund)}`, field: "severanceAnticipation" });
    else if (a.greaterThan(round2(fund.times("0.7")))) warnings.push({ code: "severance_advance_above_limit", message: `Anticipo TFR oltre il 70% del fondo (${fmt2(fund.times("0.7"))})`, field: "severanceAnticipation" });
  }
  const eed = input.options?.employmentEndDate;
  if (eed && (eed < pb.start || eed > pb.end)) errors.push({ code: "employment_end_outside_period", message: `La data di cessazione ${eed} non cade nel periodo ${input.period}`, field: "employmentEndDate" });
  if (eed && eed < c.startDate) errors.push({ code: "employment_end_before_start", message: "Cessazione precedente all'assunzione", field: "employmentEndDate" });
  return sickness !== undefined ? { valid: errors.length === 0, errors, warnings, sickness } : { valid: errors.length === 0, errors, warnings };
}
