import "server-only";
import { createHash } from "node:crypto";
import type { ServiceContext } from "@/lib/services/context";
import type { Locale } from "@/lib/i18n/config";
import { getDictionary } from "@/lib/i18n/dictionary";
import type { DeadlineKind, DeadlineView } from "@/lib/validation/deadlines";

/** The days a source is asked about, and today (Italy) for `overdue`. */
export interface DeadlineRange {
  from: string;
  to: string;
  today: string;
}

/** A deadline before it is worded: the summary is added once, in the caller's language, by listDeadlines. */
export type Deadline = Omit<DeadlineView, "summary">;

/** One kind's deadlines in the range, scoped to the caller (lib/db/scope.ts builders). */
export type DeadlineSource = (ctx: ServiceContext, range: DeadlineRange) => Promise<Deadline[]>;

export interface DeadlineFields {
  kind: DeadlineKind;
  /** what the deadline is about (a contract, an employer and quarter, a worker's document…): with kind and date it makes the id */
  subject: string;
  date: string;
  code: string;
  params: Record<string, string>;
  link: string;
  employerId?: string | null;
  contractId?: string | null;
  workerId?: string | null;
}

/** A deadline with its stable id: the same kind, subject and date always give the same id (calendar UIDs rely on it). */
export function makeDeadline(f: DeadlineFields, range: DeadlineRange): Deadline {
  const id = createHash("sha256").update(`${f.kind}|${f.subject}|${f.date}`).digest("hex").slice(0, 32);
  return {
    id,
    kind: f.kind,
    date: f.date,
    title: { code: f.code, params: f.params },
    employerId: f.employerId ?? null,
    contractId: f.contractId ?? null,
    workerId: f.workerId ?? null,
    overdue: f.date < range.today,
    link: f.link,
  };
}

export function inRange(date: string, range: { from: string; to: string }): boolean {
  return date >= range.from && date <= range.to;
}

/** The deadline worded in `locale` from the dictionary (the screens word it from the same table). */
export function deadlineSummary(d: Pick<Deadline, "title">, locale: Locale): string {
  const titles = getDictionary(locale).deadlines.titles as Record<string, (p: Record<string, string>) => string>;
  const word = titles[d.title.code];
  return word ? word(d.title.params) : d.title.code;
}
