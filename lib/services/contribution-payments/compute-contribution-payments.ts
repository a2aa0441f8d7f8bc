import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { contributionPaymentWhere } from "@/lib/db/scope";
import { upsertContributionPayments, type ContributionPaymentRow } from "@/lib/db/statements/contribution-payments";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { assertQuarterInRange, buildStatementItem, loadHoursRounding, loadQuarterContracts } from "@/lib/services/statements/build-quarter-statements";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import type { ComputeContributionPaymentsBody, ComputeContributionPaymentsResult } from "@/lib/validation/contribution-payment";
import { contributionPaymentSelect, lineOfCorrection, lineOfNotice, serializeContributionPayment } from "./serialize";

/** Rows written per statement: one JSON parameter each. */
const WRITE_BATCH = 200;

/**
 * "Compute the quarter": each employment's payments, from the quarterly statement of the INPS
 * statements (one home for the figures: lib/services/statements, the engine's
 * computeQuarterlyStatement), written as rows — `ready` when the quarter's payslips are all final,
 * else `pending`. Run again, it refreshes the figures and keeps notifications and payments; a
 * payment that became `ready` sends `contribution_payment.ready`. A payment the statement no longer
 * has (an end of employment reopened) is removed unless a payment was recorded on it.
 */
export async function computeContributionPayments(
  ctx: ServiceContext,
  body: ComputeContributionPaymentsBody,
  today: string,
): Promise<ComputeContributionPaymentsResult> {
  if (body.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  assertQuarterInRange(body.quarter, today);
  const db = getDb();
  const [contracts, rounding, rates] = await Promise.all([
    loadQuarterContracts(db, ctx.scope, body.quarter, body.domesticContractId ? { contractId: body.domesticContractId } : {}),
    loadHoursRounding(db, ctx.scope.organizationId),
    // the organization's tables, as its payslips read them (its overrides of provisional versions)
    ratesOf(ctx),
  ]);
  if (body.domesticContractId && contracts.length === 0) throw notFound("Domestic contract");
  const rows: ContributionPaymentRow[] = [];
  for (const c of contracts) {
    const item = buildStatementItem(c, body.quarter, rounding, rates);
    for (const p of item.statement.payments) {
      if (p.notices.length === 0 && !p.corrections?.length && item.status === "complete") continue; // nothing to pay
      rows.push({
        organization_id: ctx.scope.organizationId,
        employer_id: c.employerId,
        contract_id: c.id,
        quarter: body.quarter,
        kind: p.kind,
        ready: item.status === "complete",
        due_date: p.dueDate,
        period_start: p.periodStart,
        period_end: p.periodEnd,
        // the quarter's notices, then a line of its own for each correction paid in it (docs/corrections.md)
        lines: [
          ...p.notices.map((n) => lineOfNotice(n, c.cuafDue)),
          ...(p.corrections ?? []).map((k, i) => lineOfCorrection(k, p.notices.length + i + 1, c.cuafDue)),
        ],
        hours: p.lines.reduce((n, l) => n + l.hours, 0) + (p.corrections ?? []).reduce((n, k) => n + k.hours, 0),
        inps_amount: p.inpsAmount,
        inps_employee: p.inpsEmployee,
        inps_employer: p.inpsEmployer,
        cassacolf_amount: p.cassacolf.amount,
        cassacolf_employee: p.cassacolf.employeeAmount,
        cassacolf_employer: p.cassacolf.employerAmount,
        over80_relief: p.over80Relief ?? "0.00",
        total_due: p.totalToPay,
      });
    }
  }
  const contractIds = contracts.map((c) => c.id);
  const { result, deliveries } = await writeTransaction(
    async (tx) => {
      const before = await tx.contributionPayment.findMany({
        where: { contractId: { in: contractIds }, quarter: body.quarter, ...contributionPaymentWhere(ctx.scope) },
        select: { id: true, state: true },
      });
      const wasReady = new Set(before.filter((b) => b.state !== "pending").map((b) => b.id));
      const written: string[] = [];
      for (let i = 0; i < rows.length; i += WRITE_BATCH) {
        written.push(...(await upsertContributionPayments(tx, rows.slice(i, i + WRITE_BATCH))).map((r) => r.id));
      }
      await tx.contributionPayment.deleteMany({
        where: {
          contractId: { in: contractIds },
          quarter: body.quarter,
          id: { notIn: written },
          payments: { none: {} },
          ...contributionPaymentWhere(ctx.scope),
        },
      });
      const nowReady = await tx.contributionPayment.findMany({
        where: { id: { in: written.filter((id) => !wasReady.has(id)) }, state: { not: "pending" } },
        select: contributionPaymentSelect,
      });
      const recorded = await emitReady(tx, ctx.scope.organizationId, nowReady, today);
      const ready = rows.filter((r) => r.ready).length;
      await writeAuditEntry(tx, ctx.principal, {
        action: "contribution_payments.compute",
        entityType: "organization",
        entityId: ctx.scope.organizationId,
        after: { quarter: body.quarter, domesticContractId: body.domesticContractId ?? null, payments: rows.length, ready },
        requestId: ctx.requestId,
      });
      return { result: { quarter: body.quarter, payments: rows.length, ready, pending: rows.length - ready }, deliveries: recorded };
    },
    { timeout: 60_000, answer: (r) => r.result },
  );
  await queueWebhookDeliveries(deliveries);
  return result;
}

async function emitReady(tx: Tx, organizationId: string, rows: Parameters<typeof serializeContributionPayment>[0][], today: string): Promise<string[]> {
  const recorded: string[] = [];
  for (const row of rows) {
    recorded.push(...(await recordWebhookEvent(tx, organizationId, "contribution_payment.ready", { object: serializeContributionPayment(row, today) })));
  }
  return recorded;
}
