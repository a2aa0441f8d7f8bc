import { z } from "zod";
import { addDays, diffDays } from "@/lib/payroll";
import { isoDate } from "./common";

/**
 * The organization's deadlines calendar (issue 31 point 5): what `GET /v1/deadlines` takes and
 * answers, shared with the home page and the settings' calendar feed.
 */
export const DEADLINE_KINDS = [
  "inps_communication",
  "contribution_payment",
  "probation_end",
  "fixed_term_end",
  "thirteenth",
  "annual_statement",
  "permit_expiry",
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Default window of the list: today and the next 60 days; at most one year at once. */
export const DEADLINES_DEFAULT_DAYS = 60;
export const DEADLINES_MAX_DAYS = 366;

const kindList = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    for (const kind of value.split(",").map((k) => k.trim())) {
      if (!(DEADLINE_KINDS as readonly string[]).includes(kind)) {
        ctx.addIssue({ code: "custom", message: `Unknown kind "${kind}": use ${DEADLINE_KINDS.join(", ")}`, params: { code: "invalid_value" } });
        return;
      }
    }
  })
  .transform((value) => [...new Set(value.split(",").map((k) => k.trim()))] as DeadlineKind[]);

/**
 * `kind` given several times (`?kind=a&kind=b`) or as a comma list: every value is checked (the
 * query schema sees only the last). null when one is unknown, with the problem's message.
 */
export function parseDeadlineKinds(values: readonly string[]): { kinds: DeadlineKind[] } | { error: string } {
  if (values.length === 0) return { kinds: [] };
  const parsed = kindList.safeParse(values.join(","));
  return parsed.success ? { kinds: parsed.data } : { error: parsed.error.issues[0]?.message ?? "Unknown kind" };
}

export const listDeadlinesQuery = z
  .object({
    organizationId: z.string().uuid("organizationId must be a UUID").optional().meta({ description: "When given, the organization of the credentials" }),
    from: isoDate.optional().meta({ description: "First day (YYYY-MM-DD), default today in Italy" }),
    to: isoDate.optional().meta({ description: `Last day (YYYY-MM-DD), default ${DEADLINES_DEFAULT_DAYS} days after from; at most one year after from` }),
    kind: kindList
      .optional()
      .meta({ description: `Only these kinds: repeat the parameter or separate with commas (${DEADLINE_KINDS.join(", ")}); default all` }),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not precede from", params: { code: "end_before_start" } });
    else if (diffDays(q.from, q.to) >= DEADLINES_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The range is at most one year", params: { code: "range_too_long" } });
  });
export type ListDeadlinesQuery = z.infer<typeof listDeadlinesQuery>;

/** The resolved window: the defaults filled in (from today, `to` 60 days later, or a year if only `to` is far). */
export function deadlineWindow(q: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const from = q.from ?? today;
  return { from, to: q.to ?? addDays(from, DEADLINES_DEFAULT_DAYS) };
}

export const deadlineSchema = z
  .object({
    id: z.string().meta({ description: "Stable: the same deadline has the same id on every read (kind, subject and date)" }),
    kind: z.enum(DEADLINE_KINDS),
    date: z.string().meta({ example: "2026-07-10", description: "The day it falls due (YYYY-MM-DD)" }),
    title: z
      .object({ code: z.string(), params: z.record(z.string(), z.string()) })
      .meta({ description: "What is due, as a stable code and its parameters (screens word it from the code)" }),
    summary: z.string().meta({ description: "The title worded in the caller's language (Italian by default; English for a clerk who chose it)" }),
    employerId: z.string().uuid().nullable(),
    contractId: z.string().uuid().nullable(),
    workerId: z.string().uuid().nullable(),
    overdue: z.boolean().meta({ description: "The date is before today (Italy)" }),
    link: z.string().meta({ example: "/contracts/…", description: "Where the app shows it" }),
  })
  .meta({ id: "Deadline" });
export type DeadlineView = z.infer<typeof deadlineSchema>;

export const deadlineListResponseSchema = z.object({ data: z.array(deadlineSchema), from: z.string(), to: z.string() }).meta({ id: "DeadlineList" });
export type DeadlineList = z.infer<typeof deadlineListResponseSchema>;

export const calendarFeedResponseSchema = z
  .object({
    url: z.string().meta({ description: "The secret address of the feed; shown only in this answer" }),
    createdAt: z.string(),
  })
  .meta({ id: "CalendarFeed" });
export type CalendarFeedView = z.infer<typeof calendarFeedResponseSchema>;

export const calendarFeedStatusSchema = z
  .object({ active: z.boolean(), createdAt: z.string().nullable(), lastUsedAt: z.string().nullable() })
  .meta({ id: "CalendarFeedStatus" });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
