import "server-only";
import type { ApiKeyView } from "@/lib/validation/settings";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";

export type { ApiKeyView };

export const apiKeySelect = {
  id: true,
  name: true,
  displayPrefix: true,
  readOnly: true,
  scope: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

export function serializeApiKey(row: {
  id: string;
  name: string;
  displayPrefix: string;
  readOnly: boolean;
  scope: ApiKeyView["scope"];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.displayPrefix,
    readOnly: row.readOnly,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(principal: Principal): Promise<{ data: ApiKeyView[] }> {
  const rows = await getDb().apiKey.findMany({
    where: { organizationId: principal.organizationId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: apiKeySelect,
  });
  return { data: rows.map(serializeApiKey) };
}
