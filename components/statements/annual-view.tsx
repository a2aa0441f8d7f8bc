"use client";
import { useRouter } from "next/navigation";
import { Field, Input } from "@/components/ui/field";
import { Alert, Badge, Card, PageHeader, Spinner } from "@/components/ui/misc";
import { Table, Td } from "@/components/ui/table";
import { useFormat } from "@/components/payroll/use-format";
import { errorMessage } from "@/lib/client/error-message";
import { statementLinks, useAnnualStatement } from "@/lib/client/statements";
import { useT } from "@/lib/i18n/client";

/** The worker's annual statement (dichiarazione sostitutiva della CU) and the employer's deductible contributions. */
export function AnnualStatementView({ contractId, year }: { contractId: string; year: number }) {
  const t = useT();
  const a = t.statements.annual;
  const f = useFormat();
  const router = useRouter();
  const q = useAnnualStatement(contractId, year);
  const yearPicker = (
    <Field label={a.year} className="w-32">
      {(p) => (
        <Input
          {...p}
          type="number"
          min={2023}
          value={year}
          onChange={(e) => /^\d{4}$/.test(e.target.value) && router.push(statementLinks.annual(contractId, Number(e.target.value)))}
          data-testid="annual-year"
        />
      )}
    </Field>
  );
  if (q.isPending) return <Spinner label={t.common.states.loading} />;
  if (q.isError)
    return (
      <>
        {yearPicker}
        <Alert>{errorMessage(q.error, t)}</Alert>
      </>
    );
  const d = q.data;
  const s = d.statement;
  const rows: [string, string][] = [
    [a.grossPaid, f.money(s.grossPaid)],
    [a.thirteenth, f.money(s.thirteenthPaid)],
    [a.overtime, f.money(s.overtimeAndPremiums)],
    [a.boardCash, f.money(s.boardCashIndemnity)],
    // a contract taken over in the year (rules-update-3 A7): the previous system's months are included above
    ...(s.takeOver ? ([[a.takeOver(f.date(s.takeOver.asOfDate)), f.money(s.takeOver.grossPaid)]] as [string, string][]) : []),
    [a.workerInps, f.money(s.workerInpsWithheld)],
    [a.workerCassacolf, f.money(s.workerCassacolfWithheld)],
    [a.taxable, f.money(s.taxableIncome)],
    [a.boardInKind, f.money(s.boardInKind)],
    [a.net, f.money(s.netPaid)],
  ];
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {a.title(d.worker.name, String(year))}
            {d.provisional && (
              <span data-testid="annual-provisional">
                <Badge tone="amber">{a.provisionalBadge}</Badge>
              </span>
            )}
          </span>
        }
        description={d.employer.name}
        actions={
          <a
            className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
            href={statementLinks.annualPdf(contractId, year)}
            target="_blank"
            rel="noreferrer"
            data-testid="annual-pdf"
          >
            {a.pdf}
          </a>
        }
      />
      <div className="mb-4">{yearPicker}</div>
      {d.provisional && (
        <div className="mb-4">
          <Alert tone="amber">{a.provisional(String(year))}</Alert>
        </div>
      )}
      {d.status === "incomplete" && (
        <div className="mb-4">
          <Alert tone="amber">{a.incomplete}</Alert>
        </div>
      )}
      <Card className="mb-4">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">{a.period}</dt>
            <dd>{f.week(s.periodStart, s.periodEnd)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{a.days}</dt>
            <dd data-testid="annual-days">{s.daysOfEmployment}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{a.contractType}</dt>
            <dd>{a.contractTypes[s.contractType]}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{a.issueBy}</dt>
            <dd>{f.date(d.issueBy)}</dd>
          </div>
        </dl>
      </Card>
      <Table caption={a.title(d.worker.name, String(year))}>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <Td>{label}</Td>
              <Td className="text-right tabular-nums">{value}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Card title={a.tfr} className="my-4">
        {s.tfr.length === 0 ? (
          <p className="text-sm text-slate-600">{a.noTfr}</p>
        ) : (
          <ul className="text-sm">
            {s.tfr.map((x) => (
              <li key={`${x.kind}-${x.period}`} className="flex justify-between">
                <span>
                  {x.kind === "advance" ? a.tfrAdvance : a.tfrFinal} — {f.period(x.period)} ({x.accrualFromYear}–{x.accrualToYear})
                </span>
                <span className="tabular-nums">{f.money(x.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={a.employer}>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{a.employerInps}</dt>
            <dd className="tabular-nums">{f.money(s.employer.inpsEmployerShare)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{a.deductible(f.money(s.employer.deductibleCap))}</dt>
            <dd className="tabular-nums" data-testid="annual-deductible">
              {f.money(s.employer.deductibleContributions)}
            </dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
