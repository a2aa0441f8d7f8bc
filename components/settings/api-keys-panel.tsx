"use client";
import { useState } from "react";
import { Alert, EmptyState, Spinner } from "@/components/ui/misc";
import { useApiKeys } from "@/lib/client/api-keys";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import type { ApiKeyView } from "@/lib/validation/settings";
import { CreateKeyCard } from "./api-keys/create-key-card";
import { NewKeyDialog, RevokeKeyDialog } from "./api-keys/key-dialogs";
import { KeysTable } from "./api-keys/keys-table";
import { SandboxCard } from "./api-keys/sandbox-card";

/** Impostazioni → Chiavi API: an administrator creates keys for integrations and revokes them. */
export function ApiKeysPanel({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const s = t.settings.apiKeys;
  const [newKey, setNewKey] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeyView | null>(null);
  const keys = useApiKeys({ enabled: isAdmin });
  if (!isAdmin) return <Alert tone="amber">{t.settings.users.adminOnly}</Alert>;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{s.intro}</p>
      <CreateKeyCard onCreated={setNewKey} />
      {keys.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : keys.isError ? (
        <Alert>{errorMessage(keys.error, t)}</Alert>
      ) : keys.data.data.length === 0 ? (
        <EmptyState>{t.common.states.empty}</EmptyState>
      ) : (
        <KeysTable keys={keys.data.data} onRevoke={setToRevoke} />
      )}
      <NewKeyDialog newKey={newKey} onClose={() => setNewKey(null)} />
      <RevokeKeyDialog toRevoke={toRevoke} onClose={() => setToRevoke(null)} />
      <SandboxCard />
    </div>
  );
}
