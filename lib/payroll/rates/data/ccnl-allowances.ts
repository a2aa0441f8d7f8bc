/**
 * Dated versions of the ccnl-allowances table (docs/rate-tables.md): each version is in force from its
 * effectiveFrom to the day before the next version, or to the end of its calendar year. `derived`
 * lists the figures computed rather than read verbatim; provisional versions are replaced when the
 * official table is published. Decimal strings only. Data, not code: read by ../registry.ts.
 */
import type { CcnlAllowancesData, RateTableVersion } from "../versions";

export const ccnlAllowancesVersions: readonly RateTableVersion<"ccnl-allowances", CcnlAllowancesData>[] = [
  {
    id: "ccnl-allowances@2023-01-01",
    table: "ccnl-allowances",
    effectiveFrom: "2023-01-01",
    status: "published",
    source: "Ministry of Labour minimum pay table 2023 (national commission, art. 38 CCNL)",
    publishedOn: "2023-01-24",
    sources: [
      "https://contrattolavoro.org/categoria/aumenti/page/2",
      "https://www.studiorebonato.it/2023/01/31/lavoro-domestico-accordo-sui-minimi-retributivi-2023/",
      "https://agenzialavoro.solcosrl.it/?p=16977",
      "https://an.cna.it/lavoro-domestico-aggiornati-i-minimi-retributivi-del-ccnl/",
    ],
    derived: [],
    notes: [],
    data: {
      functionAllowanceMonthly: "194.98",
      babysitterAllowance: {
        liveInFullTimeMonthly: "130.05",
        liveInReducedMonthly: "91.12",
        hourly: "0.79",
      },
      multiAssistanceAllowance: {
        monthly: "112.34",
        hourly: "0.66",
      },
      uniCertificationAllowanceMonthly: {
        B: "8.99",
        BS: "11.24",
        CS: "11.24",
      },
    },
  },
  {
    id: "ccnl-allowances@2024-01-01",
    table: "ccnl-allowances",
    effectiveFrom: "2024-01-01",
    status: "published",
    source: "Ministry of Labour minimum pay table 2024 (national commission, art. 38 CCNL)",
    publishedOn: "2024-01-10",
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
    data: {
      functionAllowanceMonthly: "196.07",
      babysitterAllowance: {
        liveInFullTimeMonthly: "130.78",
        liveInReducedMonthly: "91.63",
        hourly: "0.79",
      },
      multiAssistanceAllowance: {
        monthly: "112.97",
        hourly: "0.66",
      },
      uniCertificationAllowanceMonthly: {
        B: "9.04",
        BS: "11.30",
        CS: "11.30",
      },
    },
  },
  {
    id: "ccnl-allowances@2025-01-01",
    table: "ccnl-allowances",
    effectiveFrom: "2025-01-01",
    status: "published",
    source: "Ministry of Labour minimum pay table 2025 (national commission, art. 38 CCNL)",
    publishedOn: "2025-01-14",
    sources: [
      "https://circuitolavoro.it/guide/nuovi-stipendi-minimi-2025-per-colf-e-badanti-importi-e-adeguamenti-istat/amp",
      "https://www.potentiareview.it/casa/08/10/ecco-il-salario-minimo-aggiornato-che-devi-pagare-a-una-colf-o-badante-secondo-la-legge",
      "https://patronatoaclifirenze.it/lavoro-domestico-minimi-retributivi",
    ],
    derived: ["uniCertificationAllowanceMonthly"],
    notes: [
      "sources disagree (1405.88 circuitolavoro; 1602.95 total => 1405.00 potentiareview). 1405.58 = 1392.21 x 1.0096 and is the only value consistent with the published 2026 DS (1474.73). Verify against Ministry table.",
      "derived = 2024 x 1.0096; not found verbatim in sources",
    ],
    data: {
      functionAllowanceMonthly: "197.95",
      babysitterAllowance: {
        liveInFullTimeMonthly: "132.04",
        liveInReducedMonthly: "92.51",
        hourly: "0.80",
      },
      multiAssistanceAllowance: {
        monthly: "114.05",
        hourly: "0.67",
      },
      uniCertificationAllowanceMonthly: {
        B: "9.13",
        BS: "11.41",
        CS: "11.41",
      },
    },
  },
  {
    id: "ccnl-allowances@2026-01-01",
    table: "ccnl-allowances",
    effectiveFrom: "2026-01-01",
    status: "published",
    source: "CCNL renewal 2025 + Commission agreement of 11 Feb 2026 (minimum pay table 2026)",
    publishedOn: "2026-02-11",
    sources: [
      "https://www.ratioquotidiano.it/lavoro-domestico-pubblicate-le-tabelle-retributive-2026",
      "https://www.ecnews.it/lavoro/rapporto-di-lavoro/diritto-sindacale/lavoro-domestico-pubblicati-minimi-anno-2026",
      "https://www.blogsicilia.it/oltrelostretto/lavoro-domestico-aumenti-2026-colf-badanti/1226391/",
      "https://www.dailymotion.com/video/xa05oga",
      "https://agenzialavoro.solcosrl.it/rinnovato-il-ccnl-lavoro-domestico",
      "https://lavorodomestico.assindatcolf.it/rinnovato-il-ccnl-del-lavoro-domestico-aumenti-dilazionati-e-piu-tutele-per-lavoratori-e-famiglie",
    ],
    derived: ["functionAllowanceMonthly"],
    notes: [
      "derived = 197.95 x factor; not found verbatim",
      "B, BS from blogsicilia; A 6.50 per dailymotion news video vs 6.51 in a third-party app table; AS 6.76 only in that third-party table; C, CS, D from the same third-party table and equal to 2025 x factor; DS 9.97 confirmed by the video. Recommend A=6.51 (higher value) until the Ministry table is checked.",
      "renewal set EUR 30/month from 1 Jan 2026; 30.27 after ISTAT (ecnews); absorbed by function allowance for DS live-in",
    ],
    data: {
      functionAllowanceMonthly: "207.69",
      babysitterAllowance: {
        liveInFullTimeMonthly: "138.54",
        liveInReducedMonthly: "97.06",
        hourly: "0.84",
      },
      multiAssistanceAllowance: {
        monthly: "119.66",
        hourly: "0.70",
      },
      uniCertificationAllowanceMonthly: {
        B: "30.27",
        BS: "30.27",
        CS: "30.27",
      },
    },
  },
  {
    id: "ccnl-allowances@2027-01-01~provisional",
    table: "ccnl-allowances",
    effectiveFrom: "2027-01-01",
    status: "provisional",
    source: "CCNL lavoro domestico renewal of 28 Oct 2025: step from 2027-01-01 re-proportioned to the allowances (provisional, computed)",
    publishedOn: null,
    sources: [
      "https://agenzialavoro.solcosrl.it/rinnovato-il-ccnl-lavoro-domestico",
      "https://lavorodomestico.assindatcolf.it/rinnovato-il-ccnl-del-lavoro-domestico-aumenti-dilazionati-e-piu-tutele-per-lavoratori-e-famiglie",
      "https://www.ratioquotidiano.it/lavoro-domestico-pubblicate-le-tabelle-retributive-2026",
    ],
    derived: [
      "functionAllowanceMonthly",
      "babysitterAllowance.liveInFullTimeMonthly",
      "babysitterAllowance.liveInReducedMonthly",
      "babysitterAllowance.hourly",
      "multiAssistanceAllowance.monthly",
      "multiAssistanceAllowance.hourly",
      "uniCertificationAllowanceMonthly.B",
      "uniCertificationAllowanceMonthly.BS",
      "uniCertificationAllowanceMonthly.CS",
    ],
    notes: [
      "derived: function, baby-sitter and multi-assistance allowances = ccnl-allowances@2026-01-01 × (1053.39 + 30) / 1053.39 = 1.0284795 (the 2026 table re-proportioned them with the same factor as the minimums, rules.md §1)",
      "UNI 11766 allowance unchanged from ccnl-allowances@2026-01-01: it is a fixed EUR 30 uprated by ISTAT only, not part of the tranche",
    ],
    data: {
      functionAllowanceMonthly: "213.60",
      babysitterAllowance: {
        liveInFullTimeMonthly: "142.49",
        liveInReducedMonthly: "99.82",
        hourly: "0.86",
      },
      multiAssistanceAllowance: {
        monthly: "123.07",
        hourly: "0.72",
      },
      uniCertificationAllowanceMonthly: {
        B: "30.27",
        BS: "30.27",
        CS: "30.27",
      },
    },
  },
  {
    id: "ccnl-allowances@2028-01-01~provisional",
    table: "ccnl-allowances",
    effectiveFrom: "2028-01-01",
    status: "provisional",
    source: "CCNL lavoro domestico renewal of 28 Oct 2025: step from 2028-01-01 re-proportioned to the allowances (provisional, computed)",
    publishedOn: null,
    sources: [
      "https://agenzialavoro.solcosrl.it/rinnovato-il-ccnl-lavoro-domestico",
      "https://lavorodomestico.assindatcolf.it/rinnovato-il-ccnl-del-lavoro-domestico-aumenti-dilazionati-e-piu-tutele-per-lavoratori-e-famiglie",
      "https://www.ratioquotidiano.it/lavoro-domestico-pubblicate-le-tabelle-retributive-2026",
    ],
    derived: [
      "functionAllowanceMonthly",
      "babysitterAllowance.liveInFullTimeMonthly",
      "babysitterAllowance.liveInReducedMonthly",
      "babysitterAllowance.hourly",
      "multiAssistanceAllowance.monthly",
      "multiAssistanceAllowance.hourly",
      "uniCertificationAllowanceMonthly.B",
      "uniCertificationAllowanceMonthly.BS",
      "uniCertificationAllowanceMonthly.CS",
    ],
    notes: [
      "derived: function, baby-sitter and multi-assistance allowances = ccnl-allowances@2027-01-01 × (1083.39 + 15) / 1083.39 = 1.0138454 (the 2026 table re-proportioned them with the same factor as the minimums, rules.md §1)",
      "UNI 11766 allowance unchanged from ccnl-allowances@2027-01-01: it is a fixed EUR 30 uprated by ISTAT only, not part of the tranche",
    ],
    data: {
      functionAllowanceMonthly: "216.56",
      babysitterAllowance: {
        liveInFullTimeMonthly: "144.46",
        liveInReducedMonthly: "101.20",
        hourly: "0.87",
      },
      multiAssistanceAllowance: {
        monthly: "124.77",
        hourly: "0.73",
      },
      uniCertificationAllowanceMonthly: {
        B: "30.27",
        BS: "30.27",
        CS: "30.27",
      },
    },
  },
  {
    id: "ccnl-allowances@2028-09-01~provisional",
    table: "ccnl-allowances",
    effectiveFrom: "2028-09-01",
    status: "provisional",
    source: "CCNL lavoro domestico renewal of 28 Oct 2025: step from 2028-09-01 re-proportioned to the allowances (provisional, computed)",
    publishedOn: null,
    sources: [
      "https://agenzialavoro.solcosrl.it/rinnovato-il-ccnl-lavoro-domestico",
      "https://lavorodomestico.assindatcolf.it/rinnovato-il-ccnl-del-lavoro-domestico-aumenti-dilazionati-e-piu-tutele-per-lavoratori-e-famiglie",
      "https://www.ratioquotidiano.it/lavoro-domestico-pubblicate-le-tabelle-retributive-2026",
    ],
    derived: [
      "functionAllowanceMonthly",
      "babysitterAllowance.liveInFullTimeMonthly",
      "babysitterAllowance.liveInReducedMonthly",
      "babysitterAllowance.hourly",
      "multiAssistanceAllowance.monthly",
      "multiAssistanceAllowance.hourly",
      "uniCertificationAllowanceMonthly.B",
      "uniCertificationAllowanceMonthly.BS",
      "uniCertificationAllowanceMonthly.CS",
    ],
    notes: [
      "derived: function, baby-sitter and multi-assistance allowances = ccnl-allowances@2028-01-01 × (1098.39 + 15) / 1098.39 = 1.0136564 (the 2026 table re-proportioned them with the same factor as the minimums, rules.md §1)",
      "UNI 11766 allowance unchanged from ccnl-allowances@2028-01-01: it is a fixed EUR 30 uprated by ISTAT only, not part of the tranche",
    ],
    data: {
      functionAllowanceMonthly: "219.52",
      babysitterAllowance: {
        liveInFullTimeMonthly: "146.43",
        liveInReducedMonthly: "102.58",
        hourly: "0.88",
      },
      multiAssistanceAllowance: {
        monthly: "126.47",
        hourly: "0.74",
      },
      uniCertificationAllowanceMonthly: {
        B: "30.27",
        BS: "30.27",
        CS: "30.27",
      },
    },
  },
];
