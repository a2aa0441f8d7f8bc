import "server-only";
import type { DeadlineKind } from "@/lib/validation/deadlines";
import { contributionPaymentDeadlines } from "./contribution-payments";
import { fixedTermEndDeadlines, probationEndDeadlines } from "./contract-ends";
import type { DeadlineSource } from "./deadline";
import { permitExpiryDeadlines } from "./permit-expiries";
import { annualStatementDeadlines, thirteenthDeadlines } from "./yearly";
import { listCommunicationDeadlines } from "@/lib/services/inps-communications/list-communication-deadlines";
import { communicationDeadline } from "./inps-communications";

/**
 * Where each kind of deadline comes from: one source per kind, `(ctx, range) => Deadline[]`.
 * Adding a kind is one entry here (and its name in DEADLINE_KINDS, lib/validation/deadlines.ts).
 */
export const DEADLINE_SOURCES: readonly { kind: DeadlineKind; list: DeadlineSource }[] = [
  // the mandatory communications' deadlines (rules-update-3.md B4) still to file, with their own overdue:
  // a filed one is done (its receipt recorded), so it is no longer a deadline of the home page or the feed
  {
    kind: "inps_communication",
    list: async (ctx, range) =>
      (await listCommunicationDeadlines(ctx, range)).filter((c) => c.status === "to_file").map((c) => communicationDeadline(c, range)),
  },
  { kind: "contribution_payment", list: contributionPaymentDeadlines },
  { kind: "probation_end", list: probationEndDeadlines },
  { kind: "fixed_term_end", list: fixedTermEndDeadlines },
  { kind: "thirteenth", list: thirteenthDeadlines },
  { kind: "annual_statement", list: annualStatementDeadlines },
  { kind: "permit_expiry", list: permitExpiryDeadlines },
];
