"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert, EmptyState, PageHeader, Spinner } from "@/components/ui/misc";
import { PaginationBar } from "@/components/ui/pagination";
import { ContributionsTabs, useQuarterLabel } from "@/components/statements/tabs";
import {
  contributionPaymentLinks,
  useComputeContributionPayments,
  useContributionPayments,
  useNotifyContributionPayments,
  type ContributionPaymentStatus,
  type ContributionPaymentView,
} from "@/lib/client/contribution-payments";
import { errorMessage } from "@/lib/client/error-message";
import { useMe } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";
import { PaymentsTable } from "./payments-table";
import { ImportPaymentsDialog } from "./import-payments-dialog";
import { RecordPaymentDialog } from "./record-payment-dialog";

const STATUSES: ContributionPaymentStatus[] = ["overdue", "ready", "notified", "pending", "paid"];

/** Paghe → Contributi → Versamenti: the quarter's worklist to "paid" (counts, overdue first, bulk notify, payments). */
export function PaymentsView({ quarter, today }: { quarter: string; today: string }) {
  const t = useT();
  const s = t.contributionPayments;
  const label = useQuarterLabel();
  const me = useMe();
  const [status, setStatus] = useState<ContributionPaymentStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [recording, setRecording] = useState<ContributionPaymentView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const organizationId = me.data?.organizationId;
  const list = useContributionPayments(organizationId ? { organizationId, quarter, status, page } : null);
  const compute = useComputeContributionPayments();
  const notify = useNotifyContributionPayments();
  const toggle = (id: string) => setSelected((old) => new Set(old.has(id) ? [...old].filter((x) => x !== id) : [...old, id]));
  const bulk = (method: "email" | "phone" | "paper") =>
    notify.mutate(
      { ids: [...selected], method },
      {
        onSuccess: (r) => {
          setSelected(new Set());
          const ok = r.results.filter((x) => x.outcome === "notified").length;
          setNotice(s.notified(String(ok), String(r.results.length - ok)));
        },
      },
    );
  const run = () =>
    organizationId && compute.mutate({ organizationId, quarter }, { onSuccess: (r) => setNotice(s.computed(String(r.payments), String(r.ready))) });
  const counts = list.data?.counts;
  return (
    <>
      <ContributionsTabs active="payments" />
      <PageHeader
        title={`${s.title} — ${label(quarter)}`}
        description={s.description}
        actions={
          <div className="flex gap-2">
            <Button onClick={run} loading={compute.isPending} data-testid="payments-compute">
              {s.compute}
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)} data-testid="payments-import">
              {s.importCsv.open}
            </Button>
            {organizationId && (
              <a
                className="rounded-md px-3.5 py-2 text-sm font-medium ring-1 ring-slate-300 ring-inset"
                href={contributionPaymentLinks.csv(organizationId, quarter)}
                download
              >
                {s.csv}
              </a>
            )}
          </div>
        }
      />
      {notice && <Alert tone="green">{notice}</Alert>}
      {(compute.isError || notify.isError) && <Alert>{errorMessage(compute.error ?? notify.error, t)}</Alert>}
      <div className="mb-4 flex flex-wrap gap-2" role="group" data-testid="payments-counts">
        {STATUSES.map((key) => (
          <Button
            key={key}
            size="sm"
            variant={status === key ? "primary" : "secondary"}
            onClick={() => (setStatus(status === key ? undefined : key), setPage(1))}
            data-testid={`count-${key}`}
          >
            {s.status[key]}: {counts?.[key] ?? 0}
          </Button>
        ))}
      </div>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={selected.size === 0} onClick={() => bulk("email")} data-testid="notify-email">
          {s.notifyEmail}
        </Button>
        <Button size="sm" variant="secondary" disabled={selected.size === 0} onClick={() => bulk("phone")} data-testid="notify-phone">
          {s.notifyPhone}
        </Button>
        <Button size="sm" variant="secondary" disabled={selected.size === 0} onClick={() => bulk("paper")} data-testid="notify-paper">
          {s.notifyPaper}
        </Button>
      </div>
      {list.isPending && <Spinner label={t.common.states.loading} />}
      {list.isError && <Alert>{errorMessage(list.error, t)}</Alert>}
      {list.data && list.data.data.length === 0 && <EmptyState>{s.empty}</EmptyState>}
      {list.data && list.data.data.length > 0 && (
        <>
          <PaymentsTable rows={list.data.data} selected={selected} onToggle={toggle} onRecord={setRecording} />
          <PaginationBar page={page} limit={list.data.pagination.limit} total={list.data.pagination.total} onPage={setPage} />
        </>
      )}
      {importing && organizationId && <ImportPaymentsDialog organizationId={organizationId} onClose={() => setImporting(false)} />}
      {recording && <RecordPaymentDialog payment={recording} today={today} onClose={() => setRecording(null)} />}
    </>
  );
}
