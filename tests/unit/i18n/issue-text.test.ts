/** Engine warnings rendered from code + params in Italian and English (components/payroll/issue-text.ts). */
import { describe, expect, it } from "vitest";
import { calculatePayslip } from "@/lib/payroll";
import { issueText } from "@/components/payroll/issue-text";
import { getDictionary } from "@/lib/i18n/dictionary";
import { contract, ev, terms } from "../payroll/fixtures";

describe("issue sentences from code and params", () => {
  it.each([
    [
      "it",
      { code: "sick_subtype_reclassified", message: "x", params: { date: "2025-11-09", subType: "sick_full", pay: "half" } },
      "Malattia del 9 novembre 2025: i primi 3 giorni sono pagati al 50 %",
    ],
    [
      "en",
      { code: "sick_subtype_reclassified", message: "x", params: { date: "2025-11-09", subType: "sick_full", pay: "half" } },
      "Sickness on 9 November 2025: the first 3 days are paid at 50%",
    ],
    [
      "it",
      { code: "severance_advance_above_limit", message: "x", params: { amount: "1234.5", percent: "70", maxShare: "700.00" } },
      "Anticipo TFR di 1.234,50 € oltre il 70 % del fondo (700,00 €): consentito solo con accordo scritto",
    ],
    [
      "it",
      { code: "week_hours_above_threshold", message: "x", params: { weekStart: "2025-03-02", weekEnd: "2025-03-08", hours: "62.50", threshold: "60" } },
      "Settimana dal 2 marzo 2025 al 8 marzo 2025: 62,50 ore contributive (oltre 60)",
    ],
    [
      "it",
      {
        code: "overtime_within_ccnl_limit",
        message: "x",
        params: {
          weekStart: "2025-03-09",
          liveIn: "false",
          hours: "3.00",
          dailyMax: "8",
          weeklyMax: "40",
          ordinaryHours: "3.00",
          ordinarySubtype: "regular_work",
        },
      },
      "Settimana dal 9 marzo 2025: 3,00 h registrate come straordinario restano entro i limiti CCNL (8 h al giorno, 40 h a settimana) e sono ore ordinarie (art. 15 c. 2). Registra 3,00 h come «regular_work» (paga oraria, nessuna maggiorazione)",
    ],
    [
      "en",
      {
        code: "overtime_within_ccnl_limit",
        message: "x",
        params: {
          weekStart: "2025-03-16",
          liveIn: "false",
          hours: "2.00",
          dailyMax: "8",
          weeklyMax: "40",
          festiveHours: "2.00",
          ordinarySubtype: "regular_work",
        },
      },
      "Week from 16 March 2025: 2.00 h recorded as overtime stay within the CCNL limits (8 h a day, 40 h a week) and are ordinary hours (art. 15 c. 2). Record 2.00 h on a Sunday or holiday as Sunday/holiday work (+60%)",
    ],
    [
      "it",
      { code: "vacation_balance_negative", message: "x", params: { days: "-0.83" } },
      "Saldo ferie negativo dopo il cedolino: -0,83 giorni (godute più ferie di quelle maturate)",
    ],
    [
      "en",
      { code: "vacation_balance_negative", message: "x", params: { days: "-0.83" } },
      "Negative vacation balance after the payslip: -0.83 days (more days taken than accrued)",
    ],
    [
      "it",
      { code: "deductions_carried_forward", message: "x", params: { amount: "5.94", total: "5.94" } },
      "Trattenute superiori alla retribuzione del mese: netto 0,00; 5,94 € rinviati al prossimo cedolino con retribuzione (totale da recuperare 5,94 €)",
    ],
    [
      "en",
      { code: "takeover_first_week_unconfirmed", message: "x", params: { weekStart: "2025-06-29", from: "2025-06-29", to: "2025-06-30" } },
      "First week after the take-over (from 29 June 2025): the days from 29 June 2025 to 30 June 2025 precede the take-over and have no events. Say in the opening balances whether the previous system declared them; if not, record the events of those days",
    ],
    ["it", { code: "unknown_code", message: "Messaggio dell'API", params: { a: "1" } }, "Messaggio dell'API"],
    ["it", { code: "vacation_on_sunday_or_holiday", message: "Messaggio senza params" }, "Messaggio senza params"],
  ] as const)("%s: %j", (locale, issue, expected) => {
    expect(issueText(issue, getDictionary(locale), locale)).toBe(expected);
  });

  it("a real run: sick days recorded as 100 % become 50 % on days 1–3, and the warning says so with its date", () => {
    const r = calculatePayslip({
      contract: contract(),
      terms: [terms()],
      events: [ev("2025-11-10", "sick_full", "4")],
      state: null,
      options: { period: "2025-11" },
    });
    const w = r.warnings.find((x) => x.code === "sick_subtype_reclassified")!;
    expect(w.message).toContain("2025-11-10"); // the API keeps the Italian message
    expect(w.params).toEqual({ date: "2025-11-10", subType: "sick_full", pay: "half" });
    expect(issueText(w, getDictionary("it"), "it")).toBe("Malattia del 10 novembre 2025: i primi 3 giorni sono pagati al 50 %");
  });
});

describe("issue sentences of issue 26 point 20: every check the wizard, a run item or a payslip shows, in both languages", () => {
  it.each([
    ["it", { code: "month_auto_filled", message: "x", params: { period: "2023-02" } }, /^Il mese febbraio 2023 non aveva presenze/],
    ["en", { code: "month_auto_filled", message: "x", params: { period: "2023-02" } }, /^February 2023 had no presences/],
    [
      "en",
      { code: "earlier_periods_without_payslip", message: "Periodi precedenti senza cedolino: 2023-01", periods: ["2023-01"] },
      /^Earlier months without payslip: January 2023/,
    ],
    ["en", { code: "missing_fiscal_code", message: "Codice fiscale del lavoratore mancante" }, /^The worker's fiscal code is missing$/],
    ["en", { code: "notice_proposed", message: "x", params: { ccnlDays: "15", missingDays: "15", owedBy: "EMPLOYER" } }, /^CCNL notice: 15 days, 15 missing/],
    [
      "en",
      { code: "tfr_coefficient_provisional", message: "x", params: { month: "2026-11", percent: "1.1", reason: "not out" } },
      /November 2026 \(1\.1%\): not out$/,
    ],
    // a figure the sentence needs is missing: the API's message, never "undefined"
    ["en", { code: "period_before_contract_start", message: "Il periodo precede l'inizio", params: { period: "2023-01" } }, /^Il periodo precede l'inizio$/],
  ] as const)("%s: %j", (locale, issue, expected) => {
    expect(issueText(issue, getDictionary(locale), locale)).toMatch(expected);
  });

  it("the Italian and the English dictionaries word the same codes", () => {
    expect(Object.keys(getDictionary("en").payroll.issueText).sort()).toEqual(Object.keys(getDictionary("it").payroll.issueText).sort());
  });
});
