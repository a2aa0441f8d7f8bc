"use client";
import { useForm } from "react-hook-form";
import { fieldProblemResolver } from "@/lib/client/field-problem";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Badge, Card, EmptyState, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "@/lib/client/api-keys";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import { createApiKeySchema, type CreateApiKeyInput } from "@/lib/validation/settings";
import type { ApiKeyView } from "@/lib/validation/settings";
import type { z } from "zod";

export function ApiKeysPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t, locale } = useI18n();
  const s = t.settings.apiKeys;
  const [newKey, setNewKey] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeyView | null>(null);
  const [copied, setCopied] = useState(false);
  const keys = useApiKeys({ enabled: isAdmin });
  const words = useI18n();
  const form = useForm<z.input<typeof createApiKeySchema>, unknown, CreateApiKeyInput>({
    resolver: fieldProblemResolver(createApiKeySchema, words),
    defaultValues: { name: "", readOnly: false, scope: "write" },
  });
  const create = useCreateApiKey({
    onSuccess: (created) => {
      setNewKey(created.key);
      setCopied(false);
      form.reset();
    },
  });
  const revoke = useRevokeApiKey({ onSuccess: () => setToRevoke(null) });
  const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale === "it" ? "it-IT" : "en-GB") : s.never);

  if (!isAdmin) return <Alert tone="amber">{t.settings.users.adminOnly}</Alert>;

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{s.intro}</p>
      <Card title={s.create}>
        <form className="flex flex-wrap items-end gap-4" onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate>
          <Field label={s.name} required error={form.formState.errors.name?.message} className="min-w-64 flex-1">
            {(p) => <Input {...p} {...form.register("name")} placeholder={s.namePlaceholder} data-testid="api-key-name" />}
          </Field>
          <Field label={s.access}>
            {(p) => (
              <Select {...p} {...form.register("scope")} data-testid="api-key-scope">
                <option value="read">{s.readOnly}</option>
                <option value="write">{s.readWrite}</option>
                <option value="admin">{s.admin}</option>
              </Select>
            )}
          </Field>
          <Button type="submit" loading={create.isPending} data-testid="api-key-create">
            {s.create}
          </Button>
        </form>
        {create.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(create.error, t)}</Alert>
          </div>
        )}
      </Card>

      {keys.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : keys.isError ? (
        <Alert>{errorMessage(keys.error, t)}</Alert>
      ) : keys.data.data.length === 0 ? (
        <EmptyState>{t.common.states.empty}</EmptyState>
      ) : (
        <Table caption={t.settings.tabs.apiKeys}>
          <thead>
            <tr>
              <Th>{s.name}</Th>
              <Th>{s.prefix}</Th>
              <Th>{s.access}</Th>
              <Th>{s.created}</Th>
              <Th>{s.lastUsed}</Th>
              <Th>{s.status}</Th>
              <Th>
                <span className="sr-only">{s.revoke}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {keys.data.data.map((key) => (
              <tr key={key.id} data-testid="api-key-row">
                <Td className="font-medium">{key.name}</Td>
                <Td>
                  <code className="text-xs">{key.prefix}…</code>
                </Td>
                <Td>{key.scope === "read" ? s.readOnly : key.scope === "admin" ? s.admin : s.readWrite}</Td>
                <Td>{fmt(key.createdAt)}</Td>
                <Td>{fmt(key.lastUsedAt)}</Td>
                <Td>{key.revokedAt ? <Badge tone="red">{s.revoked}</Badge> : <Badge tone="green">{s.active}</Badge>}</Td>
                <Td className="text-right">
                  {!key.revokedAt && (
                    <Button variant="secondary" size="sm" onClick={() => setToRevoke(key)}>
                      {s.revoke}
                    </Button>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Dialog
        open={newKey !== null}
        onClose={() => setNewKey(null)}
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
            <Button onClick={() => setNewKey(null)}>{t.common.actions.close}</Button>
          </>
        }
      >
        <p className="mb-2">{s.shownOnce}</p>
        <code data-testid="api-key-secret" className="block rounded bg-slate-100 p-3 text-xs break-all">
          {newKey}
        </code>
      </Dialog>

      <Dialog
        open={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title={s.revoke}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToRevoke(null)}>
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
    </div>
  );
}
