import "server-only";
import { assertPortalRight } from "@/lib/auth/portal";
import type { Tx } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { writeTransaction } from "@/lib/db/sql";
import { AppError, notFound, validationError } from "@/lib/errors";
import { periodBounds } from "@/lib/payroll";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { contributionWeeksOf } from "@/lib/services/payslips/compute-contribution-weeks";
import { loadPayrollInputsMany } from "@/lib/services/payslips/payroll-inputs";
import { lockContractsPayslips, storeDraftPayslips } from "@/lib/services/payslips/run-payroll";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { lockContractEvents } from "@/lib/services/work-events/create-work-event-batch";
import type {
  AcceptedMonthView,
  AcceptMonthBody,
  ContractMonthStatus,
  ContractMonthView,
  MonthAction,
  ReturnMonthBody,
  SubmitMonthBody,
} from "@/lib/validation/month";
import { runPayrollBody } from "@/lib/validation/payslip";
import { loadContractMonth } from "./get-contract-month";

const TARGET: Record<MonthAction, ContractMonthStatus> = { submit: "submitted", accept: "accepted", return: "returned" };
const EVENT = { submit: "month.submitted", accept: "month.accepted", return: "month.returned" } as const;

/** Whether `action` may move a month from `from`; the refusal's code otherwise (409). */
function refusal(action: MonthAction, from: ContractMonthStatus, hasFinal: boolean): AppError | null {
  if (action === "submit") {
    if (from === "submitted") return new AppError("month_already_submitted", "The month is already submitted: the studio will accept it or return it");
    if (from === "accepted" || hasFinal) return new AppError("month_closed", "The month is accepted or has a final payslip: it cannot be submitted again");
    return null;
  }
  if (from !== "submitted")
    return new AppError("month_not_submitted", `Only a submitted month can be ${action === "accept" ? "accepted" : "returned"}; this one is ${from}`);
  return null;
}

interface TransitionInput {
  action: MonthAction;
  note?: string | null;
  runPayslip?: boolean;
}

/** The draft payslip of the month, run like a month-end item (contribution weeks from the events), inside the caller's transaction. */
async function runMonthPayslip(tx: Tx, ctx: ServiceContext, contractId: string, period: string): Promise<string> {
  const { start, end } = periodBounds(period);
  const inputs = await loadPayrollInputsMany(tx, ctx.scope, [contractId], period, "ordinary");
  const loaded = inputs.get(contractId);
  if (!loaded) throw notFound("Domestic contract");
  const rates = await ratesOf(ctx);
  const weeks = contributionWeeksOf({
    contract: loaded.contract,
    events: loaded.events,
    state: loaded.state,
    settings: loaded.settings,
    startDate: start,
    endDate: end,
    rates,
  });
  const body = runPayrollBody.parse({
    domesticContractId: contractId,
    organizationId: ctx.scope.organizationId,
    period,
    contributionWeeks: weeks.map((w) => ({
      hours: w.hours,
      weekStart: w.weekStart,
      weekEnd: w.weekEnd,
      isFromNextPeriod: w.isFromNextPeriod,
      ...(w.isNoticePeriod ? { isNoticePeriod: true } : {}),
    })),
  });
  const [outcome] = await storeDraftPayslips(tx, ctx.principal, [body], ctx.requestId, inputs, ctx.scope, rates);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.id;
}

/**
 * Moves a contract's month (issue 29 point 4): submit (open or returned → submitted; a household
 * with presences or a clerk), accept (submitted → accepted; a clerk, optionally running the
 * month's draft payslip in the same transaction, so a payslip that cannot run leaves the month
 * submitted) and return (submitted → returned, with the clerk's note). The contract's event lock
 * serialises transitions with each other and with the household's edits; the month row is made on
 * its first transition. One history row, one audit entry and one webhook event per transition.
 */
