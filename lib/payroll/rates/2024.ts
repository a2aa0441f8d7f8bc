/**
 * Rate tables for 2024. Copied from the project's domain reference (rates.json / rules.md §2–§7),
 * every section with its public source URLs; values listed in `derived` were computed from
 * published neighbours with the uprating rule and must be checked against the Ministry of Labour
 * table before production use. Decimal strings only.
 */
import type { YearRates } from "./types";

export const rates2024: YearRates = {
  year: 2024,
  version: "2024 · INPS circ. 23/2024 · CCNL minimi 2024",
  ccnl: {
    basis: "Commission agreement 8 Jan 2024; wages +0.56% (80% of ISTAT 0.7%)",
    tableA: { A: "729.25", AS: "861.86", B: "928.15", BS: "994.44", C: "1060.76", CS: "1127.04", D: "1325.92", DS: "1392.21" },
    tableB: { B: "662.96", BS: "696.13", C: "769.02" },
    tableC: { A: "5.30", AS: "6.24", B: "6.62", BS: "7.03", C: "7.42", CS: "7.83", D: "9.03", DS: "9.41" },
    tableD: { BS: "1143.60", CS: "1296.09", DS: "1601.09" },
    tableE: "765.71",
    tableG: { CS: "8.41", DS: "10.15" },
    functionAllowanceMonthly: "196.07",
    babysitterAllowance: {
      liveInFullTimeMonthly: "130.78",
      liveInReducedMonthly: "91.63",
      hourly: "0.79",
    },
    multiAssistanceAllowance: { monthly: "112.97", hourly: "0.66" },
    uniCertificationAllowanceMonthly: { B: "9.04", BS: "11.30", CS: "11.30" },
    sources: [
      "https://www.consulentidellavoro.pa.it/nuovi-minimi-retributivi-2024-per-il-lavoro-domestico/",
      "https://www.colfsemplice.it/colf-badante-babysitter/minimi-retributivi",
      "https://confil.it/2024/01/11/lavoro-domestico-aggiornamenti/?print=print",
      "https://www.webcolf.com/risorse/notizie-su-lavoro-domestico-e-badanti/articoli-per-argomenti/757-paga-della-baby-sitter-che-assiste-bambini-con-meno-di-6-anni-o-badante-che-assiste-piu-persone-non-autosufficienti.html",
    ],
    derived: [
      "functionAllowanceMonthly",
      "babysitterAllowance.liveInReducedMonthly",
      "multiAssistanceAllowance.monthly",
      "multiAssistanceAllowance.hourly",
      "uniCertificationAllowanceMonthly",
    ],
    notes: [
      "derived: colfsemplice lists D total 1521.99 and DS total 1588.28 = base + 196.07; equals 194.98 x 1.0056",
      "130.78 and 0.79 published (webcolf); part-time 91.63 derived = 91.12 x 1.0056",
    ],
  },
  board: {
    lunchOrBreakfast: "2.28",
    dinner: "2.28",
    lodging: "1.96",
    monthlyDaysDefault: 26,
    sources: [
      "https://confil.it/2024/01/11/lavoro-domestico-aggiornamenti/?print=print",
      "https://lanazione.it/firenze/cronaca/colf-assistenti-e-badanti-la-domanda-e-in-aumento-guida-ai-costi-del-contratto-fe3b6175",
    ],
    derived: [],
    notes: ["26 x daily = 169.52 (default). Alternative practice (Assindatcolf): 30 x daily."],
  },
  inps: {
    circular: "INPS circ. n. 23 of 29 Jan 2024",
    totalRateWithCuaf: "0.199675",
    totalRateWithoutCuaf: "0.200875",
    fixedTermAdditionalRate: "0.014",
    brackets: [
      {
        id: "bracket_1",
        conventionalWage: "8.33",
        effectiveWageOver: null,
        effectiveWageUpTo: "9.40",
        openEnded: { withCuaf: "1.66", withoutCuaf: "1.67", employee: "0.42" },
        fixedTerm: { withCuaf: "1.78", withoutCuaf: "1.79", employee: "0.42" },
      },
      {
        id: "bracket_2",
        conventionalWage: "9.40",
        effectiveWageOver: "9.40",
        effectiveWageUpTo: "11.45",
        openEnded: { withCuaf: "1.88", withoutCuaf: "1.89", employee: "0.47" },
        fixedTerm: { withCuaf: "2.01", withoutCuaf: "2.02", employee: "0.47" },
      },
      {
        id: "bracket_3",
        conventionalWage: "11.45",
        effectiveWageOver: "11.45",
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "2.29", withoutCuaf: "2.30", employee: "0.57" },
        fixedTerm: { withCuaf: "2.45", withoutCuaf: "2.46", employee: "0.57" },
      },
      {
        id: "over_24_hours",
        conventionalWage: "6.06",
        effectiveWageOver: null,
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "1.21", withoutCuaf: "1.22", employee: "0.30" },
        fixedTerm: { withCuaf: "1.29", withoutCuaf: "1.30", employee: "0.30" },
      },
    ],
    sources: [
      "https://stranieriinitalia.it/attualita/i-contributi-per-colf-badanti-e-babysitter-per-il-2024/",
      "https://consulnews.blogspot.com/2024/01/aumentano-i-contributi-inps-per-colf-e.html",
    ],
    derived: [],
    notes: [
      "Hourly amounts in EUR, published table values (rounded to cents). employee = worker share per hour (same with/without CUAF and for fixed-term). employer = total - employee.",
    ],
  },
  cassacolf: {
    hourlyTotal: "0.06",
    employee: "0.02",
    employer: "0.04",
    nightAssistanceHoursPerDay: "8",
    nightPresenceHoursPerDay: "5",
    sources: [
      "https://cassacolf.it/faq",
      "http://www.studioboaretto.it/cassacolf-procedura-invariata-per-la-variazione-del-contributo-contrattuale/",
      "https://webcolf.com/forum/webcolf-programma/7424-contributi-cassa-colf.html",
    ],
    derived: [],
    notes: ["CCNL art. 53; per paid hour, paid quarterly with the INPS PagoPA notice", "no change found in the 2025 renewal (not confirmed)"],
  },
  publishedHolidays: {
    dates: [
      "2024-01-01",
      "2024-01-06",
      "2024-04-01",
      "2024-04-25",
      "2024-05-01",
      "2024-06-02",
      "2024-08-15",
      "2024-11-01",
      "2024-12-08",
      "2024-12-25",
      "2024-12-26",
    ],
    sources: ["https://bazeapp.com/ccnl/festivita-nazionali-e-infrasettimana-colf-e-badanti"],
    derived: [],
    notes: ["plus the local patron saint day; used only to cross-check the computed calendar"],
  },
  tfrRevaluationAt31Dec: {
    percent: "2.320017",
    foiDec: "120.2",
    sources: ["https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/"],
    derived: [],
    notes: [],
  },
};
