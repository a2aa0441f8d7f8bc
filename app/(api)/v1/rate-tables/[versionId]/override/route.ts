import { route } from "@/lib/api/handler";
import { deleteRateTableOverride, putRateTableOverride } from "@/lib/services/rate-tables/rate-table-overrides";
import { putRateTableOverrideSchema, rateTableVersionParams } from "@/lib/validation/rate-table";

/** Enters (or replaces) the organization's figures of a provisional version: administrators and admin API keys. */
export const PUT = route({
  access: "write",
  organizationWide: true,
  params: rateTableVersionParams,
  body: putRateTableOverrideSchema,
  handler: ({ service, params, body }) => putRateTableOverride(service, params.versionId, body),
});

/** Removes the organization's figures: the provisional version applies again. */
export const DELETE = route({
  access: "write",
  organizationWide: true,
  params: rateTableVersionParams,
  handler: ({ service, params }) => deleteRateTableOverride(service, params.versionId),
});
