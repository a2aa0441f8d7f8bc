"use client";
import { useEmployer } from "@/lib/client/employers";
import { scheduleDayName } from "@/lib/format/calendar-names";
import { parseDecimalInput } from "@/lib/format/decimal-input";
import { formatAmount, formatDate, formatHours } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { WEEKDAYS } from "@/lib/payroll";
import { MinimumWageNotice, weeklyHoursOf } from "../terms-fields";
import type { WizardStep, WizardValues } from "../wizard-model";

/** One step's answers on the review page, with its "edit" link back to the step. */
function ReviewSection({ title, rows, onEdit }: { title: string; rows: [string, string][]; onEdit: () => void }) {
  const { t } = useI18n();
  return (
    <div>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <button type="button" className="text-xs text-brand-700 hover:underline" onClick={onEdit}>
          {t.common.actions.edit}
        </button>
      </div>
      <dl className="mt-1 grid grid-cols-[12rem_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="text-slate-900">{v || t.contracts.detail.none}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The last step: every answer by step, and the CCNL minimum for the terms as entered. */
export function Review({ values, employerName, onEdit }: { values: WizardValues; employerName: string; onEdit: (step: WizardStep) => void }) {
  // an employer given by the link (?employerId=) was never picked in the list: its name is read (issue 26 point 15)
  const employer = useEmployer(values.employerId || null, { enabled: !employerName && !!values.employerId });
  const { t, locale } = useI18n();
  const c = t.contracts;
  const r = c.wizard.review;
  const terms = values.terms;
  const yes = (b: boolean) => (b ? r.yes : r.no);
  const boardItems = (["breakfastLunch", "dinner", "lodging"] as const).filter((k) => terms.board[k]).map((k) => c.fields[k]);
  const allowances = (["babysitterChildUnderSix", "multipleAssisted", "functionAllowance"] as const).filter((k) => terms.allowances[k]).map((k) => c.fields[k]);
  const wage = formatAmount(parseDecimalInput(terms.wage), locale);
  const section = (title: string, stepName: WizardStep, rows: [string, string][]) => (
    <ReviewSection title={title} rows={rows} onEdit={() => onEdit(stepName)} />
  );
  return (
    <div className="space-y-5" data-testid="wizard-review">
      {section(r.worker, "worker", [
        [`${c.fields.lastName} ${c.fields.firstName}`, `${values.worker.lastName} ${values.worker.firstName}`],
        [c.fields.fiscalCode, values.worker.fiscalCode.toUpperCase()],
        [c.fields.birthDate, values.worker.birthDate ? formatDate(values.worker.birthDate) : ""],
        [c.fields.iban, values.worker.iban.toUpperCase()],
      ])}
      {section(r.employer, "employer", [[c.fields.employer, employerName || employer.data?.displayName || "…"]])}
      {section(r.role, "role", [
        [c.fields.jobType, terms.jobType ? c.jobTypes[terms.jobType] : ""],
        [c.fields.level, terms.level],
        [c.fields.cohabiting, yes(terms.cohabiting)],
        [c.fields.startDate, formatDate(values.startDate)],
        [c.detail.duration, values.fixedTerm ? c.detail.fixedTermUntil(formatDate(values.fixedTermEndDate)) : c.detail.openEnded],
      ])}
      {section(r.schedule, "schedule", [
        [
          c.fields.weeklySchedule,
          WEEKDAYS.filter((d) => terms.weeklySchedule[d] && terms.weeklySchedule[d] !== "0")
            .map((d) => `${scheduleDayName(d, t.common.locale, "short")} ${terms.weeklySchedule[d]}`)
            .join(" · "),
        ],
        [c.fields.weeklyTotal, `${formatHours(weeklyHoursOf(terms), locale)} h`],
      ])}
      {section(r.pay, "pay", [
        [c.fields.payBasis, `${c.payBasis[terms.payBasis]} · ${terms.payBasis === "monthly" ? c.pay.perMonth(wage) : c.pay.perHour(wage)}`],
      ])}
      {section(r.board, "board", [
        [r.board, boardItems.length ? `${boardItems.join(", ")}${terms.board.inCash ? ` (${c.fields.inCash.toLowerCase()})` : ""}` : r.none],
        [r.allowances, allowances.length ? allowances.join("; ") : r.none],
        [c.fields.cuafDue, yes(values.cuafDue)],
      ])}
      <MinimumWageNotice values={terms} date={values.startDate} exact />
    </div>
  );
}
