"use client";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n/client";
import type { ApiKeyView } from "@/lib/validation/settings";

/** The organization's keys: prefix, access, creation, last use, status, and revoke. */
export function KeysTable({ keys, onRevoke }: { keys: ApiKeyView[]; onRevoke: (key: ApiKeyView) => void }) {
  const { t, locale } = useI18n();
  const s = t.settings.apiKeys;
  const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale === "it" ? "it-IT" : "en-GB") : s.never);
  return (
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
        {keys.map((key) => (
          <tr key={key.id} data-testid="api-key-row">
            <Td className="font-medium">{key.name}</Td>
            <Td>
              <code className="text-xs">{key.prefix}…</code> {key.mode === "test" && <Badge tone="amber">{s.testBadge}</Badge>}
            </Td>
            <Td>{key.scope === "read" ? s.readOnly : key.scope === "admin" ? s.admin : s.readWrite}</Td>
            <Td>{fmt(key.createdAt)}</Td>
            <Td>{fmt(key.lastUsedAt)}</Td>
            <Td>{key.revokedAt ? <Badge tone="red">{s.revoked}</Badge> : <Badge tone="green">{s.active}</Badge>}</Td>
            <Td className="text-right">
              {!key.revokedAt && (
                <Button variant="secondary" size="sm" onClick={() => onRevoke(key)}>
                  {s.revoke}
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
