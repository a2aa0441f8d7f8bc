"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/misc";
import { useRevokeApiKey } from "@/lib/client/api-keys";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import type { ApiKeyView } from "@/lib/validation/settings";

/** The new key, shown once, with Copy. */
export function NewKeyDialog({ newKey, onClose }: { newKey: string | null; onClose: () => void }) {
  const t = useT();
  const s = t.settings.apiKeys;
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog
      open={newKey !== null}
      onClose={close}
      title={s.newKeyTitle}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(newKey ?? "");
              setCopied(true);
            }}
          >
            {copied ? t.common.actions.copied : t.common.actions.copy}
          </Button>
          <Button onClick={close}>{t.common.actions.close}</Button>
        </>
      }
    >
      <p className="mb-2">{s.shownOnce}</p>
      <code data-testid="api-key-secret" className="block rounded bg-slate-100 p-3 text-xs break-all">
        {newKey}
      </code>
    </Dialog>
  );
}

/** Revoking a key: asked first; the key stops working at once. */
export function RevokeKeyDialog({ toRevoke, onClose }: { toRevoke: ApiKeyView | null; onClose: () => void }) {
  const t = useT();
  const s = t.settings.apiKeys;
  const revoke = useRevokeApiKey({ onSuccess: onClose });
  return (
    <Dialog
      open={toRevoke !== null}
      onClose={onClose}
      title={s.revoke}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button variant="danger" loading={revoke.isPending} onClick={() => toRevoke && revoke.mutate(toRevoke.id)} data-testid="api-key-revoke-confirm">
            {s.revoke}
          </Button>
        </>
      }
    >
      {toRevoke && s.revokeConfirm(toRevoke.name)}
      {revoke.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(revoke.error, t)}</Alert>
        </div>
      )}
    </Dialog>
  );
}
