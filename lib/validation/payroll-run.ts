import { z } from "zod";
import { fieldErrorResponseSchema, isoMonth } from "./common";
import { limitQueryParam, pageQueryParam, paginationResponseSchema } from "./pagination";
import { validationIssueResponseSchema } from "./payslip";

const ids = (name: string) =>
  z
    .array(z.string().uuid(`${name} must hold UUIDs`))
    .min(1, `${name} must not be empty`)
    .max(10_000);

export const PAYROLL_RUN_OUTCOMES = ["pending", "ok", "warnings", "blocked", "failed", "skipped", "cancelled"] as const;
export type PayrollRunOutcome = (typeof PAYROLL_RUN_OUTCOMES)[number];

/** POST /v1/payroll-runs */
export const createPayrollRunBody = z.strictObject({
  organizationId: z.string().uuid("organizationId must be a UUID").optional(),
  period: isoMonth.meta({ description: "Period YYYY-MM" }),
  scope: z
    .union([z.literal("all"), z.strictObject({ employerIds: ids("employerIds") }), z.strictObject({ contractIds: ids("contractIds") })])
    .meta({ description: '"all" (every contract active in the period), {employerIds: [...]} or {contractIds: [...]}' }),
  autoFillEmptyMonths: z.boolean().default(false).meta({ description: "Fill a month with no work events from the weekly schedule before running it" }),
});
export type CreatePayrollRunBody = z.infer<typeof createPayrollRunBody>;

/** GET /v1/payroll-runs */
export const listPayrollRunsQuery = z.strictObject({ period: isoMonth.optional() });

/** GET /v1/payroll-runs/{id} */
export const getPayrollRunQuery = z.strictObject({
  outcome: z.enum(PAYROLL_RUN_OUTCOMES).optional(),
  page: pageQueryParam(),
  limit: limitQueryParam(500, 100),
});
export type GetPayrollRunQuery = z.infer<typeof getPayrollRunQuery>;

/** A run's scope as it was sent: "all", {employerIds} or {contractIds}. */
export const payrollRunScopeResponseSchema = z
  .union([z.literal("all"), z.object({ employerIds: z.array(z.string()) }), z.object({ contractIds: z.array(z.string()) })])
  .meta({ id: "PayrollRunScope", description: 'as sent: "all", {employerIds: [...]} or {contractIds: [...]}' });

/** A payroll run as the API answers it: one contract for the service, the document and the screens. */
export const payrollRunCountsSchema = z
  .object(Object.fromEntries(PAYROLL_RUN_OUTCOMES.map((o) => [o, z.number().int()])) as Record<(typeof PAYROLL_RUN_OUTCOMES)[number], z.ZodNumber>)
  .meta({ id: "PayrollRunCounts" });
/** The progress of a run's finalize (POST /v1/payroll-runs/{id}/finalize answers 202; the queue does the work). */
export const payrollRunFinalizeSchema = z
  .object({
    status: z.enum(["running", "completed"]),
    finalized: z.number().int().meta({ description: "items whose draft this finalize made final" }),
    notDraft: z.number().int().meta({ description: "items whose payslip was no longer a draft" }),
    deleted: z.number().int().meta({ description: "items whose payslip had been deleted" }),
    pending: z.number().int().meta({ description: "items (outcome ok or warnings) still to finalize" }),
    documentsPending: z.number().int().meta({
      description: "payslips finalized whose stored PDF the workers have not rendered yet (a PDF asked for earlier is rendered on demand, the same bytes)",
    }),
    requestedAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: "PayrollRunFinalize" });

export const payrollRunResponseSchema = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    period: z.string(),
    scope: payrollRunScopeResponseSchema,
    autoFillEmptyMonths: z.boolean(),
    status: z.enum(["running", "completed", "cancelled"]),
    total: z.number().int().meta({ description: "contracts in the run" }),
    processed: z.number().int().meta({ description: "items no longer pending (for a progress bar)" }),
    counts: payrollRunCountsSchema,
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    finalize: payrollRunFinalizeSchema
      .nullable()
      .meta({ description: "the finalize of the run's drafts, once asked for (done by the job queue); null before" }),
  })
  .meta({ id: "PayrollRun" });
export type PayrollRunView = z.infer<typeof payrollRunResponseSchema>;

export const FINALIZE_OUTCOMES = ["finalized", "not_draft", "deleted"] as const;

/** One contract of a run: what validate, weeks and run-payroll gave it. */
export const payrollRunItemResponseSchema = z
  .object({
    id: z.string(),
    domesticContractId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    workerName: z.string(),
    outcome: z.enum(PAYROLL_RUN_OUTCOMES).meta({
      description:
        "ok: draft written; warnings: draft written with warnings; blocked: validation errors (errors), no payslip; failed: an error (reason = its code); skipped: reason already_final; cancelled: the run was cancelled first",
    }),
    payslipId: z.string().nullable(),
    errors: z.array(fieldErrorResponseSchema).meta({ description: "blocked: the validation errors; failed: the error" }),
    warnings: z.array(validationIssueResponseSchema).meta({ description: "the payslip's warnings, or validate-before-run's when blocked" }),
    reason: z.string().nullable().meta({ description: "skipped: why (already_final, not_active_in_period); failed: the error code" }),
    attempts: z.number().int(),
    finalizeOutcome: z.enum(FINALIZE_OUTCOMES).nullable(),
    processedAt: z.string().nullable(),
  })
  .meta({ id: "PayrollRunItem" });
export type PayrollRunItemView = z.infer<typeof payrollRunItemResponseSchema>;

export const payrollRunDetailResponseSchema = payrollRunResponseSchema
  .extend({ items: z.object({ data: z.array(payrollRunItemResponseSchema), pagination: paginationResponseSchema }) })
  .meta({ id: "PayrollRunDetail" });
export type PayrollRunDetail = z.infer<typeof payrollRunDetailResponseSchema>;
