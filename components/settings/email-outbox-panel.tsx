"use client";
import { Alert, Badge, EmptyState, Spinner } from "@/components/ui/misc";
import { useEmailOutbox } from "@/lib/client/email-outbox";
import { errorMessage } from "@/lib/client/error-message";
import { formatDate } from "@/lib/format/display";
import { useT } from "@/lib/i18n/client";

const TONES = { queued: "blue", sent: "green", failed: "red" } as const;

/** Impostazioni → Posta in uscita: an administrator reads what the application sends, or would send without SMTP. */
export function EmailOutboxPanel({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const o = t.portal.outbox;
  const outbox = useEmailOutbox({ enabled: isAdmin });
  if (!isAdmin) return <Alert tone="amber">{t.settings.users.adminOnly}</Alert>;
  if (outbox.isPending) return <Spinner label={t.common.states.loading} />;
  if (outbox.isError) return <Alert>{errorMessage(outbox.error, t)}</Alert>;
  const { data, smtpConfigured } = outbox.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{o.intro}</p>
      {!smtpConfigured && <Alert tone="amber">{o.notConfigured}</Alert>}
      {data.length === 0 && <EmptyState>{o.empty}</EmptyState>}
      <ul className="space-y-2">
        {data.map((m) => (
          <li key={m.id} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 text-sm">
                <Badge tone={TONES[m.status]}>{o.statuses[m.status]}</Badge>
                <span className="font-medium">{m.subject}</span>
                <span className="text-slate-600">
                  {o.to}: {m.to}
                </span>
                <span className="text-slate-500">
                  {o.created} {formatDate(m.createdAt.slice(0, 10))}
                </span>
              </summary>
              <div className="mt-2 space-y-1 text-sm">
                <p className="text-slate-600">
                  {o.attempts({ n: String(m.attempts) })}
                  {m.lastError && ` · ${m.lastError}`}
                </p>
                <p className="font-medium">{o.body}</p>
                <pre className="rounded bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap">{m.text}</pre>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
