import "server-only";
/**
 * Corrections of final payslips (issue 32 point 3, rules-update-3 A12, docs/corrections.md): a
 * final payslip is never replaced; a correcting payslip (kind `correction`) states the difference
 * line by line, is final at once (stored PDF "Cedolino di rettifica", the household's and the
 * worker's e-mails, the `payslip.finalized` event), and names the month in which it is paid, whose
 * quarter takes its contribution difference. The original is not written to.
 *
 * One payslip: POST /v1/domestic-payslips/{id}/corrections (and …/preview, which writes nothing).
 * In bulk: POST /v1/domestic-payslips/corrections (a month's finals or a list; and …/preview).
 */
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { payslipWhere } from "@/lib/db/scope";
import { jsonColumn } from "@/lib/db/json-columns";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { AppError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dec, fmt2, sum, type PayslipElement } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { renderPayslipDocuments } from "@/lib/services/documents/render-payslip-documents";
import { kickEmailSender } from "@/lib/services/email/send-outbox";
import { assertCanFinalize } from "@/lib/services/payslips/assert-can-finalize";
import { queuePayslipFinalizedEmails } from "@/lib/services/payslips/delivery-emails";
import { lockContractsPayslips, payslipColumns } from "@/lib/services/payslips/run-payroll";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import type { CorrectionBulkResult, CorrectionResult, CorrectPayslipBody, CorrectPayslipsBody } from "@/lib/validation/payslip-correction";
import { todayInItaly } from "@/lib/validation/common";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { computeCorrections, loadOriginal, originalInclude, workerNameOf, type ComputedCorrection } from "./compute-correction";

const TOTALS = [
  "totalGross",
  "totalDeductions",
  "totalAfterDeductionsGross",
  "totalEmployeeTaxes",
  "totalEmployeeInpsTaxes",
  "totalEmployeeCassacolfTaxes",
  "totalTaxableGross",
  "totalEmployerTaxes",
  "totalCost",
  "totalNet",
] as const;

function resultOf(c: ComputedCorrection, preview: boolean, number: number, id: string | null): CorrectionResult {
  const p = c.original;
  return {
    preview,
    originalPayslipId: p.id,
    correctionPayslipId: id,
    correctionNumber: number,
    domesticContractId: p.contractId,
    workerName: workerNameOf(p),
    employerName: p.contract.employer.displayName,
    period: p.period,
    kind: p.kind,
    paidPeriod: c.paidPeriod,
    quarter: c.quarter,
    wholeHours: c.wholeHours,
    difference: c.difference,
  };
}

/** The next correction number of a contract's period (1, 2…): read under the contract's payslip lock. */
async function nextNumber(db: Db | Tx, contractId: string, period: string): Promise<number> {
  const last = await db.payslip.aggregate({ where: { contractId, period, kind: "correction" }, _max: { correctionNumber: true } });
  return (last._max.correctionNumber ?? 0) + 1;
}

function unwrap(computed: ComputedCorrection | { error: unknown } | undefined): ComputedCorrection {
  if (!computed) throw notFound("Payslip");
  if ("error" in computed) throw computed.error;
  return computed;
}

function withoutDifference(c: ComputedCorrection): AppError {
  return new AppError("correction_without_difference", "Recomputed with today's data the payslip is the same: there is nothing to correct", {
    extra: { payslipId: c.original.id },
  });
}

/** POST /v1/domestic-payslips/{id}/corrections/preview: the difference, nothing written. */
export async function previewPayslipCorrection(ctx: ServiceContext, id: string, body: CorrectPayslipBody): Promise<CorrectionResult> {
  const db = getDb();
  const original = await loadOriginal(db, ctx.scope, id);
  const computed = unwrap((await computeCorrections(db, ctx.scope, [original], body.paymentDate ?? todayInItaly(), await ratesOf(ctx))).get(id));
  if (!computed.difference.hasDifference) throw withoutDifference(computed);
  return resultOf(computed, true, await nextNumber(db, original.contractId, original.period), null);
}

