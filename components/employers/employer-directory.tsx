"use client";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Alert, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import { DirectoryEmpty } from "./directory/directory-empty";
import { DirectoryFilters } from "./directory/directory-filters";
import { DirectoryTable } from "./directory/directory-table";
import { StatusTabs } from "./directory/status-tabs";
import { useDirectory } from "./directory/use-directory";

/** /employers: search, type and status filters, sortable pages; the state lives in the URL. */
export function EmployerDirectory({ organizationId }: { organizationId: string }) {
  const t = useT();
  const d = t.employers.directory;
  const { state, navigate, input, setInput, searchNow, list, onSort } = useDirectory(organizationId);
  const counts = list.data?.counts;
  const rows = list.data?.data ?? [];
  const nothingAtAll = counts !== undefined && counts.active + counts.archived === 0 && !state.q && !state.type;

  return (
    <div className="space-y-4">
      <DirectoryFilters input={input} setInput={setInput} searchNow={searchNow} type={state.type} onType={(type) => navigate({ type, page: 1 })} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusTabs status={state.status} counts={counts} onStatus={(status) => navigate({ status, page: 1 })} />
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
        <DirectoryEmpty
          state={state}
          counts={counts}
          nothingAtAll={nothingAtAll}
          onShowArchived={() => navigate({ status: "archived", page: 1 })}
          onClearSearch={() => setInput("")}
        />
      ) : (
        <>
          <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
            <DirectoryTable rows={rows} state={state} onSort={onSort} />
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
