/**
 * Dated versions of the board-lodging table (docs/rate-tables.md): each version is in force from its
 * effectiveFrom to the day before the next version, or to the end of its calendar year. `derived`
 * lists the figures computed rather than read verbatim; provisional versions are replaced when the
 * official table is published. Decimal strings only. Data, not code: read by ../registry.ts.
 */
import type { BoardLodgingData, RateTableVersion } from "../versions";

export const boardLodgingVersions: readonly RateTableVersion<"board-lodging", BoardLodgingData>[] = [
  {
    id: "board-lodging@2023-01-01",
    table: "board-lodging",
    effectiveFrom: "2023-01-01",
    status: "published",
    source: "Ministry of Labour board and lodging values 2023 (national commission, art. 38 CCNL)",
    publishedOn: "2023-01-24",
    sources: [
      "https://contrattolavoro.org/categoria/aumenti/page/2",
      "https://an.cna.it/lavoro-domestico-aggiornati-i-minimi-retributivi-del-ccnl/",
      "https://lanazione.it/firenze/cronaca/colf-assistenti-e-badanti-la-domanda-e-in-aumento-guida-ai-costi-del-contratto-fe3b6175",
    ],
    derived: [],
    notes: ["26 x daily = 168.22 (default). Alternative practice (Assindatcolf): 30 x daily."],
    data: {
      lunchOrBreakfast: "2.26",
      dinner: "2.26",
      lodging: "1.95",
      monthlyDaysDefault: 26,
    },
  },
  {
    id: "board-lodging@2024-01-01",
    table: "board-lodging",
    effectiveFrom: "2024-01-01",
    status: "published",
    source: "Ministry of Labour board and lodging values 2024 (national commission, art. 38 CCNL)",
    publishedOn: "2024-01-10",
    sources: [
      "https://confil.it/2024/01/11/lavoro-domestico-aggiornamenti/?print=print",
      "https://lanazione.it/firenze/cronaca/colf-assistenti-e-badanti-la-domanda-e-in-aumento-guida-ai-costi-del-contratto-fe3b6175",
    ],
    derived: [],
    notes: ["26 x daily = 169.52 (default). Alternative practice (Assindatcolf): 30 x daily."],
    data: {
      lunchOrBreakfast: "2.28",
      dinner: "2.28",
      lodging: "1.96",
      monthlyDaysDefault: 26,
    },
  },
  {
    id: "board-lodging@2025-01-01",
    table: "board-lodging",
    effectiveFrom: "2025-01-01",
    status: "published",
    source: "Ministry of Labour board and lodging values 2025 (national commission, art. 38 CCNL)",
    publishedOn: "2025-01-14",
    sources: [
      "https://studioperalta.it/vitto-e-alloggio-colf-e-badanti-2025",
      "https://patronatoaclifirenze.it/lavoro-domestico-minimi-retributivi",
      "https://lanazione.it/firenze/cronaca/colf-assistenti-e-badanti-la-domanda-e-in-aumento-guida-ai-costi-del-contratto-fe3b6175",
    ],
    derived: [],
    notes: ["26 x daily = 171.60 (default). Alternative practice (Assindatcolf): 30 x daily."],
    data: {
      lunchOrBreakfast: "2.31",
      dinner: "2.31",
      lodging: "1.98",
      monthlyDaysDefault: 26,
    },
  },
  {
    id: "board-lodging@2026-01-01",
    table: "board-lodging",
    effectiveFrom: "2026-01-01",
    status: "published",
    source: "CCNL renewal 2025 + Commission agreement of 11 Feb 2026 (board and lodging values 2026)",
    publishedOn: "2026-02-11",
    sources: [
      "https://www.ecnews.it/lavoro/rapporto-di-lavoro/diritto-sindacale/lavoro-domestico-pubblicati-minimi-anno-2026",
      "https://www.professione-lavoro.it/aggiornamento-minimi-lavoro-domestico-indennita-e-novita-pratiche-per-il-2026",
      "https://www.caafcgil.com/titolo-1435",
    ],
    derived: [],
    notes: ["renewal art. 36: 30 x daily = 199.80 (previously 26 x daily)"],
    data: {
      lunchOrBreakfast: "2.33",
      dinner: "2.33",
      lodging: "2.00",
      monthlyDaysDefault: 30,
    },
  },
  {
    id: "board-lodging@2027-01-01~provisional",
    table: "board-lodging",
    effectiveFrom: "2027-01-01",
    status: "provisional",
    source:
      "Provisional: board-lodging@2026-01-01 carried over (board and lodging are uprated by 100 % of ISTAT FOI only; the 2027 figure is not yet published)",
    publishedOn: null,
    sources: [
      "https://www.ecnews.it/lavoro/rapporto-di-lavoro/diritto-sindacale/lavoro-domestico-pubblicati-minimi-anno-2026",
      "https://www.professione-lavoro.it/aggiornamento-minimi-lavoro-domestico-indennita-e-novita-pratiche-per-il-2026",
      "https://www.caafcgil.com/titolo-1435",
    ],
    derived: ["lunchOrBreakfast", "dinner", "lodging"],
    notes: ["derived: copy of board-lodging@2026-01-01 until the Ministry's 2027 table"],
    data: {
      lunchOrBreakfast: "2.33",
      dinner: "2.33",
      lodging: "2.00",
      monthlyDaysDefault: 30,
    },
  },
  {
    id: "board-lodging@2028-01-01~provisional",
    table: "board-lodging",
    effectiveFrom: "2028-01-01",
    status: "provisional",
    source:
      "Provisional: board-lodging@2027-01-01 carried over (board and lodging are uprated by 100 % of ISTAT FOI only; the 2028 figure is not yet published)",
    publishedOn: null,
    sources: [
      "https://www.ecnews.it/lavoro/rapporto-di-lavoro/diritto-sindacale/lavoro-domestico-pubblicati-minimi-anno-2026",
      "https://www.professione-lavoro.it/aggiornamento-minimi-lavoro-domestico-indennita-e-novita-pratiche-per-il-2026",
      "https://www.caafcgil.com/titolo-1435",
    ],
    derived: ["lunchOrBreakfast", "dinner", "lodging"],
    notes: ["derived: copy of board-lodging@2027-01-01 until the Ministry's 2028 table"],
    data: {
      lunchOrBreakfast: "2.33",
      dinner: "2.33",
      lodging: "2.00",
      monthlyDaysDefault: 30,
    },
  },
];
