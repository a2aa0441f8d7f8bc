import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { organizationOnly, workerWhere } from "@/lib/db/scope";
import { assertExternalIdFree } from "@/lib/services/metadata/metadata-fields";
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { todayInItaly } from "@/lib/validation/common";
import type { CreateWorkerInput, WorkerRecordView } from "@/lib/validation/worker";
import { serializeWorker, workerSelect } from "./serialize-worker";
import { completeWorkerFields, workerColumns } from "./worker-data";

/** 409 worker_fiscal_code_taken when another worker of the organization holds the fiscal code (its id in `workerId`). */
export async function assertFiscalCodeFree(tx: Tx, organizationId: string, fiscalCode: string | null | undefined, exceptId?: string): Promise<void> {
  if (!fiscalCode) return;
  const other = await tx.worker.findFirst({ where: { organizationId, fiscalCode, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (other)
    throw new AppError("worker_fiscal_code_taken", "Another worker of the organization has this fiscal code: use that worker", {
      extra: { workerId: other.id },
    });
}

/**
 * POST /v1/workers: a person of the organization, before or without a contract. Credentials
 * restricted to some employers are refused (403): a worker without a contract is in no employer's
 * scope (they hire one by creating the contract with the worker's fields).
 */
export async function createWorker(ctx: ServiceContext, body: CreateWorkerInput): Promise<WorkerRecordView> {
  const { organizationId } = organizationOnly(ctx.scope);
  const today = todayInItaly();
  const { metadata, externalId, ...input } = body;
  const fields = completeWorkerFields(input, today);
  return writeTransaction(async (tx) => {
    await assertFiscalCodeFree(tx, organizationId, fields.fiscalCode);
    if (externalId) assertExternalIdFree(await tx.worker.findFirst({ where: { ...workerWhere(ctx.scope), externalId }, select: { id: true } }));
    const row = await tx.worker.create({
      data: { organizationId, ...workerColumns(fields), metadata: metadata ?? {}, externalId: externalId ?? null },
      select: workerSelect,
    });
    const view = serializeWorker(row, today);
    await writeAuditEntry(tx, ctx.principal, { action: "worker.create", entityType: "worker", entityId: row.id, after: view, requestId: ctx.requestId });
    return view;
  });
}
