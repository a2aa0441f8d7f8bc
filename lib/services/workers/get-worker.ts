import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { workerWhere } from "@/lib/db/scope";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { todayInItaly } from "@/lib/validation/common";
import type { WorkerRecordView } from "@/lib/validation/worker";
import { serializeWorker, workerSelectIn } from "./serialize-worker";

/** One worker of the caller's organization with their contracts, hours and warnings for today; another organization's id is simply not found. */
export async function getWorker(ctx: ServiceContext, id: string, db: Db | Tx = getDb()): Promise<WorkerRecordView> {
  const row = await db.worker.findFirst({ where: { id, ...workerWhere(ctx.scope) }, select: workerSelectIn(ctx.scope) });
  if (!row) throw notFound("Worker");
  return serializeWorker(row, todayInItaly());
}
