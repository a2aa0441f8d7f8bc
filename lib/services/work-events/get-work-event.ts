import "server-only";
import { calendarScope } from "@/lib/services/months/month-gate";
import type { ServiceContext } from "@/lib/services/context";
import { workEventWhere } from "@/lib/db/scope";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { serializeWorkEvent, workEventSelect, type WorkEventView } from "./serialize-work-event";

/** GET /v1/work-events/{id}: an event of another organization answers 404 like an unknown one. */
export async function getWorkEvent(ctx: ServiceContext, id: string, db: Db | Tx = getDb()): Promise<WorkEventView> {
  const row = await db.workEvent.findFirst({ where: { id, ...workEventWhere(calendarScope(ctx)) }, select: workEventSelect });
  if (!row) throw notFound("Work event");
  return serializeWorkEvent(row);
}
