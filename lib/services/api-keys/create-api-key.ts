import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { employerWhere, organizationOnly } from "@/lib/db/scope";
import { generateApiKey } from "@/lib/auth/api-keys";
import { AppError, validationError } from "@/lib/errors";
import type { CreateApiKeyInput } from "@/lib/validation/settings";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { ensureSandbox, SANDBOX_TRANSACTION } from "@/lib/services/sandbox/ensure-sandbox";
import { apiKeySelect, serializeApiKey, type ApiKeyView } from "./list-api-keys";

/**
 * Returns the full key once; only its SHA-256 is stored. With `employerIds` the key is restricted
 * to those employers (each must be one of the caller's: another organization's id is refused
 * exactly like an unknown one). With `mode: "test"` the key is a key of the organization's sandbox
 * (created and seeded on first use, docs/api-sandbox.md): its employers are the sandbox's. Keys
 * are created by administrators signed in to the app (the route's access), always live callers.
 */
export async function createApiKey(ctx: ServiceContext, input: CreateApiKeyInput): Promise<ApiKeyView & { key: string }> {
  if (ctx.principal.livemode === false) throw new AppError("forbidden", "Test-mode keys do not create API keys");
  const mode = input.mode ?? "live";
  const generated = generateApiKey(mode);
  const scope = input.scope ?? (input.readOnly ? "read" : "write");
  const employerIds = [...new Set(input.employerIds ?? [])];
  return writeTransaction(async (tx) => {
    const organization = organizationOnly(ctx.scope);
    // a live caller's test key belongs to the organization's sandbox: its employers are the sandbox's
    const keyOrganizationId = mode === "test" ? (await ensureSandbox(tx, organization.organizationId)).id : organization.organizationId;
    const keyScope = { ...ctx.scope, organizationId: keyOrganizationId };
    if (employerIds.length > 0) {
      const found = await tx.employer.findMany({ where: { id: { in: employerIds }, ...employerWhere(keyScope) }, select: { id: true } });
      const known = new Set(found.map((e) => e.id));
      const errors = (input.employerIds ?? [])
        .map((id, i) => ({ id, i }))
        .filter(({ id }) => !known.has(id))
        .map(({ i }) => ({ path: `/employerIds/${i}`, message: "No employer with this id in your organization", code: "employer_not_found" }));
      if (errors.length > 0) throw validationError(errors);
    }
    const row = await tx.apiKey.create({
      data: {
        organizationId: keyOrganizationId,
        name: input.name,
        readOnly: scope === "read",
        scope,
        employerIds,
        keyHash: generated.keyHash,
        displayPrefix: generated.displayPrefix,
        createdById: ctx.principal.kind === "user" ? ctx.principal.actorId : null,
      },
      select: apiKeySelect,
    });
    const view = serializeApiKey(row);
    await writeAuditEntry(tx, ctx.principal, { action: "api_key.create", entityType: "api_key", entityId: row.id, after: view, requestId: ctx.requestId });
    return { ...view, key: generated.key };
  }, SANDBOX_TRANSACTION);
}
