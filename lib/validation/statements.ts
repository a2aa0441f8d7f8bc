import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "@/lib/validation/pagination";

const uuid = (name: string) => z.string().uuid(`${name} must be a UUID`);
const positiveInt = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be between 1 and ${max}`).max(max, `${name} must be between 1 and ${max}`));

/** "2026-Q3". The allowed range (2023-Q1 … current + 1) depends on today: checked by the service (422). */
export const quarterString = z
  .string()
  .regex(/^\d{4}-Q[1-4]$/, "Use the format YYYY-Qn (e.g. 2026-Q3)")
  .meta({ description: "Quarter YYYY-Qn", example: "2026-Q3" });

export const STATEMENT_STATUSES = ["complete", "incomplete"] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** GET /v1/inps-statements: one employment (domesticContractId) or the organization's book (organizationId). */
export const inpsStatementsQuery = z
  .object({
    domesticContractId: uuid("domesticContractId").optional(),
    organizationId: uuid("organizationId").optional(),
    quarter: quarterString,
    status: z.enum(STATEMENT_STATUSES, { error: "status must be complete or incomplete" }).optional(),
    search: z.string().trim().max(100).optional(),
    page: positiveInt("page", MAX_PAGE).default(1),
    limit: positiveInt("limit", MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((v, ctx) => {
    if (!v.domesticContractId === !v.organizationId) {
      ctx.addIssue({ code: "custom", path: ["domesticContractId"], message: "Give exactly one of domesticContractId and organizationId" });
    }
  });
export type InpsStatementsQuery = z.infer<typeof inpsStatementsQuery>;

/** CSV export of a quarter for the whole book. */
export const inpsStatementsCsvQuery = z.object({
  organizationId: uuid("organizationId"),
  quarter: quarterString,
  status: z.enum(STATEMENT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type InpsStatementsCsvQuery = z.infer<typeof inpsStatementsCsvQuery>;

/** One employment's statement document (PDF). */
export const inpsStatementDocumentQuery = z.object({ domesticContractId: uuid("domesticContractId"), quarter: quarterString });

export const annualStatementQuery = z.object({
  domesticContractId: uuid("domesticContractId"),
  year: z
    .string()
    .regex(/^\d{4}$/, "year must be YYYY")
    .transform(Number),
});
export type AnnualStatementQuery = z.infer<typeof annualStatementQuery>;
