"use client";
import { useRouter } from "next/navigation";
import { parseAsInteger, parseAsString, useQueryState } from "nuqs";
import { PeriodNav } from "@/components/payroll/month/month-toolbar";
import { Field, Input } from "@/components/ui/field";
import { Alert, PageHeader, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { useDebouncedValue } from "@/lib/client/use-debounced-value";
import { errorMessage } from "@/lib/client/error-message";
import { useMonthInbox, type InboxStatus } from "@/lib/client/months";
import { useMe } from "@/lib/client/payroll";
import { formatDate } from "@/lib/format/display";
import { useT } from "@/lib/i18n/client";
import { InboxCounts } from "./inbox-counts";
import { InboxTable } from "./inbox-table";

const LIMIT = 25;

/** /months?period=YYYY-MM: the clerk's inbox of the households' months, filtered by status and search, with counts. */
export function MonthInbox({ period }: { period: string }) {
  const t = useT();
  const router = useRouter();
  const me = useMe();
  const [status, setStatus] = useQueryState("status", parseAsString);
  const [search, setSearch] = useQueryState("search", parseAsString.withDefault(""));
  const [page, setPage] = useQueryState("page", parseAsInteger.withDefault(1));
  const debounced = useDebouncedValue(search, 300);
  const organizationId = me.data?.organizationId ?? "";
  const inbox = useMonthInbox(
    { organizationId, period, status: (status as InboxStatus | null) ?? undefined, search: debounced || undefined, page, limit: LIMIT },
    organizationId !== "",
  );
  const data = inbox.data;
  return (
    <>
      <PageHeader title={t.months.inbox.title} description={t.months.inbox.description} />
      <PeriodNav period={period} onGo={(p) => router.push(`/months?period=${p}`)} />
      {data && (
        <p className="mb-3 text-sm text-slate-700" data-testid="month-deadline">
          {t.months.inbox.deadline(formatDate(data.deadline), data.daysLeft)}
        </p>
      )}
      {data && <InboxCounts counts={data.counts} active={status as InboxStatus | null} onFilter={(s) => void Promise.all([setStatus(s), setPage(1)])} />}
      <Field label={t.months.inbox.search} className="mb-4 max-w-sm">
        {(p) => (
          <Input
            {...p}
            type="search"
            value={search}
            onChange={(e) => void Promise.all([setSearch(e.target.value || null), setPage(1)])}
            data-testid="month-search"
          />
        )}
      </Field>
      {inbox.isError && <Alert>{errorMessage(inbox.error, t)}</Alert>}
      {!data && !inbox.isError && <Spinner label={t.common.states.loading} />}
      {data && <InboxTable period={period} rows={data.data} total={data.pagination.total} filtered={!!status || !!debounced} />}
      {data && data.pagination.totalPages > 1 && <PaginationBar page={page} limit={LIMIT} total={data.pagination.total} onPage={(p) => void setPage(p)} />}
    </>
  );
}
