"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Badge, EmptyState, PageHeader, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { Table, Td, Th } from "@/components/ui/table";
import { useFormat } from "@/components/payroll/use-format";
import { errorMessage } from "@/lib/client/error-message";
import { useMe } from "@/lib/client/payroll";
import { addQuarter, QUARTER_PATTERN, statementLinks, useQuarterStatements, type InpsStatementItem } from "@/lib/client/statements";
import { useT } from "@/lib/i18n/client";
import { ContributionsTabs, useQuarterLabel } from "./tabs";

/** Paghe → Contributi: the quarter across the book (filter, search, totals, CSV, letters). */
export function QuarterView({ quarter }: { quarter: string }) {
  const t = useT();
  const s = t.statements.quarter;
  const f = useFormat();
  const label = useQuarterLabel();
  const router = useRouter();
  const me = useMe();
  const [status, setStatus] = useState<"" | "complete" | "incomplete">("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const filter = me.data ? { organizationId: me.data.organizationId, quarter, status: status || undefined, search: search.trim() || undefined, page } : null;
  const list = useQuarterStatements(filter);
  const go = (q: string) => {
    if (QUARTER_PATTERN.test(q)) router.push(statementLinks.quarter(q));
  };

  return (
    <>
      <ContributionsTabs active="contributions" />
      <PageHeader
        title={s.title}
        description={s.description}
        actions={
          me.data ? (
            <a
              className="inline-flex items-center rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              href={statementLinks.csv(me.data.organizationId, quarter, status || undefined, search.trim() || undefined)}
              download
              data-testid="contributions-csv"
            >
              {s.csv}
            </a>
          ) : null
        }
      />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <Button variant="secondary" onClick={() => go(addQuarter(quarter, -1))} aria-label={s.previous}>
          <span aria-hidden>←</span>
        </Button>
        <h2 className="pb-2 text-lg font-semibold text-slate-800" data-testid="contributions-quarter">
          {label(quarter)}
        </h2>
        <Button variant="secondary" onClick={() => go(addQuarter(quarter, 1))} aria-label={s.following}>
          <span aria-hidden>→</span>
        </Button>
        <Field label={s.statusFilter} className="w-40">
          {(p) => (
            <Select
              {...p}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as typeof status);
                setPage(1);
              }}
              data-testid="contributions-status"
            >
              <option value="">{s.all}</option>
              <option value="complete">{t.statements.status.complete}</option>
              <option value="incomplete">{t.statements.status.incomplete}</option>
            </Select>
          )}
        </Field>
        <Field label={t.common.actions.search} className="w-72">
          {(p) => (
            <Input
              {...p}
              type="search"
              placeholder={s.search}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              data-testid="contributions-search"
            />
          )}
        </Field>
      </div>

      {list.isPending || me.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : list.isError ? (
        <Alert>{errorMessage(list.error, t)}</Alert>
      ) : (
        <>
          <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={s.totals} data-testid="contributions-totals">
            <Total label={s.totalStatements} value={String(list.data.totals.statements)} />
            <Total label={s.incompleteCount} value={String(list.data.totals.incomplete)} />
            <Total label={s.totalHours} value={f.number(String(list.data.totals.hours))} />
            <Total label={s.totalToPay} value={f.money(list.data.totals.totalToPay)} testId="contributions-total-to-pay" />
          </dl>
          {list.data.data.length === 0 ? (
            <EmptyState>{s.empty}</EmptyState>
          ) : (
            <Table caption={s.caption(label(quarter))}>
              <thead>
                <tr>
                  <Th>{s.employer}</Th>
                  <Th>{s.worker}</Th>
                  <Th className="text-right">{s.hours}</Th>
                  <Th className="text-right">{s.amount}</Th>
                  <Th>{s.dueDate}</Th>
                  <Th>{s.statusColumn}</Th>
                  <Th className="text-right">{s.actions}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.data.map((item) => (
                  <Row key={item.domesticContractId} item={item} />
                ))}
              </tbody>
            </Table>
          )}
          <PaginationBar page={list.data.pagination.page} limit={list.data.pagination.limit} total={list.data.pagination.total} onPage={setPage} />
        </>
      )}
    </>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Row({ item }: { item: InpsStatementItem }) {
  const t = useT();
  const s = t.statements.quarter;
  const f = useFormat();
  return (
    <tr data-testid="contributions-row" data-contract-id={item.domesticContractId}>
      <Td>{item.employerName}</Td>
      <Td className="font-medium">
        <Link href={statementLinks.statement(item.domesticContractId, item.quarter)} className="text-brand-700 hover:underline">
          {item.workerName}
        </Link>
      </Td>
      <Td className="text-right tabular-nums">{f.number(String(item.statement.totals.hours))}</Td>
      <Td className="text-right tabular-nums" data-testid="row-to-pay">
        {f.money(item.statement.totals.totalToPay)}
      </Td>
      <Td>{f.date(item.dueDate)}</Td>
      <Td>
        <Badge tone={item.status === "complete" ? "green" : "amber"}>{t.statements.status[item.status]}</Badge>
        {item.missing.length > 0 && (
          <div className="mt-1 text-xs text-slate-500">
            {s.missing(item.missing.map((m) => `${f.period(m.period)} (${t.statements.reason[m.reason]})`).join(", "))}
          </div>
        )}
      </Td>
      <Td className="text-right">
        <div className="flex justify-end gap-2">
          <Link
            className="rounded-md px-2.5 py-1.5 text-sm font-medium ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            href={statementLinks.statement(item.domesticContractId, item.quarter)}
            data-testid="row-open-statement"
          >
            {s.open}
          </Link>
          <a
            className="rounded-md px-2.5 py-1.5 text-sm font-medium ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            href={statementLinks.letterPdf(item.domesticContractId, item.quarter)}
            target="_blank"
            rel="noreferrer"
            data-testid="row-letter"
          >
            {s.letter}
          </a>
        </div>
      </Td>
    </tr>
  );
}
