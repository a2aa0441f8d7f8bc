import "server-only";
import { assertOrganization } from "@/lib/auth/principal";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/config";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import { DEADLINE_KINDS, deadlineWindow, parseDeadlineKinds, type DeadlineKind, type DeadlineList, type DeadlineView } from "@/lib/validation/deadlines";
import { deadlineSummary, type DeadlineRange } from "./deadline";
import { DEADLINE_SOURCES } from "./sources";

export interface ListDeadlinesInput {
  organizationId?: string;
  from?: string;
  to?: string;
  /** kinds asked for; raw `kind` query values (repeated or comma lists) are checked here */
  kinds?: readonly DeadlineKind[] | readonly string[];
  /** the language of `summary` */
  locale: Locale;
  /** today in Italy (defaults to the clock); tests and the feed pass it */
  today?: string;
}

/** Kind order among deadlines of the same day: payments first, then what the clerk has to do for one contract. */
const KIND_ORDER = new Map(DEADLINE_KINDS.map((k, i) => [k, i]));

/**
 * The organization's deadlines calendar (issue 31 point 5): every source of the kinds asked for,
 * combined and sorted by date (then kind, then title), in the caller's scope.
 */
export async function listDeadlines(ctx: ServiceContext, input: ListDeadlinesInput): Promise<DeadlineList> {
  if (input.organizationId) assertOrganization(ctx.principal, input.organizationId);
  const today = input.today ?? todayInItaly();
  const range: DeadlineRange = { ...deadlineWindow(input, today), today };
  const asked = parseDeadlineKinds(input.kinds ?? []);
  if ("error" in asked)
    throw new AppError("invalid_query", "The query string is invalid", { errors: [{ path: "/kind", message: asked.error, code: "invalid_value" }] });
  const kinds = new Set<DeadlineKind>(asked.kinds.length > 0 ? asked.kinds : DEADLINE_KINDS);
  const lists = await Promise.all(DEADLINE_SOURCES.filter((s) => kinds.has(s.kind)).map((s) => s.list(ctx, range)));
  const data: DeadlineView[] = lists
    .flat()
    .map((d) => ({ ...d, summary: deadlineSummary(d, input.locale) }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! || a.summary.localeCompare(b.summary) || a.id.localeCompare(b.id),
    );
  return { data, from: range.from, to: range.to };
}
