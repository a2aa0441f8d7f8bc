/**
 * Every convention where sources disagree, with the default a payroll clerk would accept
 * (rules.md §15). Pass a Partial<PayrollSettings> in the input to change any of them.
 */
export interface PayrollSettings {
  /** Board-and-lodging monthly value = daily × days: days before the switch date (rules §2.5, Q2). */
  boardMonthlyDaysBeforeSwitch: number;
  /** days from the switch date (renewal art. 36: × 30). */
  boardMonthlyDaysFromSwitch: number;
  /** switch date of the × 30 convention (default 2026-01-01; some clients use 2025-11-01). */
  boardMonthlyDaysSwitchDate: string;
  /**
   * docs/domain/rules-update.md §1d: contributory hours of a paid public holiday: the hours scheduled
   * for that day, 0 when none (default), or the hours paid (weekly/6 for hourly pay and for a monthly
   * worker's Sunday holiday paid 1/26).
   */
  holidayContributionHours: "scheduled" | "paid";
  /** legacy per-case overrides of `holidayContributionHours` (rules.md Q7); when set they win. */
  holidayContributionHoursUnscheduledDay?: "weekly_sixth" | "none";
  holidayContributionHoursScheduledDay?: "scheduled" | "weekly_sixth";
  /**
   * docs/domain/rules-update.md §1a: the INPS class (flat over-24-hours row or wage bracket) follows the
   * agreed weekly hours of the terms in force on the week's Saturday (`contract`, default) or each
   * week's own contributory hours (`week`, Webcolf).
   */
  inpsFlatRateBasis: "contract" | "week";
  /**
   * docs/domain/rules-update.md §1c: the quarterly INPS payment takes whole hours per line; monthly
   * weeks keep decimals. Rounding of each line's hour total: up (default), half-up, or down. The
   * quarterly statement (rules/quarterly-statement.ts, organization key `payroll.quarterlyHoursRounding`) reads it.
   */
  quarterlyHoursRounding: "up" | "half_up" | "down";
  /** Q8: notice indemnity: monthly global / 30 per calendar day, or scheduled hours × effective hourly wage. */
  noticeMethod: "thirtieths" | "scheduled_hours_effective_wage";
  /** round the INPS effective hourly wage to the cent (half-up) before choosing the bracket (rules §4.3). */
  effectiveWageRounding: "cent" | "none";
  /**
   * deductions for sick and INAIL days of monthly workers (docs/domain/rules-update.md §1b):
   * `board_in_kind` (default): a day paid at fraction f deducts (1 − f) × global / 30 but never more
   * than cash / 30, so unpaid and INAIL days deduct the cash pay / 30 and the board in kind is never
   * charged; `global`: (1 − f) × global / 30 (rules.md F10, literal); `cash`: (1 − f) × cash / 30.
   */
  sickDeductionBase: "board_in_kind" | "global" | "cash";
  /** hourly workers' sick pay: scheduled hours of each day (rules §9.1) or calendar thirtieths of the monthly equivalent (Webcolf). */
  hourlySickPay: "scheduled_hours" | "thirtieths";
  /** classify sick/injury days by the engine's episode and 365-day counters, or trust the event subtypes. */
  absenceClassification: "engine" | "events";
  /** Q15: a new sick episode restarts days 1–3 at 50 %. (false = continuation at 100 %) */
  sickNewEpisodeRestartsHalfPay: boolean;
  /** monthly-paid worker, holiday on Sunday: pay 1/26 of the monthly global pay (or 'recover' = rest on another day). */
  monthlySundayHoliday: "pay" | "recover";
  /** thirteenth payslip includes the accrual of its own month when the ordinary payslip has not run yet. */
  thirteenthIncludesCurrentMonth: boolean;
  /** rounding of accrued twelfths: exact cumulative (default), or each monthly rateo rounded half-up / up. */
  accrualRounding: "cumulative" | "monthly_half_up" | "monthly_up";
  /**
   * hourly-paid workers' thirteenth and TFR (rules.md §6: the schedule's monthly equivalent; "if
   * hours vary, sum of ordinary pay earned in the year / 12"): `schedule_when_regular` (default) =
   * the schedule figure (hourly × weekly hours × 52/12) for a month paid as scheduled, the pay of
   * the period otherwise (the event flags decide what enters); `period_pay` = the pay of the period
   * every month; `schedule` = the schedule figure every month (rules/period-pay.ts, README).
   */
  hourlyAccrualBase: "schedule_when_regular" | "period_pay" | "schedule";
  /**
   * monthly-paid workers' thirteenth (docs/domain/rules-update-3.md A2, CCNL thirteenth article: "una
   * mensilità aggiuntiva pari alla retribuzione globale di fatto"): `ccnl` (default) = one month of the
   * global pay in force in December or on the end date, in twelfths for the months counted — a raise
   * during the year raises the twelfths already accrued (the catch-up is accrued in the month of the
   * raise); `monthly_accrual` = Σ of each month's twelfth at that month's pay (common software habit).
   */
  thirteenthMonthlyBase: "ccnl" | "monthly_accrual";
  /**
   * the quarterly rounding difference (integer hours declared − hours withheld, rules-update §1c.4,
   * rules-update-3 A9): `withhold` (default) = the worker's share of it is settled on the quarter's
   * last payslip; `show_only` = shown on the quarterly statement only.
   */
  quarterlyRoundingDifference: "withhold" | "show_only";
  /**
   * UNI 11766 allowance of an hourly worker (rules-update §8: "no source on pro-rating for
   * non-live-in hourly workers — open; default: full monthly amount, setting to pro-rate"):
   * `full_month` = the monthly amount for each month of valid certification (by days when it
   * starts or ends inside the month), `pro_rata` = per paid hour (monthly × 12 / 52 / weekly hours).
   */
  uniAllowanceHourly: "full_month" | "pro_rata";
  /** Q3 thirteenth share during maternity, INAIL days 4–90, INAIL days 91+. */
  thirteenthShareMaternity: string;
  thirteenthShareInail4to90: string;
  thirteenthShareInail91plus: string;
  /** Q3 TFR share during maternity and injury (notional pay). */
  severanceShareMaternity: string;
  severanceShareInail: string;
  /** TFR advance above this share of the fund → warning (rules §7). */
  severanceAdvanceMaxShare: string;
  /** TFR revaluation rounding: one coefficient (F12) or fixed and FOI parts rounded separately. */
  severanceRevaluationRounding: "coefficient" | "components";
  /** extra monthly TFR coefficients 'YYYY-MM' → percent (added to the built-in table). */
  tfrMonthlyCoefficients: Readonly<Record<string, string>>;
  /** warn when a week's contributory hours exceed this (Q6). */
  weeklyHoursWarningThreshold: string;
}

