import { z } from "zod";

export const MAX_PAGE_SIZE = 100;
/** Deep pages are refused (400) rather than overflowing the database offset. */
export const MAX_PAGE = 100_000;
export const DEFAULT_PAGE_SIZE = 20;

const positiveInt = (name: string, max?: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(
      max === undefined
        ? z.number().int().min(1, `${name} must be at least 1`)
        : z.number().int().min(1, `${name} must be between 1 and ${max}`).max(max, `${name} must be between 1 and ${max}`),
    );

/** An optional whole-number query parameter (1–max), documented as an integer. */
export const positiveIntQueryParam = (name: string, max: number) =>
  positiveInt(name, max).meta({
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.pattern;
      Object.assign(jsonSchema, { type: "integer", minimum: 1, maximum: max });
    },
  });

/** A query parameter parsed from text is documented as the integer it stands for. */
const documentedInteger =
  (maximum: number, defaultValue: number) =>
  ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    delete jsonSchema.pattern;
    Object.assign(jsonSchema, { type: "integer", minimum: 1, maximum, default: defaultValue });
  };

/** `page` of a list's query: a whole number from 1 (default 1), documented as an integer. */
export const pageQueryParam = () =>
  positiveInt("page", MAX_PAGE)
    .default(1)
    .meta({ override: documentedInteger(MAX_PAGE, 1), description: "Page number, from 1" });

/** `limit` of a list's query: 1–100 (default 20) unless the list says otherwise, documented as an integer. */
export const limitQueryParam = (maximum: number = MAX_PAGE_SIZE, defaultValue: number = DEFAULT_PAGE_SIZE) =>
  positiveInt("limit", maximum)
    .default(defaultValue)
    .meta({ override: documentedInteger(maximum, defaultValue), description: "Items per page" });

/**
 * Query schema for a list: page, limit (1–100), sortField from an allow-list, sortDirection.
 * Merge it with the resource's own filters: `paginationQuery([...]).extend({...})`.
 */
export function paginationQuery<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number],
  defaultDirection: "asc" | "desc" = "desc",
) {
  return z.object({
    page: pageQueryParam(),
    limit: limitQueryParam(),
    sortField: z.enum(sortFields, { error: `sortField must be one of: ${sortFields.join(", ")}` }).default(defaultSort as never),
    sortDirection: z.enum(["asc", "desc"], { error: "sortDirection must be asc or desc" }).default(defaultDirection),
  });
}

/** The `pagination` object of every list answer. */
export const paginationResponseSchema = z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() })
  .meta({ id: "Pagination" });
export type Pagination = z.infer<typeof paginationResponseSchema>;

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export function toPage<T>(data: T[], total: number, page: number, limit: number): Page<T> {
  return { data, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

export function skipTake(page: number, limit: number): { skip: number; take: number } {
  return { skip: (page - 1) * limit, take: limit };
}