/** The correcting payslip's row: the difference's totals and elements, the recomputed period's states and year-to-date. */
function correctionRow(c: ComputedCorrection, number: number, finalizedAt: Date, note: string | undefined): Prisma.PayslipUncheckedCreateInput {
  const p = c.original;
  const columns = payslipColumns(c.result);
  const totals = Object.fromEntries(TOTALS.map((f) => [f, fmt2(dec(c.result[f]).minus(dec(p[f].toFixed(2))))]));
  return {
    ...columns,
    ...totals,
    startDate: toDbDate(c.result.startDate),
    endDate: toDbDate(c.result.endDate),
    warnings: jsonColumn([]),
    contributionWeeks: jsonColumn([]),
    organizationId: p.organizationId,
    contractId: p.contractId,
    period: p.period,
    kind: "correction",
    status: "final",
    finalizedAt,
    correctsPayslipId: p.id,
    correctionNumber: number,
    paidPeriod: c.paidPeriod,
    correction: jsonColumn({ ...c.difference, quarter: c.quarter, wholeHours: c.wholeHours, originalKind: p.kind, statementLine: statementLineOf(c) }),
    note1: note ?? `Rettifica del cedolino ${p.period}`,
    note2: null,
    inputSnapshot: { ...c.snapshot, correctsPayslipId: p.id } as Prisma.InputJsonValue,
    inputFingerprint: c.inputs.fingerprint.combined,
  };
}

/** What the quarter's statement prints on the correction's line: class, table year and wage of the corrected weeks (the recomputed ones, else the original's). */
function statementLineOf(c: ComputedCorrection) {
  const weeks = c.result.inpsContributions.filter((w) => !w.isFromNextPeriod);
  const first = weeks[0];
  const stored = c.original.inpsWeeks.find((w) => !w.isFromNextPeriod);
  return {
    type: first?.type ?? stored?.type ?? "bracket_1",
    tableYear: first?.tableYear ?? stored?.tableYear ?? Number(c.original.period.slice(0, 4)),
    effectiveHourlyWage: first?.effectiveWageRate ?? stored?.effectiveWageRate.toFixed(2) ?? "0.00",
    fromWeek: dateString(c.original.startDate),
    toWeek: dateString(c.original.endDate),
  };
}

/** The difference's elements as the correcting payslip's lines (value = corrected − original; quantity and rate of the corrected line). */
function elementRowsOf(c: ComputedCorrection, payslipId: string): Prisma.PayslipElementCreateManyInput[] {
  const corrected = [
    ...c.result.earningElements,
    ...c.result.deductionElements,
    ...c.result.imputedElements,
    ...c.result.employeeTaxesElements,
    ...c.result.employerTaxesElements,
  ];
  const byCode = new Map<string, PayslipElement>(corrected.map((e) => [e.code, e]));
  return c.difference.elements.map((l, position) => {
    const e = byCode.get(l.code);
    return {
      payslipId,
      position,
      section: l.section,
      code: l.code,
      name: l.name,
      value: l.difference,
      periodType: "period",
      periodDuration: "1",
      rate: e?.rate ?? "0",
      includedInBaseWage: e?.includedInBaseWage ?? false,
      ytd: e?.ytd ?? "0",
    };
  });
}

/** Writes one correcting payslip (final), its e-mails, audit entry and event, inside `tx` (its PDF after the commit: storeCorrectionDocuments). */
async function storeCorrection(
  tx: Tx,
  ctx: ServiceContext,
  c: ComputedCorrection,
  note: string | undefined,
): Promise<{ id: string; number: number; events: string[] }> {
  const number = await nextNumber(tx, c.original.contractId, c.original.period);
  const finalizedAt = new Date();
  const created = await tx.payslip.create({ data: correctionRow(c, number, finalizedAt, note), select: { id: true } });
  await tx.payslipElement.createMany({ data: elementRowsOf(c, created.id) });
  await queuePayslipFinalizedEmails(tx, ctx.scope.organizationId, created.id);
  await writeAuditEntry(tx, ctx.principal, {
    action: "payslip.correct",
    entityType: "payslip",
    entityId: created.id,
    after: {
      correctsPayslipId: c.original.id,
      period: c.original.period,
      correctionNumber: number,
      paidPeriod: c.paidPeriod,
      net: c.difference.summary.net.difference,
      contributions: c.difference.contributions.totalToPay,
    },
    requestId: ctx.requestId,
  });
  const events = await recordWebhookEvent(tx, ctx.scope.organizationId, "payslip.finalized", {
    object: {
      id: created.id,
      domesticContractId: c.original.contractId,
      period: c.original.period,
      kind: "correction",
      status: "final",
      metadata: {},
      externalId: null,
    },
  });
  return { id: created.id, number, events };
}

