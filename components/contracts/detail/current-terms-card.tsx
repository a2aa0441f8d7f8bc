"use client";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/misc";
import { formatDate, formatHours } from "@/lib/format/display";
import { scheduleDayName } from "@/lib/format/calendar-names";
import { useI18n } from "@/lib/i18n/client";
import { WEEKDAYS } from "@/lib/payroll";
import type { TermsView } from "@/lib/validation/contract";
import { Row, payText } from "./parts";

/** The terms in force: job, level, pay, weekly schedule, board and allowances. */
export function CurrentTermsCard({ terms, onNewTerms }: { terms: TermsView; onNewTerms: () => void }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const d = c.detail;
  const boardItems = (["breakfastLunch", "dinner", "lodging"] as const).filter((k) => terms.board[k]).map((k) => c.fields[k]);
  const board = boardItems.length === 0 ? c.wizard.review.none : `${boardItems.join(", ")}${terms.board.inCash ? ` — ${c.fields.inCash.toLowerCase()}` : ""}`;
  const allowanceItems = (["babysitterChildUnderSix", "multipleAssisted", "functionAllowance"] as const)
    .filter((k) => terms.allowances[k])
    .map((k) => c.fields[k]);
  return (
    <Card
      className="lg:col-span-2"
      title={d.currentTerms}
      actions={
        <Button size="sm" onClick={onNewTerms} data-testid="terms-new">
          {d.newTerms}
        </Button>
      }
    >
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]" data-testid="current-terms">
        <Row label={c.fields.effectiveFrom}>
          {formatDate(terms.effectiveFrom)}
          {terms.effectiveTo ? ` – ${formatDate(terms.effectiveTo)}` : ""}
        </Row>
        <Row label={c.fields.jobType}>{c.jobTypes[terms.jobType]}</Row>
        <Row label={c.fields.level}>
          <Badge tone="blue">{terms.level}</Badge>{" "}
          <span className="text-slate-500">
            {c.fields.payTable} {terms.payTable} ({c.payTables[terms.payTable]})
          </span>
        </Row>
        <Row label={c.fields.payBasis}>
          <strong data-testid="current-wage">{payText(terms, t, locale)}</strong>
        </Row>
        <Row label={c.fields.weeklySchedule}>
          <span className="flex flex-wrap gap-1.5">
            {WEEKDAYS.map((day) => (
              <span key={day} className={terms.weeklySchedule[day] === "0.00" ? "rounded bg-slate-50 px-1.5 text-slate-600" : "rounded bg-slate-100 px-1.5"}>
                {scheduleDayName(day, locale, "short")} {formatHours(terms.weeklySchedule[day], locale)}
              </span>
            ))}
            <span className="font-medium">= {formatHours(terms.weeklyHours, locale)} h</span>
          </span>
        </Row>
        <Row label={c.fields.board}>{board}</Row>
        <Row label={c.fields.allowances}>{allowanceItems.length ? allowanceItems.join("; ") : c.wizard.review.none}</Row>
      </dl>
    </Card>
  );
}
