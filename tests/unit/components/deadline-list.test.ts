/**
 * The home page's deadlines (issue 31 point 5): overdue ones first under their own heading, then one
 * heading per day; each worded from its title code in the screen's language and linked; many of one
 * kind on one day (a quarter's payments of every household) fold into one line that opens.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeadlineList } from "@/components/deadlines/deadline-list";
import { getDictionary } from "@/lib/i18n/dictionary";
import type { DeadlineView } from "@/lib/validation/deadlines";

const deadline = (id: string, date: string, overdue: boolean, patch: Partial<DeadlineView> = {}): DeadlineView => ({
  id,
  kind: "probation_end",
  date,
  title: { code: "probation_end", params: { workerName: `Anna ${id}`, employerName: "Rossi Maria" } },
  summary: "ignored on screens",
  employerId: null,
  contractId: null,
  workerId: null,
  overdue,
  link: `/contracts/${id}`,
  ...patch,
});

describe("DeadlineList", () => {
  it("puts the overdue first, then one heading per day, each linked and worded in the screen's language", () => {
    const html = renderToStaticMarkup(
      createElement(DeadlineList, { deadlines: [deadline("a", "2026-11-20", true), deadline("b", "2026-12-03", false)], t: getDictionary("en") }),
    );
    expect(html.indexOf("Overdue")).toBeLessThan(html.indexOf("03/12/2026"));
    expect(html).toContain('href="/contracts/a"');
    expect(html).toContain("End of probation of Anna b (Rossi Maria)");
    expect(html).not.toContain("ignored on screens");
  });

  it("folds more than five deadlines of one kind on one day into one line", () => {
    const quarterly = Array.from({ length: 6 }, (_, i) =>
      deadline(`q${i}`, "2027-01-11", false, {
        kind: "contribution_payment",
        title: { code: "contribution_payment_quarterly", params: { quarter: "2026-Q4", employerName: `Famiglia ${i}` } },
      }),
    );
    const html = renderToStaticMarkup(createElement(DeadlineList, { deadlines: [...quarterly, deadline("p", "2027-01-11", false)], t: getDictionary("it") }));
    expect(html).toContain("<details>");
    expect(html).toContain("6 scadenze");
    expect(html).toContain("Contributi INPS e CAS.SA.COLF del 4° trimestre 2026: Famiglia 5");
    expect(html.match(/home-deadline-bunch/g)).toHaveLength(1);
    expect(renderToStaticMarkup(createElement(DeadlineList, { deadlines: [], t: getDictionary("it") }))).toContain("Nessuna scadenza");
  });
});
