/**
 * Dated versions of the tfr-revaluation table (docs/rate-tables.md): each version is in force from its
 * effectiveFrom to the day before the next version, or to the end of its calendar year. `derived`
 * lists the figures computed rather than read verbatim; provisional versions are replaced when the
 * official table is published. Decimal strings only. Data, not code: read by ../registry.ts.
 */
import type { TfrRevaluationData, RateTableVersion } from "../versions";

export const tfrRevaluationVersions: readonly RateTableVersion<"tfr-revaluation", TfrRevaluationData>[] = [
  {
    id: "tfr-revaluation@2023-01-01",
    table: "tfr-revaluation",
    effectiveFrom: "2023-01-01",
    status: "published",
    source: "ISTAT FOI index (TFR revaluation at 31 December)",
    publishedOn: null,
    sources: [
      "https://eclavoro.it/tfr-indice-rivalutazione-dicembre-2022",
      "https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/",
      "https://eclavoro.it/tfr-pubblicato-coefficiente-rivalutazione-gennaio-2024",
    ],
    derived: ["percent"],
    notes: ["computed 1.5 + 0.75*(118.9/118.2-1)*100; FOI Dec 2022 from eclavoro, Dec 2023 implied by the 2024 coefficient and Jan 2024 coefficient"],
    data: {
      percent: "1.944162",
      foiDec: "118.9",
    },
  },
  {
    id: "tfr-revaluation@2024-01-01",
    table: "tfr-revaluation",
    effectiveFrom: "2024-01-01",
    status: "published",
    source: "ISTAT FOI index (TFR revaluation at 31 December)",
    publishedOn: null,
    sources: ["https://www.studiodap.it/tfr-indice-di-rivalutazione-dicembre-2024/"],
    derived: [],
    notes: [],
    data: {
      percent: "2.320017",
      foiDec: "120.2",
    },
  },
  {
    id: "tfr-revaluation@2025-01-01",
    table: "tfr-revaluation",
    effectiveFrom: "2025-01-01",
    status: "published",
    source: "ISTAT FOI index (TFR revaluation at 31 December)",
    publishedOn: null,
    sources: ["https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025"],
    derived: [],
    notes: [],
    data: {
      percent: "2.311148",
      foiDec: "121.5",
    },
  },
  {
    id: "tfr-revaluation@2026-01-01",
    table: "tfr-revaluation",
    effectiveFrom: "2026-01-01",
    status: "published",
    source: "ISTAT FOI index (TFR revaluation at 31 December)",
    publishedOn: null,
    sources: [],
    derived: [],
    notes: ["published by ISTAT mid-January 2027; for terminations in 2026 use the monthly ISTAT coefficient of the termination month"],
    data: {
      percent: null,
      foiDec: null,
    },
  },
  {
    id: "tfr-revaluation@2027-01-01~provisional",
    table: "tfr-revaluation",
    effectiveFrom: "2027-01-01",
    status: "provisional",
    source: "ISTAT FOI index (TFR revaluation at 31 December): not yet published",
    publishedOn: null,
    sources: [],
    derived: [],
    notes: ["published by ISTAT mid-January 2028"],
    data: {
      percent: null,
      foiDec: null,
    },
  },
  {
    id: "tfr-revaluation@2028-01-01~provisional",
    table: "tfr-revaluation",
    effectiveFrom: "2028-01-01",
    status: "provisional",
    source: "ISTAT FOI index (TFR revaluation at 31 December): not yet published",
    publishedOn: null,
    sources: [],
    derived: [],
    notes: ["published by ISTAT mid-January 2029"],
    data: {
      percent: null,
      foiDec: null,
    },
  },
];
