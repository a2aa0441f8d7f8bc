"use client";
import { useUrlSearch } from "@/lib/client/use-url-search";
import Link from "next/link";
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { cn } from "@/components/ui/cn";
import { Field, Input } from "@/components/ui/field";
import { Alert, Badge, EmptyState, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { SortableTh, Table, Td, Th } from "@/components/ui/table";
import { useContractList } from "@/lib/client/contracts";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import { CONTRACT_SORT_FIELDS } from "@/lib/validation/contract";
import { workerName } from "./format";
import { formatAmount, formatDate, formatHours } from "@/lib/format/display";
import { ContractStatusBadge } from "./status-badge";

type SortField = (typeof CONTRACT_SORT_FIELDS)[number];
type StatusFilter = "all" | "active" | "ended";
interface ListState {
  q: string;
  status: StatusFilter;
  sort: SortField;
  dir: "asc" | "desc";
  page: number;
}

const PAGE_SIZE = 20;
const DEFAULTS: ListState = { q: "", status: "active", sort: "workerName", dir: "asc", page: 1 };
const DEFAULT_DIRECTION: Record<SortField, "asc" | "desc"> = { workerName: "asc", startDate: "desc", createdAt: "desc", updatedAt: "desc" };

/** The list's state lives in the URL (nuqs) beside ?employerId=: defaults stay out of it. */
const LIST_PARAMS = {
  q: parseAsString.withDefault(DEFAULTS.q),
  status: parseAsStringLiteral(["all", "active", "ended"] as const).withDefault(DEFAULTS.status),
  sort: parseAsStringLiteral(CONTRACT_SORT_FIELDS).withDefault(DEFAULTS.sort),
  dir: parseAsStringLiteral(["asc", "desc"] as const).withDefault(DEFAULTS.dir),
  page: parseAsInteger.withDefault(DEFAULTS.page),
};

/** /contracts: every contract of the organization (or of one employer with ?employerId=). */
export function ContractsList({ employerId }: { employerId?: string }) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const l = c.list;
  const [params, setParams] = useQueryStates(LIST_PARAMS, { history: "replace", scroll: false });
  const state: ListState = useMemo(() => ({ ...params, page: Math.max(1, params.page) }), [params]);
  const navigate = useCallback((patch: Partial<ListState>) => void setParams(patch), [setParams]);

  const {
    input,
    setInput,
    // a row opened while a search is still debouncing must not be undone by that search's URL update
    cancelPending: cancelPendingSearch,
  } = useUrlSearch(state.q, (q) => navigate({ q, page: 1 }));

  const list = useContractList({
    employerId,
    search: state.q || undefined,
    status: state.status === "all" ? undefined : state.status,
    sortField: state.sort,
    sortDirection: state.dir,
    page: state.page,
    limit: PAGE_SIZE,
  });

  const onSort = (field: string) => {
    const sort = field as SortField;
    navigate({ sort, dir: sort === state.sort ? (state.dir === "asc" ? "desc" : "asc") : DEFAULT_DIRECTION[sort], page: 1 });
  };
  const counts = list.data?.counts;
  const tabs: { value: StatusFilter; label: string; count?: number }[] = [
    { value: "active", label: l.tabs.active, count: counts?.active },
    { value: "ended", label: l.tabs.ended, count: counts?.ended },
    { value: "all", label: l.tabs.all, count: counts ? counts.active + counts.ended : undefined },
  ];
  const rows = list.data?.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Field label={l.search} className="min-w-72 flex-1">
          {(p) => (
            <Input
              {...p}
              type="search"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder={l.searchPlaceholder}
              autoComplete="off"
              maxLength={100}
              data-testid="contract-search"
            />
          )}
        </Field>
        <div role="group" aria-label={l.statusFilter} className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
          {tabs.map((tab, i) => (
            <button
              key={tab.value}
              type="button"
              aria-pressed={state.status === tab.value}
              onClick={() => navigate({ status: tab.value, page: 1 })}
              className={cn(
                "px-3 py-1.5 text-sm font-medium",
                i > 0 && "border-l border-slate-300",
                state.status === tab.value ? "bg-brand-50 text-brand-700" : "bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              {tab.label}
              {tab.count !== undefined && <span className="ml-1.5 text-xs text-slate-500">{tab.count}</span>}
            </button>
          ))}
        </div>
      </div>

      {list.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : list.isError ? (
        <Alert>{errorMessage(list.error, t)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState>{state.q ? l.emptySearch : l.empty}</EmptyState>
      ) : (
        <>
          <Table caption={l.caption}>
            <thead>
              <tr>
                <SortableTh label={l.columns.worker} field="workerName" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
                {!employerId && <Th>{l.columns.employer}</Th>}
                <Th>{l.columns.level}</Th>
                <Th>{l.columns.job}</Th>
                <Th className="text-right">{l.columns.weeklyHours}</Th>
                <Th className="text-right">{l.columns.pay}</Th>
                <SortableTh label={l.columns.startDate} field="startDate" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
                <Th>{l.columns.status}</Th>
                <Th>{l.columns.open}</Th>
              </tr>
            </thead>
            <tbody className={cn("divide-y divide-slate-100", list.isPlaceholderData && "opacity-60")}>
              {rows.map((row) => {
                const terms = row.currentTerms;
                const wage = formatAmount(terms.wage, locale);
                return (
                  <tr key={row.id} data-testid="contract-row">
                    <Td className="font-medium">
                      <Link href={`/contracts/${row.id}`} onClick={cancelPendingSearch} className="text-brand-700 hover:underline">
                        {workerName(row.worker)}
                      </Link>
                      {row.worker.fiscalCode && <div className="text-xs font-normal text-slate-500">{row.worker.fiscalCode}</div>}
                    </Td>
                    {!employerId && (
                      <Td>
                        <Link href={`/contracts?employerId=${row.employerId}`} onClick={cancelPendingSearch} className="hover:underline">
                          {row.employer.displayName}
                        </Link>
                      </Td>
                    )}
                    <Td>
                      <Badge tone="blue">{terms.level}</Badge>
                    </Td>
                    <Td className="whitespace-normal text-slate-600">
                      {c.jobTypes[terms.jobType]}
                      <div className="text-xs text-slate-500">{c.payTables[terms.payTable]}</div>
                    </Td>
                    <Td className="text-right tabular-nums">{formatHours(terms.weeklyHours, locale)}</Td>
                    <Td className="text-right tabular-nums">{terms.payBasis === "monthly" ? c.pay.perMonth(wage) : c.pay.perHour(wage)}</Td>
                    <Td>{formatDate(row.startDate)}</Td>
                    <Td>
                      <ContractStatusBadge contract={row} />
                    </Td>
                    <Td className="text-sm whitespace-nowrap">
                      {/* straight to where the month's work is done (issue 15 point 6) */}
                      <Link
                        href={`/contracts/${row.id}/calendar`}
                        onClick={cancelPendingSearch}
                        aria-label={l.openCalendar(workerName(row.worker))}
                        className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                        data-testid="contract-row-calendar"
                      >
                        {l.calendar}
                      </Link>
                      {" · "}
                      <Link
                        href={`/contracts/${row.id}/payslips`}
                        onClick={cancelPendingSearch}
                        aria-label={l.openPayslips(workerName(row.worker))}
                        className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                        data-testid="contract-row-payslips"
                      >
                        {l.payslips}
                      </Link>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {list.data && <PaginationBar page={state.page} limit={PAGE_SIZE} total={list.data.pagination.total} onPage={(page) => navigate({ page })} />}
        </>
      )}
    </div>
  );
}
