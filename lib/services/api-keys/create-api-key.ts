import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { generateApiKey } from "@/lib/auth/api-keys";
import type { CreateApiKeyInput } from "@/lib/validation/settings";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { apiKeySelect, serializeApiKey, type ApiKeyView } from "./list-api-keys";

/** Returns the full key once; only its SHA-256 is stored. */
export async function createApiKey(principal: Principal, input: CreateApiKeyInput, requestId?: string): Promise<ApiKeyView & { key: string }> {
  const generated = generateApiKey();
  const scope = input.scope ?? (input.readOnly ? "read" : "write");
  return writeTransaction(async (tx) => {
    const row = await tx.apiKey.create({
      data: {
        organizationId: principal.organizationId,
        name: input.name,
        readOnly: scope === "read",
        scope,
        keyHash: generated.keyHash,
        displayPrefix: generated.displayPrefix,
        createdById: principal.kind === "user" ? principal.actorId : null,
      },
      select: apiKeySelect,
    });
    const view = serializeApiKey(row);
    await writeAuditEntry(tx, principal, { action: "api_key.create", entityType: "api_key", entityId: row.id, after: view, requestId });
    return { ...view, key: generated.key };
  });
}