/** POST /v1/domestic-payslips/{id}/corrections: the correcting payslip, final (409 correction_without_difference when nothing changed). */
export async function createPayslipCorrection(ctx: ServiceContext, id: string, body: CorrectPayslipBody): Promise<CorrectionResult> {
  await assertCanFinalize(getDb(), ctx.principal);
  const rates = await ratesOf(ctx);
  const { result, events } = await writeTransaction(
    async (tx) => {
      const first = await tx.payslip.findFirst({ where: { id, ...payslipWhere(ctx.scope) }, select: { contractId: true } });
      if (!first) throw notFound("Payslip");
      await lockContractsPayslips(tx, [first.contractId]);
      const original = await loadOriginal(tx, ctx.scope, id);
      const computed = unwrap((await computeCorrections(tx, ctx.scope, [original], body.paymentDate ?? todayInItaly(), rates)).get(id));
      if (!computed.difference.hasDifference) throw withoutDifference(computed);
      const stored = await storeCorrection(tx, ctx, computed, body.note);
      return { result: resultOf(computed, false, stored.number, stored.id), events: stored.events };
    },
    { answer: (r) => r.result, timeout: 20_000 },
  );
  await queueWebhookDeliveries(events);
  await storeCorrectionDocuments(ctx, result.correctionPayslipId ? [result.correctionPayslipId] : []);
  await kickEmailSender();
  return result;
}

/**
 * The correcting payslips' stored PDFs, rendered after the commit as a finalize's are (no rendering
 * inside a transaction): one that fails here is rendered by its first request or its e-mail instead.
 */
async function storeCorrectionDocuments(ctx: ServiceContext, ids: readonly string[]) {
  if (ids.length === 0) return;
  await renderPayslipDocuments({ organizationId: ctx.scope.organizationId, payslipIds: [...ids] }).catch((error: unknown) =>
    console.error(JSON.stringify({ level: "error", source: "corrections", step: "document", error: error instanceof Error ? error.name : typeof error })),
  );
}

/** The bulk's originals: every final (non-correction) payslip of the month, or the listed ones (each must be final). */
async function bulkOriginals(db: Db | Tx, ctx: ServiceContext, body: CorrectPayslipsBody) {
  if (body.organizationId !== ctx.scope.organizationId) throw notFound("Organization");
  const where: Prisma.PayslipWhereInput = body.period
    ? { ...payslipWhere(ctx.scope), period: body.period, status: "final", kind: { not: "correction" } }
    : { ...payslipWhere(ctx.scope), id: { in: body.payslipIds! } };
  const rows = await db.payslip.findMany({ where, include: originalInclude, orderBy: [{ period: "asc" }, { contractId: "asc" }, { kind: "asc" }] });
  if (body.payslipIds) {
    const found = new Set(rows.map((r) => r.id));
    const missing = body.payslipIds.find((id) => !found.has(id));
    if (missing) throw notFound("Payslip");
  }
  return rows;
}

type Bulk = Omit<CorrectionBulkResult, "corrections" | "paidPeriod" | "quarter"> & { changed: ComputedCorrection[]; paidPeriod: string; quarter: string };

