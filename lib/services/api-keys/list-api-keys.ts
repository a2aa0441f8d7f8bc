import "server-only";
import type { ApiKeyView } from "@/lib/validation/settings";
import type { ServiceContext } from "@/lib/services/context";
import { getDb } from "@/lib/db/client";
import { apiKeyWhere } from "@/lib/db/scope";

export type { ApiKeyView };

export const apiKeySelect = {
  id: true,
  name: true,
  displayPrefix: true,
  readOnly: true,
  scope: true,
  employerIds: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  organization: { select: { livemode: true } },
} as const;

export function serializeApiKey(row: {
  id: string;
  name: string;
  displayPrefix: string;
  readOnly: boolean;
  scope: ApiKeyView["scope"];
  employerIds: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  organization: { livemode: boolean };
}): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.displayPrefix,
    readOnly: row.readOnly,
    scope: row.scope,
    employerIds: row.employerIds.length > 0 ? row.employerIds : null,
    mode: row.organization.livemode ? "live" : "test",
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: ServiceContext): Promise<{ data: ApiKeyView[] }> {
  const rows = await getDb().apiKey.findMany({
    where: apiKeyWhere(ctx.scope),
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: apiKeySelect,
  });
  return { data: rows.map(serializeApiKey) };
}
