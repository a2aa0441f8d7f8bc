import Link from "next/link";
import { Badge } from "@/components/ui/misc";
import { formatDate } from "@/lib/format/display";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { DeadlineView } from "@/lib/validation/deadlines";

/** A deadline worded from its title code in the screen's language (the API's `summary` follows the caller's, which may differ). */
export function deadlineText(d: Pick<DeadlineView, "title" | "summary">, t: Dictionary): string {
  const word = (t.deadlines.titles as Record<string, ((p: Record<string, string>) => string) | undefined>)[d.title.code];
  return word ? word(d.title.params) : d.summary;
}

/** Over this many deadlines of one kind on one day (a quarter's payments of every household), they fold into one line that opens. */
const COLLAPSE_OVER = 5;

/** The items of one day by title code, in their order. */
function bunches(items: DeadlineView[]): DeadlineView[][] {
  const byCode = new Map<string, DeadlineView[]>();
  for (const item of items) byCode.set(`${item.date}|${item.title.code}`, [...(byCode.get(`${item.date}|${item.title.code}`) ?? []), item]);
  return [...byCode.values()];
}

function Item({ item, t, showDate }: { item: DeadlineView; t: Dictionary; showDate: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-2" data-testid="home-deadline-item" data-kind={item.kind}>
      <Badge tone={item.overdue ? "red" : item.kind === "contribution_payment" ? "amber" : "blue"}>{t.deadlines.kinds[item.kind]}</Badge>
      {showDate && <span className="text-slate-600">{formatDate(item.date)}</span>}
      <Link href={item.link} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {deadlineText(item, t)}
      </Link>
    </li>
  );
}

/**
 * The deadlines grouped by date, overdue ones first under their own heading (the home page's "Da
 * fare"); each links to where it is dealt with. Rendered on the server: the caller passes the dictionary.
 */
export function DeadlineList({ deadlines, t }: { deadlines: DeadlineView[]; t: Dictionary }) {
  const d = t.deadlines;
  if (deadlines.length === 0) return <p className="text-sm text-slate-600">{d.home.none}</p>;
  const groups: { key: string; heading: string; overdue: boolean; items: DeadlineView[] }[] = [];
  for (const item of deadlines) {
    const key = item.overdue ? "overdue" : item.date;
    let group = groups.find((g) => g.key === key);
    if (!group) groups.push((group = { key, heading: item.overdue ? d.home.overdue : formatDate(item.date), overdue: item.overdue, items: [] }));
    group.items.push(item);
  }
  return (
    <div className="space-y-4" data-testid="home-deadlines">
      {groups.map((g) => (
        <section key={g.key} aria-label={g.heading} data-testid={g.overdue ? "home-deadlines-overdue" : `home-deadlines-${g.key}`}>
          <h3 className={g.overdue ? "text-sm font-semibold text-red-700" : "text-sm font-semibold text-slate-800"}>{g.heading}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {bunches(g.items).map((bunch) =>
              bunch.length > COLLAPSE_OVER ? (
                <li key={bunch[0]!.id} data-testid="home-deadline-bunch" data-kind={bunch[0]!.kind}>
                  <details>
                    <summary className="cursor-pointer">
                      <Badge tone={bunch[0]!.overdue ? "red" : "gray"}>{d.kinds[bunch[0]!.kind]}</Badge> {d.home.many(bunch.length)}
                    </summary>
                    <ul className="mt-1 ml-4 space-y-1">
                      {bunch.map((item) => (
                        <Item key={item.id} item={item} t={t} showDate={g.overdue} />
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                bunch.map((item) => <Item key={item.id} item={item} t={t} showDate={g.overdue} />)
              ),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
