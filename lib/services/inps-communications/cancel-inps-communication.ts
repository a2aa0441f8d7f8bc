import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import type { CancelInpsCommunicationBody, InpsCommunicationView } from "@/lib/validation/inps-communication";
import { lockCommunication } from "./file-inps-communication";
import { getInpsCommunication } from "./get-inps-communication";

/**
 * A clerk cancels a communication still to file (it was made by mistake, or filed elsewhere), with
 * the reason. Cancelling a cancelled one answers it unchanged; a filed one cannot be (409: INPS has it).
 */
export async function cancelInpsCommunication(ctx: ServiceContext, id: string, body: CancelInpsCommunicationBody): Promise<InpsCommunicationView> {
  return writeTransaction(async (tx) => {
    const row = await lockCommunication(tx, ctx, id);
    if (row.status === "cancelled") return getInpsCommunication(ctx, id, tx);
    if (row.status === "filed") throw new AppError("conflict", "The communication was filed with INPS: it cannot be cancelled here");
    await tx.inpsCommunication.update({ where: { id }, data: { status: "cancelled", cancelReason: "clerk", cancelNote: body.reason }, select: { id: true } });
    await writeAuditEntry(tx, ctx.principal, {
      action: "inps_communication.cancel",
      entityType: "inps_communication",
      entityId: id,
      before: { status: row.status },
      after: { status: "cancelled", cancelReason: "clerk", cancelNote: body.reason },
      requestId: ctx.requestId,
    });
    return getInpsCommunication(ctx, id, tx);
  });
}
