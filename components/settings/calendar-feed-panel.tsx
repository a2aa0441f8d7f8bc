"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert, Card, Spinner } from "@/components/ui/misc";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "@/lib/client/calendar-feed";
import { errorMessage } from "@/lib/client/error-message";
import { formatDate } from "@/lib/format/display";
import { useT } from "@/lib/i18n/client";

/** Settings → Calendario: the clerk's own secret address of the deadlines feed, created, copied once, replaced or revoked. */
export function CalendarFeedPanel() {
  const t = useT();
  const c = t.deadlines.calendar;
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const active = status.data?.active ?? false;

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setUrl(feed.url);
        setCopied(false);
        setRevoked(false);
      },
    });
  const onRevoke = () => {
    if (!window.confirm(c.revokeConfirm)) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setRevoked(true);
      },
    });
  };

  return (
    <Card title={c.title}>
      <div className="space-y-3 text-sm" data-testid="calendar-feed">
        <p className="text-slate-700">{c.intro}</p>
        <p className="text-slate-600">{c.secretNote}</p>
        {status.isError ? (
          <Alert>{errorMessage(status.error, t)}</Alert>
        ) : !status.data ? (
          <Spinner label={t.common.states.loading} />
        ) : (
          <p data-testid="calendar-feed-status">
            {active && status.data.createdAt ? c.active(formatDate(status.data.createdAt)) : c.inactive}
            {active && status.data.lastUsedAt ? ` ${c.lastUsed(formatDate(status.data.lastUsedAt))}` : ""}
          </p>
        )}
        {url && (
          <div className="space-y-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
            <p className="font-medium">{c.created}</p>
            <label className="block text-xs text-slate-600" htmlFor="calendar-feed-url">
              {c.urlLabel}
            </label>
            <input
              id="calendar-feed-url"
              readOnly
              value={url}
              className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs"
              data-testid="calendar-feed-url"
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void navigator.clipboard?.writeText(url);
                setCopied(true);
              }}
            >
              {copied ? c.copied : c.copy}
            </Button>
          </div>
        )}
        {revoked && <Alert tone="green">{c.revoked}</Alert>}
        {(create.isError || revoke.isError) && <Alert>{errorMessage(create.error ?? revoke.error, t)}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onCreate} loading={create.isPending} data-testid="calendar-feed-create">
            {active ? c.rotate : c.create}
          </Button>
          {active && (
            <Button variant="danger" onClick={onRevoke} loading={revoke.isPending} data-testid="calendar-feed-revoke">
              {c.revoke}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
