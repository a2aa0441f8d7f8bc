"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert, Badge, Card, EmptyState } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { usePortalAccess, useResendPortalInvitation, useRevokePortalAccess, type PortalAccessSubject } from "@/lib/client/portal-access";
import { formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import { InviteDialog } from "./invite-dialog";

const TONES = { invited: "blue", active: "green", expired: "amber", revoked: "gray" } as const;

/** "Accesso famiglia" on the employer page, "Accesso lavoratore" on the worker page (issue 29). */
export function PortalAccessSection({ subject }: { subject: PortalAccessSubject }) {
  const { t } = useI18n();
  const a = t.portal.access;
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = usePortalAccess(subject);
  const onError = (e: unknown) => setError(errorMessage(e, t));
  const resend = useResendPortalInvitation({ onSuccess: () => setNotice(a.sent), onError });
  const revoke = useRevokePortalAccess({ onError });
  const rows = list.data?.data ?? [];
  return (
    <Card
      title={"employerId" in subject ? a.household : a.worker}
      actions={
        <Button size="sm" onClick={() => setInviting(true)}>
          {a.invite}
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{a.intro}</p>
      {notice && <Alert tone="green">{notice}</Alert>}
      {(error || list.isError) && <Alert>{error ?? errorMessage(list.error, t)}</Alert>}
      {list.isSuccess && rows.length === 0 && <EmptyState>{a.none}</EmptyState>}
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <p className="font-medium">{row.email}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <Badge tone={TONES[row.status]}>{a.statuses[row.status]}</Badge>
                {row.right && <span>{a.rights[row.right]}</span>}
                <span>{row.lastSignInAt ? a.lastSignIn({ date: formatDate(row.lastSignInAt.slice(0, 10)) }) : a.neverSignedIn}</span>
              </p>
            </div>
            <div className="flex gap-2">
              {(row.status === "invited" || row.status === "expired") && (
                <Button size="sm" variant="secondary" loading={resend.isPending && resend.variables === row.id} onClick={() => resend.mutate(row.id)}>
                  {a.resend}
                </Button>
              )}
              {row.status !== "revoked" && (
                <Button size="sm" variant="danger" onClick={() => window.confirm(a.revokeConfirm) && revoke.mutate(row.id)}>
                  {a.revoke}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <InviteDialog subject={subject} open={inviting} onClose={() => setInviting(false)} onDone={setNotice} />
    </Card>
  );
}
