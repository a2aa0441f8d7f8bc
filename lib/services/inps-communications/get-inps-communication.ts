import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import type { InpsCommunicationView } from "@/lib/validation/inps-communication";
import { communicationSelect, communicationWhere, serializeCommunication } from "./serialize";

/** One communication; another organization's id (or one outside the caller's scope) is 404 like an unknown one. */
export async function getInpsCommunication(ctx: ServiceContext, id: string, db: Tx = getDb()): Promise<InpsCommunicationView> {
  const row = await db.inpsCommunication.findFirst({ where: { id, ...communicationWhere(ctx.scope) }, select: communicationSelect });
  if (!row) throw notFound("INPS communication");
  return serializeCommunication(row);
}
