import "server-only";
import { AppError, validationError } from "@/lib/errors";
import { METADATA_MAX_KEYS, type MetadataPatch } from "@/lib/validation/metadata";

/**
 * An integrator's metadata and externalId (docs/api-metadata.md), the same on every resource that
 * carries them: employers, workers, contracts, work events, payslips.
 */

/** The stored column as the API answers it: string values only, {} when none. */
export function storedMetadata(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/**
 * A PATCH's metadata merged into the stored keys (a null value deletes its key); undefined when
 * nothing changes. More than 20 keys after the merge → 422 with the pointer /metadata.
 */
export function mergeMetadata(stored: unknown, patch: MetadataPatch | undefined): Record<string, string> | undefined {
  if (patch === undefined) return undefined;
  const current = storedMetadata(stored);
  const merged: Record<string, string> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > METADATA_MAX_KEYS) {
    throw validationError([
      {
        path: "/metadata",
        message: `metadata holds at most ${METADATA_MAX_KEYS} keys (after merging with the stored ones)`,
        code: "metadata_too_many_keys",
        params: { code: "metadata_too_many_keys", max: String(METADATA_MAX_KEYS) },
      },
    ]);
  }
  const same = Object.keys(merged).length === Object.keys(current).length && Object.entries(merged).every(([k, v]) => current[k] === v);
  return same ? undefined : merged;
}

/**
 * 409 external_id_taken when a resource of the same type the caller can see holds the id (named in
 * `existingId`): `holder` is what the caller's lookup through the resource's where-builder found, so
 * a row out of the caller's scope is never named; the unique index refuses it anyway
 * (lib/db/errors.ts: the same code without the id).
 */
export function assertExternalIdFree(holder: { id: string } | null): void {
  if (holder) throw new AppError("external_id_taken", "Another resource of this type has the same externalId", { extra: { existingId: holder.id } });
}

/**
 * The conditions of a list's `externalId=` (the unique index serves it) and `metadata[key]=value`
 * filters (every pair must match), to AND with the scope's builder: never spread beside it.
 */
export function metadataConditions(query: { externalId?: string; metadata?: Record<string, string> }) {
  return [
    ...(query.externalId !== undefined ? [{ externalId: query.externalId }] : []),
    ...Object.entries(query.metadata ?? {}).map(([key, value]) => ({ metadata: { path: [key], equals: value } })),
  ];
}

/** The members of an answer. */
export function metadataView(row: { metadata: unknown; externalId: string | null }) {
  return { metadata: storedMetadata(row.metadata), externalId: row.externalId };
}
