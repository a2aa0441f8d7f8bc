// The English of lib/i18n/messages/deadlines.ts (its own module: a page loads only its language).
import type { DeadlinesMessages } from "../deadlines";

type P = Record<string, string>;

const quarterEn = (q: string | undefined) => (q ? `Q${q.slice(6)} ${q.slice(0, 4)}` : "");
const italianDate = (iso: string | undefined) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "");

/** The mandatory communications' kinds (hiring, variation, extension, transformation, cessation, annulment). */
const COMMUNICATION_EN: Record<string, string> = {
  hiring: "hiring",
  variation: "variation",
  extension: "extension",
  transformation: "transformation",
  cessation: "cessation",
  annulment: "annulment",
};

export const en: DeadlinesMessages = {
  kinds: {
    inps_communication: "INPS communication",
    contribution_payment: "Contributions",
    probation_end: "End of probation",
    fixed_term_end: "Fixed term ends",
    thirteenth: "Thirteenth month",
    annual_statement: "Annual statement",
    permit_expiry: "Document expiring",
  },
  titles: {
    inps_communication: (p: P) => `INPS communication of ${COMMUNICATION_EN[p.communicationKind ?? ""] ?? "employment"}: ${p.workerName} (${p.employerName})`,
    contribution_payment_quarterly: (p: P) => `INPS and CAS.SA.COLF contributions for ${quarterEn(p.quarter)}: ${p.employerName}`,
    contribution_payment_cessation: (p: P) => `Cessation contributions of ${p.workerName} (${p.employerName}), employment ended on ${italianDate(p.endDate)}`,
    probation_end: (p: P) => `End of probation of ${p.workerName} (${p.employerName})`,
    fixed_term_end: (p: P) => `Fixed-term contract of ${p.workerName} (${p.employerName}) ends: record the end`,
    fixed_term_end_recorded: (p: P) => `Fixed-term contract of ${p.workerName} (${p.employerName}) ends`,
    thirteenth: (p: P) => `Thirteenth month ${p.year}: pay it within December`,
    annual_statement: (p: P) => `Annual statement ${p.year} (in place of the CU) to ${p.workerName} (${p.employerName})`,
    identity_document_expiry: (p: P) => `${p.workerName}'s identity document expires`,
    residence_permit_expiry: (p: P) => `${p.workerName}'s residence permit expires`,
  },
  home: {
    title: "Next deadlines",
    none: "No deadline in the next days.",
    overdue: "Overdue",
    overdueBadge: "overdue",
    open: "Open",
    all: "All deadlines",
    many: (n: number) => `${n} deadlines`,
  },
  calendar: {
    tab: "Calendar",
    title: "Deadlines calendar",
    intro:
      "A secret address to add to your calendar app (Google Calendar, Outlook, Apple Calendar): it shows the organization's deadlines from 30 days ago to the next 12 months, in your language.",
    secretNote: "Whoever knows the address sees the deadlines: do not share it. You can replace or revoke it at any time.",
    inactive: "No active address.",
    active: (date: string) => `Address active since ${date}.`,
    lastUsed: (date: string) => `Last read by your calendar: ${date}.`,
    create: "Create the address",
    rotate: "Replace the address",
    revoke: "Revoke",
    revokeConfirm: "Revoke the address? The calendar using it will stop updating.",
    created: "Copy the address now: it will not be shown again.",
    urlLabel: "Calendar address",
    copy: "Copy",
    copied: "Copied",
    revoked: "Address revoked.",
    onlyUsers: "The calendar is personal: sign in with your own user.",
  },
  feed: {
    calendarName: "Paghe Domestiche: deadlines",
    open: "Open in the app",
  },
};
