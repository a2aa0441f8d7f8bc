/**
 * Rate tables for 2025. Copied from the project's domain reference (rates.json / rules.md §2–§7),
 * every section with its public source URLs; values listed in `derived` were computed from
 * published neighbours with the uprating rule and must be checked against the Ministry of Labour
 * table before production use. Decimal strings only.
 */
import type { YearRates } from "./types";

export const rates2025: YearRates = {
  year: 2025,
  version: "2025 · INPS circ. 29/2025 · CCNL minimi 2025",
  ccnl: {
    basis: "Commission update Jan 2025; wages +0.96% (80% of ISTAT 1.2%), board/lodging +1.2%",
    tableA: { A: "736.25", AS: "870.13", B: "937.06", BS: "1003.99", C: "1070.94", CS: "1137.86", D: "1338.65", DS: "1405.58" },
    tableB: { B: "669.32", BS: "702.81", C: "776.40" },
    tableC: { A: "5.35", AS: "6.30", B: "6.68", BS: "7.10", C: "7.49", CS: "7.91", D: "9.12", DS: "9.50" },
    tableD: { BS: "1154.58", CS: "1308.53", DS: "1616.46" },
    tableE: "773.06",
    tableG: { CS: "8.49", DS: "10.25" },
    functionAllowanceMonthly: "197.95",
    babysitterAllowance: {
      liveInFullTimeMonthly: "132.04",
      liveInReducedMonthly: "92.51",
      hourly: "0.80",
    },
    multiAssistanceAllowance: { monthly: "114.05", hourly: "0.67" },
    uniCertificationAllowanceMonthly: { B: "9.13", BS: "11.41", CS: "11.41" },
    sources: [
      "https://circuitolavoro.it/guide/nuovi-stipendi-minimi-2025-per-colf-e-badanti-importi-e-adeguamenti-istat/amp",
      "https://www.potentiareview.it/casa/08/10/ecco-il-salario-minimo-aggiornato-che-devi-pagare-a-una-colf-o-badante-secondo-la-legge",
      "https://patronatoaclifirenze.it/lavoro-domestico-minimi-retributivi",
    ],
    derived: ["tableA.DS", "tableD.BS", "tableD.CS", "tableD.DS", "uniCertificationAllowanceMonthly"],
    notes: [
      "sources disagree (1405.88 circuitolavoro; 1602.95 total => 1405.00 potentiareview). 1405.58 = 1392.21 x 1.0096 and is the only value consistent with the published 2026 DS (1474.73). Verify against Ministry table.",
      "derived = 2024 x 1.0096; not found verbatim in sources",
    ],
  },
  board: {
    lunchOrBreakfast: "2.31",
    dinner: "2.31",
    lodging: "1.98",
    monthlyDaysDefault: 26,
    sources: [
      "https://studioperalta.it/vitto-e-alloggio-colf-e-badanti-2025",
      "https://patronatoaclifirenze.it/lavoro-domestico-minimi-retributivi",
      "https://lanazione.it/firenze/cronaca/colf-assistenti-e-badanti-la-domanda-e-in-aumento-guida-ai-costi-del-contratto-fe3b6175",
    ],
    derived: [],
    notes: ["26 x daily = 171.60 (default). Alternative practice (Assindatcolf): 30 x daily."],
  },
  inps: {
    circular: "INPS circ. n. 29 of 30 Jan 2025",
    totalRateWithCuaf: "0.199675",
    totalRateWithoutCuaf: "0.200875",
    fixedTermAdditionalRate: "0.014",
    brackets: [
      {
        id: "bracket_1",
        conventionalWage: "8.40",
        effectiveWageOver: null,
        effectiveWageUpTo: "9.48",
        openEnded: { withCuaf: "1.68", withoutCuaf: "1.69", employee: "0.42" },
        fixedTerm: { withCuaf: "1.79", withoutCuaf: "1.80", employee: "0.42" },
      },
      {
        id: "bracket_2",
        conventionalWage: "9.48",
        effectiveWageOver: "9.48",
        effectiveWageUpTo: "11.54",
        openEnded: { withCuaf: "1.89", withoutCuaf: "1.90", employee: "0.48" },
        fixedTerm: { withCuaf: "2.03", withoutCuaf: "2.04", employee: "0.48" },
      },
      {
        id: "bracket_3",
        conventionalWage: "11.54",
        effectiveWageOver: "11.54",
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "2.30", withoutCuaf: "2.32", employee: "0.58" },
        fixedTerm: { withCuaf: "2.47", withoutCuaf: "2.48", employee: "0.58" },
      },
      {
        id: "over_24_hours",
        conventionalWage: "6.11",
        effectiveWageOver: null,
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "1.22", withoutCuaf: "1.23", employee: "0.31" },
        fixedTerm: { withCuaf: "1.31", withoutCuaf: "1.31", employee: "0.31" },
      },
    ],
    sources: ["https://mondolavorosrl.it/?p=14984", "https://studiouboldi.it/lavoro-domestico-colf-e-badanti-contributi-2025"],
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
      "2025-01-01",
      "2025-01-06",
      "2025-04-21",
      "2025-04-25",
      "2025-05-01",
      "2025-06-02",
      "2025-08-15",
      "2025-11-01",
      "2025-12-08",
      "2025-12-25",
      "2025-12-26",
    ],
    sources: ["https://bazeapp.com/ccnl/festivita-nazionali-e-infrasettimana-colf-e-badanti"],
    derived: [],
    notes: ["plus the local patron saint day; used only to cross-check the computed calendar"],
  },
  tfrRevaluationAt31Dec: {
    percent: "2.311148",
    foiDec: "121.5",
    sources: ["https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025"],
    derived: [],
    notes: [],
  },
};
