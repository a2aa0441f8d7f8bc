import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";

export const EMPLOYER_SORT_FIELDS = ["createdAt", "updatedAt", "name", "type"] as const;

/** Keeps OFFSET inside Postgres/Prisma's 32-bit range (page × limit); a larger page → 400. */
export const MAX_EMPLOYER_PAGE = 1_000_000;

export const listEmployersQuery = paginationQuery(EMPLOYER_SORT_FIELDS, "createdAt", "desc").extend({
  page: z
    .string()
    .regex(/^\d+$/, "page must be a positive whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, `page must be between 1 and ${MAX_EMPLOYER_PAGE}`).max(MAX_EMPLOYER_PAGE, `page must be between 1 and ${MAX_EMPLOYER_PAGE}`))
    .default(1),
  organizationId: z.string({ error: "organizationId is required" }).uuid("organizationId must be a UUID"),
  search: z.string().trim().max(100, "search is at most 100 characters").optional(),
  status: z.enum(["active", "archived"], { error: "status must be active or archived" }).optional(),
  type: z.enum(["domestic", "business"], { error: "type must be domestic or business" }).optional(),
});
export type ListEmployersQuery = z.infer<typeof listEmployersQuery>;