async function computeBulk(db: Db | Tx, ctx: ServiceContext, body: CorrectPayslipsBody): Promise<Bulk> {
  const paymentDate = body.paymentDate ?? todayInItaly();
  const originals = await bulkOriginals(db, ctx, body);
  const refused: Bulk["refused"] = [];
  const correctable = originals.filter((p) => {
    if (p.status === "final" && p.kind !== "correction") return true;
    refused.push({ payslipId: p.id, code: p.status !== "final" ? "payslip_not_final" : "payslip_not_correctable", message: "Not a final payslip to correct" });
    return false;
  });
  const computed = await computeCorrections(db, ctx.scope, correctable, paymentDate, await ratesOf(ctx));
  const changed: ComputedCorrection[] = [];
  const unchanged: Bulk["unchanged"] = [];
  for (const p of correctable) {
    const c = computed.get(p.id)!;
    if ("error" in c) {
      const e = c.error instanceof AppError ? c.error : null;
      if (!e) throw c.error;
      refused.push({ payslipId: p.id, code: e.code, message: e.message });
    } else if (c.difference.hasDifference) changed.push(c);
    else unchanged.push({ payslipId: p.id, workerName: workerNameOf(p) });
  }
  const total = (f: (c: ComputedCorrection) => string) => fmt2(sum(changed.map((c) => dec(f(c)))));
  const paidPeriod = paymentDate.slice(0, 7);
  return {
    preview: true,
    changed,
    unchanged,
    refused,
    paidPeriod,
    quarter: changed[0]?.quarter ?? `${paidPeriod.slice(0, 4)}-Q${Math.floor((Number(paidPeriod.slice(5, 7)) - 1) / 3) + 1}`,
    totals: {
      count: changed.length,
      net: total((c) => c.difference.summary.net.difference),
      employerCost: total((c) => c.difference.summary.employer_cost.difference),
      inpsAmount: total((c) => c.difference.contributions.inpsAmount),
      cassacolfAmount: total((c) => c.difference.contributions.cassacolfAmount),
      contributions: total((c) => c.difference.contributions.totalToPay),
    },
  };
}

const bulkAnswer = ({ changed: _c, ...rest }: Bulk, corrections: CorrectionResult[], preview: boolean): CorrectionBulkResult => ({
  ...rest,
  preview,
  corrections,
});

/** POST /v1/domestic-payslips/corrections/preview: every difference and their totals, nothing written. */
export async function previewPayslipCorrections(ctx: ServiceContext, body: CorrectPayslipsBody): Promise<CorrectionBulkResult> {
  const db = getDb();
  const bulk = await computeBulk(db, ctx, body);
  const numbers = new Map<string, number>();
  const corrections = [];
  for (const c of bulk.changed) {
    const key = `${c.original.contractId}|${c.original.period}`;
    const n = numbers.get(key) ?? (await nextNumber(db, c.original.contractId, c.original.period));
    numbers.set(key, n + 1);
    corrections.push(resultOf(c, true, n, null));
  }
  return bulkAnswer(bulk, corrections, true);
}

/** POST /v1/domestic-payslips/corrections: a correcting payslip for each final payslip that changed, in one transaction. */
export async function createPayslipCorrections(ctx: ServiceContext, body: CorrectPayslipsBody): Promise<CorrectionBulkResult> {
  await assertCanFinalize(getDb(), ctx.principal);
  const { result, events } = await writeTransaction(
    async (tx) => {
      const contracts = await bulkOriginals(tx, ctx, body);
      await lockContractsPayslips(tx, [...new Set(contracts.map((p) => p.contractId))]);
      const bulk = await computeBulk(tx, ctx, body);
      const corrections: CorrectionResult[] = [];
      const events: string[] = [];
      for (const c of bulk.changed) {
        const stored = await storeCorrection(tx, ctx, c, body.note);
        corrections.push(resultOf(c, false, stored.number, stored.id));
        events.push(...stored.events);
      }
      return { result: bulkAnswer(bulk, corrections, false), events };
    },
    { answer: (r) => r.result, timeout: 120_000 },
  );
  await queueWebhookDeliveries(events);
  await storeCorrectionDocuments(
    ctx,
    result.corrections.map((c) => c.correctionPayslipId).filter((id): id is string => id !== null),
  );
  await kickEmailSender();
  return result;
}
