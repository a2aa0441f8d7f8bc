"use client";
import Link from "next/link";
import { parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { Alert, Badge, EmptyState, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { SearchField } from "@/components/ui/search-field";
import { Table, Td, Th } from "@/components/ui/table";
import { workerWarningText } from "@/components/workers/warning-text";
import { errorMessage } from "@/lib/client/error-message";
import { useUrlSearch } from "@/lib/client/use-url-search";
import { useWorkerList } from "@/lib/client/workers";
import { formatHours } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";

const PAGE_SIZE = 20;
const LIST_PARAMS = { q: parseAsString.withDefault(""), page: parseAsInteger.withDefault(1) };

/** The organization's workers (issue 31): search by name or fiscal code, contracts, hours across households, warnings; each opens the worker page. */
export function WorkerList() {
  const { t, locale } = useI18n();
  const w = t.workers;
  const l = w.list;
  const [params, setParams] = useQueryStates(LIST_PARAMS, { history: "replace", scroll: false });
  const page = Math.max(1, params.page);
  const { input, setInput, searchNow } = useUrlSearch(params.q, (q) => void setParams({ q: q || null, page: null }));
  const list = useWorkerList({ search: params.q || undefined, page, limit: PAGE_SIZE });
  const rows = list.data?.data ?? [];

  return (
    <div className="space-y-4">
      <SearchField
        label={l.searchLabel}
        placeholder={l.searchPlaceholder}
        className="max-w-xl"
        input={input}
        setInput={setInput}
        searchNow={searchNow}
        testId="worker-search"
      />
      {list.isError ? (
        <Alert>{errorMessage(list.error, t)}</Alert>
      ) : !list.data ? (
        <Spinner label={t.common.states.loading} />
      ) : rows.length === 0 ? (
        <EmptyState>{params.q ? l.noMatch : l.empty}</EmptyState>
      ) : (
        <>
          <Table caption={l.caption}>
            <thead>
              <tr>
                <Th>{l.name}</Th>
                <Th>{l.fiscalCode}</Th>
                <Th>{l.contracts}</Th>
                <Th className="text-right">{l.weeklyHours}</Th>
                <Th>{l.warnings}</Th>
              </tr>
            </thead>
            <tbody data-testid="worker-rows">
              {rows.map((worker) => {
                const active = worker.contracts.filter((c) => c.status === "active").length;
                return (
                  <tr key={worker.id} data-testid="worker-row">
                    <Td>
                      <Link href={`/workers/${worker.id}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                        {worker.lastName} {worker.firstName}
                      </Link>
                    </Td>
                    <Td className="font-mono text-xs">{worker.fiscalCode ?? "—"}</Td>
                    <Td>{l.contractCount(active, worker.contracts.length)}</Td>
                    <Td className="text-right tabular-nums">{formatHours(worker.hours.weeklyHours, locale)}</Td>
                    <Td>
                      {worker.warnings.length === 0 ? (
                        <span className="text-slate-500">{l.noWarnings}</span>
                      ) : (
                        <ul className="space-y-1">
                          {worker.warnings.map((warning, i) => (
                            <li key={`${warning.code}-${i}`}>
                              <Badge tone={warning.code === "document_expired" ? "red" : "amber"}>{workerWarningText(warning, w, locale)}</Badge>
                            </li>
                          ))}
                        </ul>
                      )}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <PaginationBar page={page} limit={PAGE_SIZE} total={list.data.pagination.total} onPage={(p) => void setParams({ page: p === 1 ? null : p })} />
        </>
      )}
    </div>
  );
}
