/**
 * Rate tables for 2023. Copied from the project's domain reference (rates.json / rules.md §2–§7),
 * every section with its public source URLs; values listed in `derived` were computed from
 * published neighbours with the uprating rule and must be checked against the Ministry of Labour
 * table before production use. Decimal strings only.
 */
import type { YearRates } from "./types";

export const rates2023: YearRates = {
  year: 2023,
  version: "2023 · INPS circ. 13/2023 · CCNL minimi 2023",
  ccnl: {
    basis:
      "CCNL 8 Sep 2020 (Fidaldo/Domina + Filcams, Fisascat, Uiltucs, Federcolf), Commission minutes 16 Jan 2023; wages +9.2% (80% of ISTAT 11.5%), board/lodging +11.5%",
    tableA: { A: "725.19", AS: "857.06", B: "922.98", BS: "988.90", C: "1054.85", CS: "1120.76", D: "1318.54", DS: "1384.46" },
    tableB: { B: "659.27", BS: "692.25", C: "764.74" },
    tableC: { A: "5.27", AS: "6.21", B: "6.58", BS: "6.99", C: "7.38", CS: "7.79", D: "8.98", DS: "9.36" },
    tableD: { BS: "1137.23", CS: "1288.87", DS: "1592.17" },
    tableE: "761.45",
    tableG: { CS: "8.36", DS: "10.09" },
    functionAllowanceMonthly: "194.98",
    babysitterAllowance: {
      liveInFullTimeMonthly: "130.05",
      liveInReducedMonthly: "91.12",
      hourly: "0.79",
    },
    multiAssistanceAllowance: { monthly: "112.34", hourly: "0.66" },
    uniCertificationAllowanceMonthly: { B: "8.99", BS: "11.24", CS: "11.24" },
    sources: [
      "https://contrattolavoro.org/categoria/aumenti/page/2",
      "https://www.studiorebonato.it/2023/01/31/lavoro-domestico-accordo-sui-minimi-retributivi-2023/",
      "https://agenzialavoro.solcosrl.it/?p=16977",
      "https://an.cna.it/lavoro-domestico-aggiornati-i-minimi-retributivi-del-ccnl/",
    ],
    derived: [],
    notes: [],
  },
  board: {
    lunchOrBreakfast: "2.26",
    dinner: "2.26",
    lodging: "1.95",
    monthlyDaysDefault: 26,
    sources: [
      "https://contrattolavoro.org/categoria/aumenti/page/2",
      "https://an.cna.it/lavoro-domestico-aggiornati-i-minimi-retributivi-del-ccnl/",
      "https://lanazione.it/firenze/cronaca/colf-assistenti-e-badanti-la-domanda-e-in-aumento-guida-ai-costi-del-contratto-fe3b6175",
    ],
    derived: [],
    notes: ["26 x daily = 168.22 (default). Alternative practice (Assindatcolf): 30 x daily."],
  },
  inps: {
    circular: "INPS circ. n. 13 of 2 Feb 2023",
    totalRateWithCuaf: "0.199675",
    totalRateWithoutCuaf: "0.200875",
    fixedTermAdditionalRate: "0.014",
    brackets: [
      {
        id: "bracket_1",
        conventionalWage: "7.90",
        effectiveWageOver: null,
        effectiveWageUpTo: "8.92",
        openEnded: { withCuaf: "1.58", withoutCuaf: "1.59", employee: "0.40" },
        fixedTerm: { withCuaf: "1.69", withoutCuaf: "1.70", employee: "0.40" },
      },
      {
        id: "bracket_2",
        conventionalWage: "8.92",
        effectiveWageOver: "8.92",
        effectiveWageUpTo: "10.86",
        openEnded: { withCuaf: "1.78", withoutCuaf: "1.79", employee: "0.45" },
        fixedTerm: { withCuaf: "1.91", withoutCuaf: "1.92", employee: "0.45" },
      },
      {
        id: "bracket_3",
        conventionalWage: "10.86",
        effectiveWageOver: "10.86",
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "2.17", withoutCuaf: "2.18", employee: "0.55" },
        fixedTerm: { withCuaf: "2.32", withoutCuaf: "2.33", employee: "0.55" },
      },
      {
        id: "over_24_hours",
        conventionalWage: "5.75",
        effectiveWageOver: null,
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "1.15", withoutCuaf: "1.16", employee: "0.29" },
        fixedTerm: { withCuaf: "1.23", withoutCuaf: "1.24", employee: "0.29" },
      },
    ],
    sources: [
      "https://www.ascomtorino.it/notizia?kid=7015",
      "https://www.confedilizia.it/interlocutori/datori-di-lavoro-domestico/colf-contributi-inps-lavoro-tempo-determinato/",
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
      "2023-01-01",
      "2023-01-06",
      "2023-04-10",
      "2023-04-25",
      "2023-05-01",
      "2023-06-02",
      "2023-08-15",
      "2023-11-01",
      "2023-12-08",
      "2023-12-25",
      "2023-12-26",
    ],
    sources: ["https://bazeapp.com/ccnl/festivita-nazionali-e-infrasettimana-colf-e-badanti"],
    derived: [],
    notes: ["plus the local patron saint day; used only to cross-check the computed calendar"],
  },
  tfrRevaluationAt31Dec: {
    percent: "1.944162",
    foiDec: "118.9",
    sources: [
      "https://eclavoro.it/tfr-indice-rivalutazione-dicembre-2022",
      "https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/",
      "https://eclavoro.it/tfr-pubblicato-coefficiente-rivalutazione-gennaio-2024",
    ],
    derived: ["percent"],
    notes: ["computed 1.5 + 0.75*(118.9/118.2-1)*100; FOI Dec 2022 from eclavoro, Dec 2023 implied by the 2024 coefficient and Jan 2024 coefficient"],
  },
};
