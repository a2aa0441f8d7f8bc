import "server-only";
import type { DeadlineKind } from "@/lib/validation/deadlines";
import { contributionPaymentDeadlines } from "./contribution-payments";
import { fixedTermEndDeadlines, probationEndDeadlines } from "./contract-ends";
import type { DeadlineSource } from "./deadline";
import { permitExpiryDeadlines } from "./permit-expiries";
import { annualStatementDeadlines, thirteenthDeadlines } from "./yearly";

/**
 * Where each kind of deadline comes from: one source per kind, `(ctx, range) => Deadline[]`.
 * Adding a kind is one entry here (and its name in DEADLINE_KINDS, lib/validation/deadlines.ts).
 */
export const DEADLINE_SOURCES: readonly { kind: DeadlineKind; list: DeadlineSource | null }[] = [
  // WIRE AT MERGE: the INPS communications' deadlines (hiring by the day before the start; extension,
  // transformation and cessation within 5 days: rules-update-3.md B4) come from the communications
  // service: `list: (ctx, range) => listCommunicationDeadlines(ctx, range)` from lib/services/inps-communications.
  // Until then the kind is accepted and answers nothing.
  { kind: "inps_communication", list: null },
  { kind: "contribution_payment", list: contributionPaymentDeadlines },
  { kind: "probation_end", list: probationEndDeadlines },
  { kind: "fixed_term_end", list: fixedTermEndDeadlines },
  { kind: "thirteenth", list: thirteenthDeadlines },
  { kind: "annual_statement", list: annualStatementDeadlines },
  { kind: "permit_expiry", list: permitExpiryDeadlines },
];
