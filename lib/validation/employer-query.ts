import { z } from "zod";
import { paginationQuery } from "@/lib/validation/pagination";
import { metadataQueryFields } from "@/lib/validation/metadata";

export const EMPLOYER_SORT_FIELDS = ["createdAt", "updatedAt", "name", "type"] as const;

export const listEmployersQuery = paginationQuery(EMPLOYER_SORT_FIELDS, "createdAt", "desc").extend({
  organizationId: z.string({ error: "organizationId is required" }).uuid("organizationId must be a UUID"),
  search: z.string().trim().max(100, "search is at most 100 characters").optional(),
  status: z.enum(["active", "archived"], { error: "status must be active or archived" }).optional(),
  type: z.enum(["domestic", "business"], { error: "type must be domestic or business" }).optional(),
  ...metadataQueryFields,
});
export type ListEmployersQuery = z.infer<typeof listEmployersQuery>;
