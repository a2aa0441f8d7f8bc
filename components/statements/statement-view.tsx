"use client";
import Link from "next/link";
import { Alert, Badge, Card, PageHeader, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { useFormat } from "@/components/payroll/use-format";
import { errorMessage } from "@/lib/client/error-message";
import { statementLinks, useContractStatement, type InpsStatementItem } from "@/lib/client/statements";
import { issueText } from "@/components/payroll/issue-text";
import { useI18n, useT } from "@/lib/i18n/client";
import { ContributionsTabs, useQuarterLabel } from "./tabs";

/** One employment's quarter: each payment (quarterly, or the cessation ones) with the portal figures. */
export function StatementView({ contractId, quarter }: { contractId: string; quarter: string }) {
  const { t, locale } = useI18n();
  const s = t.statements.statement;
  const label = useQuarterLabel();
  const q = useContractStatement(contractId, quarter);
  if (q.isPending) return <Spinner label={t.common.states.loading} />;
  if (q.isError) return <Alert>{errorMessage(q.error, t)}</Alert>;
  const item = q.data;
  if (!item) return <Alert>{t.common.states.empty}</Alert>;
  return (
    <>
      <ContributionsTabs active="contributions" />
      <PageHeader
        title={s.title(item.workerName, label(quarter))}
        description={item.employerName}
        actions={
          <>
            <Link
              className="rounded-md bg-white px-3.5 py-2 text-sm font-medium ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              href={statementLinks.quarter(quarter)}
            >
              {s.back}
            </Link>
            <Link
              className="rounded-md bg-white px-3.5 py-2 text-sm font-medium ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              href={statementLinks.annual(contractId, Number(quarter.slice(0, 4)))}
            >
              {s.annual}
            </Link>
            <a
              className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
              href={statementLinks.letterPdf(contractId, quarter)}
              target="_blank"
              rel="noreferrer"
              data-testid="statement-letter"
            >
              {s.letter}
            </a>
          </>
        }
      />
      {item.status === "incomplete" && (
        <div className="mb-4">
          <Alert tone="amber">{s.incomplete}</Alert>
        </div>
      )}
      {item.statement.warnings.length > 0 && (
        <div className="mb-4" data-testid="statement-warnings">
          <Alert tone="amber">
            <p className="font-medium">{s.warnings}</p>
            <ul className="mt-1 list-disc pl-5">
              {item.statement.warnings.map((w, i) => (
                <li key={`${w.code}-${i}`}>{issueText(w, t, locale)}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      <Parties item={item} />
      {item.statement.payments.map((p, i) => (
        <Payment key={`${p.kind}-${i}`} payment={p} />
      ))}
    </>
  );
}

function Parties({ item }: { item: InpsStatementItem }) {
  const t = useT();
  const s = t.statements.statement;
  return (
    <Card title={s.parties} className="mb-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{s.employerTaxCode}</dt>
          <dd>{item.employerTaxCode ?? t.payroll.dash}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{s.workerFiscalCode}</dt>
          <dd>{item.workerFiscalCode ?? t.payroll.dash}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{s.relationshipCode}</dt>
          <dd>{item.inpsRelationshipCode ?? t.payroll.dash}</dd>
        </div>
      </dl>
    </Card>
  );
}

function Payment({ payment: p }: { payment: InpsStatementItem["statement"]["payments"][number] }) {
  const t = useT();
  const s = t.statements.statement;
  const f = useFormat();
  return (
    <Card title={t.statements.paymentKind[p.kind]} className="mb-4">
      <p className="mb-3 text-lg font-semibold" data-testid="payment-total">
        {s.toPay}: {f.money(p.totalToPay)} <span className="text-base font-normal text-slate-600">{s.dueBy(f.date(p.dueDate))}</span>
      </p>
      {p.kind === "cessation_notice" && (
        <p className="mb-2 text-sm">
          {s.noticeEnd}: {f.date(p.periodEnd)}
        </p>
      )}
      <Table caption={s.lines}>
        <thead>
          <tr>
            <Th>{s.line}</Th>
            <Th>{s.weeks}</Th>
            <Th className="text-right">{s.decimalHours}</Th>
            <Th className="text-right">{s.paidHours}</Th>
            <Th className="text-right">{s.effectiveWage}</Th>
            <Th className="text-right">{s.hourlyContribution}</Th>
            <Th className="text-right">{s.ofWhichWorker}</Th>
            <Th className="text-right">{s.amount}</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {p.lines.map((l) => (
            <tr key={`${l.fromWeek}-${l.type}`} data-testid="statement-line">
              <Td>
                <Badge>{t.statements.classLabel[l.type]}</Badge> <span className="text-xs text-slate-500">{l.tableYear}</span>
              </Td>
              <Td>
                {f.week(l.fromWeek, l.toWeek)} ({l.weeks})
              </Td>
              <Td className="text-right tabular-nums">{f.number(l.decimalHours)}</Td>
              <Td className="text-right font-semibold tabular-nums">{l.hours}</Td>
              <Td className="text-right tabular-nums">{f.money(l.effectiveHourlyWage)}</Td>
              <Td className="text-right tabular-nums">{f.money(l.hourlyContribution)}</Td>
              <Td className="text-right tabular-nums">{f.money(l.hourlyEmployee)}</Td>
              <Td className="text-right tabular-nums">{f.money(l.amount)}</Td>
            </tr>
          ))}
          <tr>
            <Td colSpan={7}>{s.cassacolf(String(p.cassacolf.hours))}</Td>
            <Td className="text-right tabular-nums">{f.money(p.cassacolf.amount)}</Td>
          </tr>
          <tr className="font-semibold">
            <Td colSpan={7}>{s.total}</Td>
            <Td className="text-right tabular-nums">{f.money(p.totalToPay)}</Td>
          </tr>
        </tbody>
      </Table>
      {p.notices.length > 1 && (
        <div className="mt-3 text-sm" data-testid="payment-notices">
          <p className="font-semibold">{s.notices(String(p.notices.length))}</p>
          <ul className="mt-1 space-y-1">
            {p.notices.map((n) => (
              <li key={n.number} className="tabular-nums">
                {s.notice(String(n.number))}: {f.week(n.fromWeek, n.toWeek)} · {n.hours} h · {t.statements.classLabel[n.type]} ·{" "}
                {f.money(n.effectiveHourlyWage)} → <span className="font-semibold">{f.money(n.totalToPay)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{s.workerShare}</dt>
          <dd className="tabular-nums">{f.money(p.employeeShare)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{s.employerShare}</dt>
          <dd className="tabular-nums">{f.money(p.employerShare)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{s.withheld}</dt>
          <dd className="tabular-nums">{f.money(p.withheldEmployee)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{s.difference}</dt>
          <dd className="tabular-nums">{f.money(p.employeeDifference)}</dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-700">
          {s.weekFlags} ({p.weeks.length})
        </summary>
        <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-3">
          {p.weeks.map((w) => (
            <li key={w.weekStart} className="tabular-nums">
              {f.week(w.weekStart, w.weekEnd)} · {f.number(w.hours)} h
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}
