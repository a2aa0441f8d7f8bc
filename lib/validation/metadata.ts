import { z } from "zod";

/**
 * An integrator's own data on a resource (issue 33 point 5): `metadata`, up to 20 string keys and
 * values, and an `externalId`, the integrator's key of the resource (unique per organization and
 * resource type). Employers, workers, contracts, work events and payslips carry both
 * (docs/api-metadata.md).
 */
export const METADATA_MAX_KEYS = 20;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 500;
export const EXTERNAL_ID_MAX = 100;

/** Keys are 1–40 characters without square brackets (a list filters with `metadata[key]=value`). */
const KEY_PATTERN = /^[^[\]]+$/;

const messages = {
  object: "metadata is an object of string keys and string values",
  tooMany: `metadata holds at most ${METADATA_MAX_KEYS} keys`,
  key: `A metadata key is 1 to ${METADATA_KEY_MAX} characters, without [ or ]`,
  value: `A metadata value is a string of at most ${METADATA_VALUE_MAX} characters`,
  valueOrNull: `A metadata value is a string of at most ${METADATA_VALUE_MAX} characters, or null to delete the key`,
  externalId: `externalId is 1 to ${EXTERNAL_ID_MAX} characters`,
};

function checkMetadata(value: Record<string, unknown>, ctx: z.RefinementCtx, allowNull: boolean) {
  const keys = Object.keys(value);
  // a PATCH may name more keys when some delete: the service judges the merged object
  const added = allowNull ? keys.filter((k) => value[k] !== null) : keys;
  if (added.length > METADATA_MAX_KEYS) {
    ctx.addIssue({ code: "custom", message: messages.tooMany, params: { code: "metadata_too_many_keys", max: String(METADATA_MAX_KEYS) } });
  }
  for (const key of keys) {
    if (key.length === 0 || key.length > METADATA_KEY_MAX || !KEY_PATTERN.test(key)) {
      ctx.addIssue({ code: "custom", path: [key], message: messages.key, params: { code: "metadata_key_invalid", max: String(METADATA_KEY_MAX) } });
    }
    const v = value[key];
    const ok = (allowNull && v === null) || (typeof v === "string" && v.length <= METADATA_VALUE_MAX);
    if (!ok) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: allowNull ? messages.valueOrNull : messages.value,
        params: { code: "metadata_value_invalid", max: String(METADATA_VALUE_MAX) },
      });
    }
  }
}

const documented = (allowNull: boolean, description: string) => ({
  description,
  override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    const value = { type: "string", maxLength: METADATA_VALUE_MAX };
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, {
      type: "object",
      propertyNames: { minLength: 1, maxLength: METADATA_KEY_MAX, pattern: KEY_PATTERN.source },
      additionalProperties: allowNull ? { anyOf: [value, { type: "null" }] } : value,
      ...(allowNull ? {} : { maxProperties: METADATA_MAX_KEYS }),
    });
  },
});

/** On create: up to 20 keys (1–40 characters) with string values (≤ 500 characters). */
export const metadataInput = z
  .record(z.string(), z.unknown(), { error: messages.object })
  .superRefine((value, ctx) => checkMetadata(value, ctx, false))
  .transform((value) => value as Record<string, string>)
  .meta(
    documented(
      false,
      `Your own data: up to ${METADATA_MAX_KEYS} keys of at most ${METADATA_KEY_MAX} characters, string values of at most ${METADATA_VALUE_MAX}`,
    ),
  );

/** On update: merged into the stored keys; a key set to null is deleted (at most 20 keys after the merge). */
export const metadataPatch = z
  .record(z.string(), z.unknown(), { error: messages.object })
  .superRefine((value, ctx) => checkMetadata(value, ctx, true))
  .transform((value) => value as Record<string, string | null>)
  .meta(
    documented(
      true,
      `Merged into the stored metadata: a key with a string sets it, a key with null deletes it, keys not named stay (at most ${METADATA_MAX_KEYS} keys after the merge)`,
    ),
  );

/** Your key of the resource: unique per organization and resource type (409 external_id_taken). null clears it on update. */
export const externalIdInput = z
  .string({ error: messages.externalId })
  .superRefine((value, ctx) => {
    if (value.length === 0 || value.length > EXTERNAL_ID_MAX) {
      ctx.addIssue({ code: "custom", message: messages.externalId, params: { code: "external_id_invalid", max: String(EXTERNAL_ID_MAX) } });
    }
  })
  .meta({
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => Object.assign(jsonSchema, { minLength: 1, maxLength: EXTERNAL_ID_MAX }),
    description: `Your own id of the resource (1–${EXTERNAL_ID_MAX} characters), unique per organization and resource type`,
  });

/** The members a create body takes. */
export const metadataCreateFields = { metadata: metadataInput.optional(), externalId: externalIdInput.optional() };
/** The members an update body takes. */
export const metadataUpdateFields = { metadata: metadataPatch.optional(), externalId: externalIdInput.nullable().optional() };

export const metadataResponseSchema = z
  .record(z.string(), z.string())
  .meta({ id: "Metadata", description: "Your own data on the resource (string keys and values), {} when none" });

/** The members every answer of these resources carries. */
export const metadataResponseFields = {
  metadata: metadataResponseSchema,
  externalId: z.string().nullable().meta({ description: "Your own id of the resource, null when none" }),
};

/**
 * List filters: `externalId=` (exact) and `metadata[key]=value` (every pair must match). The route
 * wrapper reads `metadata[key]` query parameters into one object (lib/api/handler.ts).
 */
export const metadataQueryFields = {
  externalId: z.string().min(1).max(EXTERNAL_ID_MAX).optional().meta({ description: "Only the resource with this externalId" }),
  metadata: z
    .record(z.string().min(1).max(METADATA_KEY_MAX), z.string().max(METADATA_VALUE_MAX), { error: "Filter metadata as metadata[key]=value" })
    .optional()
    .meta({
      param: { style: "deepObject", explode: true },
      description: "metadata[key]=value: only resources whose metadata has that value under that key (several pairs: all must match)",
    }),
};

export type MetadataPatch = Record<string, string | null>;
