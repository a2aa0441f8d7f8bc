import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { apiKeyWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { apiKeySelect, serializeApiKey, type ApiKeyView } from "./list-api-keys";

/** Revocation keeps the row (audit, lists) and takes effect on the next request. Idempotent. */
export async function revokeApiKey(ctx: ServiceContext, id: string): Promise<ApiKeyView> {
  return writeTransaction(async (tx) => {
    const existing = await tx.apiKey.findFirst({ where: { id, ...apiKeyWhere(ctx.scope) }, select: apiKeySelect });
    if (!existing) throw notFound("API key");
    if (existing.revokedAt) return serializeApiKey(existing);
    const row = await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() }, select: apiKeySelect });
    await writeAuditEntry(tx, ctx.principal, {
      action: "api_key.revoke",
      entityType: "api_key",
      entityId: id,
      before: serializeApiKey(existing),
      after: serializeApiKey(row),
      requestId: ctx.requestId,
    });
    return serializeApiKey(row);
  });
}
