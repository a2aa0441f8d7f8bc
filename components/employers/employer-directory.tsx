"use client";
import { useUrlSearch } from "@/lib/client/use-url-search";
import Link from "next/link";
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { useCallback, useEffect, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Badge, EmptyState, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { SortableTh, Table, Td, Th } from "@/components/ui/table";
import { useEmployerList } from "@/lib/client/employers";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import type { EmployerView } from "@/lib/validation/employer";
import { EMPLOYER_SORT_FIELDS } from "@/lib/validation/employer-query";

type SortField = (typeof EMPLOYER_SORT_FIELDS)[number];
type StatusFilter = "all" | "active" | "archived";
type TypeFilter = "" | "domestic" | "business";

interface DirectoryState {
  q: string;
  status: StatusFilter;
  type: TypeFilter;
  sort: SortField;
  dir: "asc" | "desc";
  page: number;
}

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;
/** A clerk mostly works on current households: the directory opens on the active ones. */
const DEFAULTS: DirectoryState = { q: "", status: "active", type: "", sort: "name", dir: "asc", page: 1 };
const DEFAULT_DIRECTION: Record<SortField, "asc" | "desc"> = { name: "asc", type: "asc", createdAt: "desc", updatedAt: "desc" };

/** The directory's state lives in the URL (nuqs): defaults stay out of it, a link or the back button restores the list. */
const DIRECTORY_PARAMS = {
  q: parseAsString.withDefault(DEFAULTS.q),
  status: parseAsStringLiteral(["all", "active", "archived"] as const).withDefault(DEFAULTS.status),
  type: parseAsStringLiteral(["domestic", "business"] as const),
  sort: parseAsStringLiteral(EMPLOYER_SORT_FIELDS).withDefault(DEFAULTS.sort),
  dir: parseAsStringLiteral(["asc", "desc"] as const).withDefault(DEFAULTS.dir),
  page: parseAsInteger.withDefault(DEFAULTS.page),
};

function locality(e: EmployerView): string | null {
  const info = e.personalInfo ?? e.businessDetails;
  if (!info?.locality) return null;
  return info.province ? `${info.locality} (${info.province})` : info.locality;
}

function contact(e: EmployerView): string | null {
  const info = e.personalInfo ?? e.businessDetails;
  return info?.email ?? info?.pec ?? info?.phone ?? null;
}

export function EmployerDirectory({ organizationId }: { organizationId: string }) {
  const { t, locale } = useI18n();
  const e = t.employers;
  const d = e.directory;
  const [params, setParams] = useQueryStates(DIRECTORY_PARAMS, { history: "replace", scroll: false });
  const state: DirectoryState = useMemo(() => ({ ...params, type: params.type ?? "", page: Math.max(1, params.page) }), [params]);

  const navigate = useCallback(
    (patch: Partial<DirectoryState>) => {
      const { type, ...rest } = patch;
      void setParams({ ...rest, ...(type !== undefined ? { type: type || null } : {}) });
    },
    [setParams],
  );

  // search as you type: the box updates at once, the URL (and the request) 300 ms after the last key
  const { input, setInput, searchNow } = useUrlSearch(state.q, (q) => navigate({ q, page: 1 }), DEBOUNCE_MS);

  const list = useEmployerList({
    organizationId,
    search: state.q || undefined,
    status: state.status === "all" ? undefined : state.status,
    type: state.type || undefined,
    sortField: state.sort,
    sortDirection: state.dir,
    page: state.page,
    limit: PAGE_SIZE,
  });

  // a page past the end (after a deletion, or an old link): go to the last page that exists
  const totalPages = list.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.data.length === 0 && totalPages > 0 && state.page > totalPages) navigate({ page: totalPages });
  }, [list.data, list.isPlaceholderData, totalPages, state.page, navigate]);

  const onSort = (field: string) => {
    const sort = field as SortField;
    navigate({ sort, dir: sort === state.sort ? (state.dir === "asc" ? "desc" : "asc") : DEFAULT_DIRECTION[sort], page: 1 });
  };

  const counts = list.data?.counts;
  const tabs: { value: StatusFilter; label: string; count: number | undefined }[] = [
    { value: "all", label: d.filters.all, count: counts ? counts.active + counts.archived : undefined },
    { value: "active", label: d.filters.active, count: counts?.active },
    { value: "archived", label: d.filters.archived, count: counts?.archived },
  ];
  const dateFormat = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", { day: "2-digit", month: "2-digit", year: "numeric" });
  const rows = list.data?.data ?? [];
  const nothingAtAll = counts !== undefined && counts.active + counts.archived === 0 && !state.q && !state.type;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <Field label={d.searchLabel} className="min-w-72 flex-1">
          {(p) => (
            <Input
              {...p}
              type="search"
              value={input}
              onChange={(ev) => setInput(ev.target.value)}
              onKeyDown={(ev) => {
                if (ev.key === "Enter") searchNow();
              }}
              placeholder={d.searchPlaceholder}
              autoComplete="off"
              maxLength={100}
              data-testid="employer-search"
            />
          )}
        </Field>
        <Field label={d.typeFilter}>
          {(p) => (
            <Select {...p} value={state.type} onChange={(ev) => navigate({ type: ev.target.value as TypeFilter, page: 1 })} data-testid="employer-type-filter">
              <option value="">{d.allTypes}</option>
              <option value="domestic">{e.types.domestic}</option>
              <option value="business">{e.types.business}</option>
            </Select>
          )}
        </Field>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={d.statusFilter} className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
          {tabs.map((tab, i) => (
            <button
              key={tab.value}
              type="button"
              aria-pressed={state.status === tab.value}
              onClick={() => navigate({ status: tab.value, page: 1 })}
              data-testid={`employer-status-${tab.value}`}
              className={cn(
                "px-3 py-1.5 text-sm font-medium",
                i > 0 && "border-l border-slate-300",
                i === 0 && "rounded-l-md",
                i === tabs.length - 1 && "rounded-r-md",
                state.status === tab.value ? "bg-brand-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className={cn("ml-1.5 rounded-full px-1.5 text-xs", state.status === tab.value ? "bg-white/20" : "bg-slate-100 text-slate-600")}>
                  {tab.count}
                </span>
              )}
            </button>
          ))}
        </div>
        {list.isFetching && !list.isPending && (
          <span role="status" className="text-xs text-slate-500">
            {d.updating}
          </span>
        )}
      </div>

      {list.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : list.isError ? (
        <Alert>
          <div className="flex items-center justify-between gap-3">
            <span>{errorMessage(list.error, t)}</span>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t.common.actions.retry}
            </Button>
          </div>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState>
          {nothingAtAll ? (
            <div className="space-y-3">
              <p>{d.emptyAll}</p>
              <Link href="/employers/new" className="font-medium text-brand-700 hover:underline">
                {d.emptyAllAction}
              </Link>
            </div>
          ) : state.q ? (
            <div className="space-y-3">
              <p>{d.emptySearch(state.q)}</p>
              <div className="flex flex-wrap justify-center gap-2">
                {state.status === "active" && counts && counts.archived > 0 && (
                  <Button variant="secondary" size="sm" onClick={() => navigate({ status: "archived", page: 1 })}>
                    {d.showArchived(counts.archived)}
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => setInput("")}>
                  {d.clearSearch}
                </Button>
              </div>
            </div>
          ) : (
            <p>{d.emptyFilter}</p>
          )}
        </EmptyState>
      ) : (
        <>
          <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
            <Table caption={d.caption}>
              <thead>
                <tr>
                  <SortableTh label={d.columns.name} field="name" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
                  <SortableTh label={d.columns.type} field="type" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
                  <Th>{d.columns.taxId}</Th>
                  <Th>{d.columns.locality}</Th>
                  <Th>{d.columns.contact}</Th>
                  <Th>{d.columns.status}</Th>
                  <SortableTh label={d.columns.createdAt} field="createdAt" sortField={state.sort} sortDirection={state.dir} onSort={onSort} />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50" data-testid="employer-row">
                    <Td className="font-medium">
                      <Link href={`/employers/${row.id}`} className="text-brand-700 hover:underline">
                        {row.displayName}
                      </Link>
                    </Td>
                    <Td>
                      <Badge tone={row.type === "domestic" ? "gray" : "blue"}>{e.types[row.type]}</Badge>
                    </Td>
                    <Td>
                      <code className="text-xs">{row.displayTaxId ?? e.detail.notSet}</code>
                    </Td>
                    <Td>{locality(row) ?? e.detail.notSet}</Td>
                    <Td className="max-w-56 truncate">{contact(row) ?? e.detail.notSet}</Td>
                    <Td>{row.archived ? <Badge>{e.status.archived}</Badge> : <Badge tone="green">{e.status.active}</Badge>}</Td>
                    <Td>{dateFormat.format(new Date(row.createdAt))}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {list.data && (
            <PaginationBar
              page={list.data.pagination.page}
              limit={list.data.pagination.limit}
              total={list.data.pagination.total}
              onPage={(page) => navigate({ page })}
            />
          )}
        </>
      )}
    </div>
  );
}
