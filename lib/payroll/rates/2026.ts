/**
 * Rate tables for 2026. Copied from the project's domain reference (rates.json / rules.md §2–§7),
 * every section with its public source URLs; values listed in `derived` were computed from
 * published neighbours with the uprating rule and must be checked against the Ministry of Labour
 * table before production use. Decimal strings only.
 */
import type { YearRates } from "./types";

export const rates2026: YearRates = {
  year: 2026,
  version: "2026 · INPS circ. 9/2026 · CCNL minimi 2026",
  ccnl: {
    basis:
      "CCNL renewal (hypothesis signed 28 Oct 2025, approved 11 Dec 2025; normative part from 1 Nov 2025, economic part from 1 Jan 2026) + Commission agreement 11 Feb 2026. Rule observed: new = (2025 value + riparametrated share of EUR 40 on BS live-in) x 1.009 (90% of ISTAT 1.0%), i.e. factor 1.0491996 on every item except levels A and AS, which were re-based.",
    tableA: { A: "908.10", AS: "958.55", B: "983.16", BS: "1053.39", C: "1123.63", CS: "1193.84", D: "1404.51", DS: "1474.73" },
    tableB: { B: "702.25", BS: "737.39", C: "814.60" },
    tableC: { A: "6.51", AS: "6.76", B: "7.01", BS: "7.45", C: "7.86", CS: "8.30", D: "9.57", DS: "9.97" },
    tableD: { BS: "1211.38", CS: "1372.91", DS: "1695.99" },
    tableE: "811.09",
    tableG: { CS: "8.91", DS: "10.75" },
    functionAllowanceMonthly: "207.69",
    babysitterAllowance: {
      liveInFullTimeMonthly: "138.54",
      liveInReducedMonthly: "97.06",
      hourly: "0.84",
    },
    multiAssistanceAllowance: { monthly: "119.66", hourly: "0.70" },
    uniCertificationAllowanceMonthly: { B: "30.27", BS: "30.27", CS: "30.27" },
    sources: [
      "https://www.ratioquotidiano.it/lavoro-domestico-pubblicate-le-tabelle-retributive-2026",
      "https://www.ecnews.it/lavoro/rapporto-di-lavoro/diritto-sindacale/lavoro-domestico-pubblicati-minimi-anno-2026",
      "https://www.blogsicilia.it/oltrelostretto/lavoro-domestico-aumenti-2026-colf-badanti/1226391/",
      "https://www.dailymotion.com/video/xa05oga",
      "https://agenzialavoro.solcosrl.it/rinnovato-il-ccnl-lavoro-domestico",
      "https://lavorodomestico.assindatcolf.it/rinnovato-il-ccnl-del-lavoro-domestico-aumenti-dilazionati-e-piu-tutele-per-lavoratori-e-famiglie",
    ],
    derived: ["functionAllowanceMonthly", "tableB.B", "tableB.BS", "tableB.C", "tableD.BS", "tableD.CS", "tableD.DS", "tableG.DS", "tableC.A", "tableC.AS"],
    notes: [
      "derived = 197.95 x factor; not found verbatim",
      "B, BS from blogsicilia; A 6.50 per dailymotion news video vs 6.51 in a third-party app table; AS 6.76 only in that third-party table; C, CS, D from the same third-party table and equal to 2025 x factor; DS 9.97 confirmed by the video. Recommend A=6.51 (higher value) until the Ministry table is checked.",
      "renewal set EUR 30/month from 1 Jan 2026; 30.27 after ISTAT (ecnews); absorbed by function allowance for DS live-in",
    ],
  },
  board: {
    lunchOrBreakfast: "2.33",
    dinner: "2.33",
    lodging: "2.00",
    monthlyDaysDefault: 30,
    sources: [
      "https://www.ecnews.it/lavoro/rapporto-di-lavoro/diritto-sindacale/lavoro-domestico-pubblicati-minimi-anno-2026",
      "https://www.professione-lavoro.it/aggiornamento-minimi-lavoro-domestico-indennita-e-novita-pratiche-per-il-2026",
      "https://www.caafcgil.com/titolo-1435",
    ],
    derived: [],
    notes: ["renewal art. 36: 30 x daily = 199.80 (previously 26 x daily)"],
  },
  inps: {
    circular: "INPS circ. n. 9 of 3 Feb 2026",
    totalRateWithCuaf: "0.199675",
    totalRateWithoutCuaf: "0.200875",
    fixedTermAdditionalRate: "0.014",
    brackets: [
      {
        id: "bracket_1",
        conventionalWage: "8.52",
        effectiveWageOver: null,
        effectiveWageUpTo: "9.61",
        openEnded: { withCuaf: "1.70", withoutCuaf: "1.71", employee: "0.43" },
        fixedTerm: { withCuaf: "1.82", withoutCuaf: "1.83", employee: "0.43" },
      },
      {
        id: "bracket_2",
        conventionalWage: "9.61",
        effectiveWageOver: "9.61",
        effectiveWageUpTo: "11.70",
        openEnded: { withCuaf: "1.92", withoutCuaf: "1.93", employee: "0.48" },
        fixedTerm: { withCuaf: "2.05", withoutCuaf: "2.06", employee: "0.48" },
      },
      {
        id: "bracket_3",
        conventionalWage: "11.70",
        effectiveWageOver: "11.70",
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "2.34", withoutCuaf: "2.35", employee: "0.59" },
        fixedTerm: { withCuaf: "2.50", withoutCuaf: "2.51", employee: "0.59" },
      },
      {
        id: "over_24_hours",
        conventionalWage: "6.20",
        effectiveWageOver: null,
        effectiveWageUpTo: null,
        openEnded: { withCuaf: "1.24", withoutCuaf: "1.25", employee: "0.31" },
        fixedTerm: { withCuaf: "1.32", withoutCuaf: "1.33", employee: "0.31" },
      },
    ],
    sources: [
      "https://www.geps.it/importo-dei-contributi-dovuti-per-lanno-2026-per-i-lavoratori-domestici-colf-badanti-11077",
      "https://stranieriinitalia.it/attualita/lavoro-domestico-ecco-i-contributi-inps-2026-cosa-cambia/",
      "https://www.ratioquotidiano.it/lavoratori-domestici-contributi-2026",
    ],
    derived: [],
    notes: [
      "Hourly amounts in EUR, published table values (rounded to cents). employee = worker share per hour (same with/without CUAF and for fixed-term). employer = total - employee.",
      "stranieriinitalia reports 2.34 also without CUAF; geps reproduces the circular table with 2.35, which matches 11.70 x 20.0875%. Use 2.35.",
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
      "2026-01-01",
      "2026-01-06",
      "2026-04-06",
      "2026-04-25",
      "2026-05-01",
      "2026-06-02",
      "2026-08-15",
      "2026-10-04",
      "2026-11-01",
      "2026-12-08",
      "2026-12-25",
      "2026-12-26",
    ],
    sources: ["https://bazeapp.com/ccnl/festivita-nazionali-e-infrasettimana-colf-e-badanti", "https://www.iqnotizie.it/notizia/IQ41459"],
    derived: [],
    notes: ["plus the local patron saint day; used only to cross-check the computed calendar"],
  },
  tfrRevaluationAt31Dec: {
    percent: null,
    foiDec: null,
    sources: [],
    derived: [],
    notes: ["published by ISTAT mid-January 2027; for terminations in 2026 use the monthly ISTAT coefficient of the termination month"],
  },
};
