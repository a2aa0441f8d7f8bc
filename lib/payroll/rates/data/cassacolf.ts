/**
 * Dated versions of the cassacolf table (docs/rate-tables.md): each version is in force from its
 * effectiveFrom to the day before the next version, or to the end of its calendar year. `derived`
 * lists the figures computed rather than read verbatim; provisional versions are replaced when the
 * official table is published. Decimal strings only. Data, not code: read by ../registry.ts.
 */
import type { CassacolfData, RateTableVersion } from "../versions";

export const cassacolfVersions: readonly RateTableVersion<"cassacolf", CassacolfData>[] = [
  {
    id: "cassacolf@2023-01-01",
    table: "cassacolf",
    effectiveFrom: "2023-01-01",
    status: "published",
    source: "CCNL art. 53 (CAS.SA.COLF contribution)",
    publishedOn: null,
    sources: [
      "https://cassacolf.it/faq",
      "http://www.studioboaretto.it/cassacolf-procedura-invariata-per-la-variazione-del-contributo-contrattuale/",
      "https://webcolf.com/forum/webcolf-programma/7424-contributi-cassa-colf.html",
    ],
    derived: [],
    notes: ["CCNL art. 53; per paid hour, paid quarterly with the INPS PagoPA notice", "no change found in the 2025 renewal (not confirmed)"],
    data: {
      hourlyTotal: "0.06",
      employee: "0.02",
      employer: "0.04",
      nightAssistanceHoursPerDay: "8",
      nightPresenceHoursPerDay: "5",
    },
  },
  {
    id: "cassacolf@2024-01-01",
    table: "cassacolf",
    effectiveFrom: "2024-01-01",
    status: "published",
    source: "CCNL art. 53 (CAS.SA.COLF contribution)",
    publishedOn: null,
    sources: [
      "https://cassacolf.it/faq",
      "http://www.studioboaretto.it/cassacolf-procedura-invariata-per-la-variazione-del-contributo-contrattuale/",
      "https://webcolf.com/forum/webcolf-programma/7424-contributi-cassa-colf.html",
    ],
    derived: [],
    notes: ["CCNL art. 53; per paid hour, paid quarterly with the INPS PagoPA notice", "no change found in the 2025 renewal (not confirmed)"],
    data: {
      hourlyTotal: "0.06",
      employee: "0.02",
      employer: "0.04",
      nightAssistanceHoursPerDay: "8",
      nightPresenceHoursPerDay: "5",
    },
  },
  {
    id: "cassacolf@2025-01-01",
    table: "cassacolf",
    effectiveFrom: "2025-01-01",
    status: "published",
    source: "CCNL art. 53 (CAS.SA.COLF contribution)",
    publishedOn: null,
    sources: [
      "https://cassacolf.it/faq",
      "http://www.studioboaretto.it/cassacolf-procedura-invariata-per-la-variazione-del-contributo-contrattuale/",
      "https://webcolf.com/forum/webcolf-programma/7424-contributi-cassa-colf.html",
    ],
    derived: [],
    notes: ["CCNL art. 53; per paid hour, paid quarterly with the INPS PagoPA notice", "no change found in the 2025 renewal (not confirmed)"],
    data: {
      hourlyTotal: "0.06",
      employee: "0.02",
      employer: "0.04",
      nightAssistanceHoursPerDay: "8",
      nightPresenceHoursPerDay: "5",
    },
  },
  {
    id: "cassacolf@2026-01-01",
    table: "cassacolf",
    effectiveFrom: "2026-01-01",
    status: "published",
    source: "CCNL art. 53 (CAS.SA.COLF contribution)",
    publishedOn: null,
    sources: [
      "https://cassacolf.it/faq",
      "http://www.studioboaretto.it/cassacolf-procedura-invariata-per-la-variazione-del-contributo-contrattuale/",
      "https://webcolf.com/forum/webcolf-programma/7424-contributi-cassa-colf.html",
    ],
    derived: [],
    notes: ["CCNL art. 53; per paid hour, paid quarterly with the INPS PagoPA notice", "no change found in the 2025 renewal (not confirmed)"],
    data: {
      hourlyTotal: "0.06",
      employee: "0.02",
      employer: "0.04",
      nightAssistanceHoursPerDay: "8",
      nightPresenceHoursPerDay: "5",
    },
  },
  {
    id: "cassacolf@2027-01-01~provisional",
    table: "cassacolf",
    effectiveFrom: "2027-01-01",
    status: "provisional",
    source: "Provisional: cassacolf@2026-01-01 carried over (no change announced)",
    publishedOn: null,
    sources: [
      "https://cassacolf.it/faq",
      "http://www.studioboaretto.it/cassacolf-procedura-invariata-per-la-variazione-del-contributo-contrattuale/",
      "https://webcolf.com/forum/webcolf-programma/7424-contributi-cassa-colf.html",
    ],
    derived: ["hourlyTotal", "employee", "employer", "nightAssistanceHoursPerDay", "nightPresenceHoursPerDay"],
    notes: ["derived: copy of cassacolf@2026-01-01"],
    data: {
      hourlyTotal: "0.06",
      employee: "0.02",
      employer: "0.04",
      nightAssistanceHoursPerDay: "8",
      nightPresenceHoursPerDay: "5",
    },
  },
  {
    id: "cassacolf@2028-01-01~provisional",
    table: "cassacolf",
    effectiveFrom: "2028-01-01",
    status: "provisional",
    source: "Provisional: cassacolf@2027-01-01 carried over (no change announced)",
    publishedOn: null,
    sources: [
      "https://cassacolf.it/faq",
      "http://www.studioboaretto.it/cassacolf-procedura-invariata-per-la-variazione-del-contributo-contrattuale/",
      "https://webcolf.com/forum/webcolf-programma/7424-contributi-cassa-colf.html",
    ],
    derived: ["hourlyTotal", "employee", "employer", "nightAssistanceHoursPerDay", "nightPresenceHoursPerDay"],
    notes: ["derived: copy of cassacolf@2027-01-01"],
    data: {
      hourlyTotal: "0.06",
      employee: "0.02",
      employer: "0.04",
      nightAssistanceHoursPerDay: "8",
      nightPresenceHoursPerDay: "5",
    },
  },
];