async function transitionMonth(
  ctx: ServiceContext,
  contractId: string,
  period: string,
  input: TransitionInput,
): Promise<{ view: ContractMonthView; payslipId: string | null }> {
  const { action } = input;
  const contract = await getDb().domesticContract.findFirst({
    where: { id: contractId, ...contractWhere(ctx.scope) },
    select: { id: true, employerId: true, startDate: true, endDate: true },
  });
  if (!contract) throw notFound("Domestic contract");
  if (action === "submit") assertPortalRight(ctx.principal, contract.employerId, "presences");
  else if (ctx.principal.portal) throw new AppError("forbidden", "Only the studio accepts or returns a month");
  const { start, end } = periodBounds(period);
  if (contract.startDate.toISOString().slice(0, 10) > end || (contract.endDate && contract.endDate.toISOString().slice(0, 10) < start)) {
    throw validationError([{ path: "/period", code: "period_outside_employment", message: "The contract is not active in this month" }]);
  }
  const { view, payslipId, deliveries } = await writeTransaction(
    async (tx) => {
      // the payslip lock before the events' one, in the order a month-end batch takes them
      if (input.runPayslip) await lockContractsPayslips(tx, [contractId]);
      await lockContractEvents(tx, contractId);
      const existing = await tx.contractMonth.findUnique({ where: { contractId_period: { contractId, period } } });
      const from = existing?.status ?? "open";
      const hasFinal = (await tx.payslip.findFirst({ where: { contractId, period, status: "final" }, select: { id: true } })) !== null;
      const refused = refusal(action, from, hasFinal);
      if (refused) throw refused;
      const to = TARGET[action];
      const note = input.note?.trim() || null;
      const changedAt = new Date();
      const fields = action === "submit" ? { note, returnNote: null } : action === "return" ? { returnNote: note } : {};
      const month = existing
        ? await tx.contractMonth.update({ where: { id: existing.id }, data: { status: to, changedAt, ...fields } })
        : await tx.contractMonth.create({ data: { organizationId: ctx.scope.organizationId, contractId, period, status: to, changedAt, ...fields } });
      await tx.contractMonthTransition.create({
        data: {
          organizationId: ctx.scope.organizationId,
          monthId: month.id,
          action,
          fromStatus: from,
          toStatus: to,
          note,
          actorType: ctx.principal.kind,
          actorId: ctx.principal.actorId,
          byHousehold: ctx.principal.portal?.kind === "household",
          createdAt: changedAt,
        },
      });
      const payslipId = input.runPayslip ? await runMonthPayslip(tx, ctx, contractId, period) : null;
      await writeAuditEntry(tx, ctx.principal, {
        action: `month.${action}`,
        entityType: "contract_month",
        entityId: month.id,
        before: { domesticContractId: contractId, period, status: from },
        after: { domesticContractId: contractId, period, status: to, note, ...(payslipId ? { payslipId } : {}) },
        requestId: ctx.requestId,
      });
      const object = { domesticContractId: contractId, employerId: contract.employerId, period, status: to, note, changedAt: changedAt.toISOString() };
      const ids = await recordWebhookEvent(tx, ctx.scope.organizationId, EVENT[action], action === "accept" ? { object, payslipId } : { object });
      return { view: await loadContractMonth(tx, ctx, contractId, period), payslipId, deliveries: ids };
    },
    // what the route answers (an accept names its payslip), recorded with an Idempotency-Key
    { timeout: 30_000, maxWait: 10_000, answer: (r) => (action === "accept" ? { ...r.view, payslipId: r.payslipId } : r.view) },
  );
  await queueWebhookDeliveries(deliveries);
  return { view, payslipId };
}

/** POST /v1/domestic-contracts/{id}/months/{period}/submit: the household (presences or full) or a clerk confirms the month. */
export async function submitMonth(ctx: ServiceContext, contractId: string, period: string, body: SubmitMonthBody): Promise<ContractMonthView> {
  return (await transitionMonth(ctx, contractId, period, { action: "submit", note: body.note ?? null })).view;
}

/** POST …/accept: a clerk takes the submitted month into payroll (and runs its draft payslip with runPayslip). */
export async function acceptMonth(ctx: ServiceContext, contractId: string, period: string, body: AcceptMonthBody): Promise<AcceptedMonthView> {
  const { view, payslipId } = await transitionMonth(ctx, contractId, period, { action: "accept", runPayslip: body.runPayslip });
  return { ...view, payslipId };
}

/** POST …/return: a clerk gives the submitted month back to the household with a note of what to change. */
export async function returnMonth(ctx: ServiceContext, contractId: string, period: string, body: ReturnMonthBody): Promise<ContractMonthView> {
  return (await transitionMonth(ctx, contractId, period, { action: "return", note: body.note })).view;
}