export const DEFAULT_SETTINGS: PayrollSettings = Object.freeze({
  boardMonthlyDaysBeforeSwitch: 26,
  boardMonthlyDaysFromSwitch: 30,
  boardMonthlyDaysSwitchDate: "2026-01-01",
  holidayContributionHours: "scheduled",
  inpsFlatRateBasis: "contract",
  quarterlyHoursRounding: "up",
  noticeMethod: "thirtieths",
  effectiveWageRounding: "cent",
  sickDeductionBase: "board_in_kind",
  hourlySickPay: "scheduled_hours",
  absenceClassification: "engine",
  sickNewEpisodeRestartsHalfPay: true,
  monthlySundayHoliday: "pay",
  thirteenthIncludesCurrentMonth: true,
  accrualRounding: "cumulative",
  hourlyAccrualBase: "schedule_when_regular",
  thirteenthMonthlyBase: "ccnl",
  quarterlyRoundingDifference: "withhold",
  uniAllowanceHourly: "full_month",
  thirteenthShareMaternity: "0.2",
  thirteenthShareInail4to90: "0.4",
  thirteenthShareInail91plus: "0.25",
  severanceShareMaternity: "1",
  severanceShareInail: "1",
  severanceAdvanceMaxShare: "0.7",
  severanceRevaluationRounding: "coefficient",
  tfrMonthlyCoefficients: Object.freeze({}),
  weeklyHoursWarningThreshold: "60",
}) as PayrollSettings;

export function resolveSettings(partial?: Partial<PayrollSettings>): PayrollSettings {
  return partial ? { ...DEFAULT_SETTINGS, ...partial } : DEFAULT_SETTINGS;
}
