import "server-only";
import type { Tx } from "@/lib/db/client";
import { optionalDateString, toDbDate } from "@/lib/db/serialize";
import { writeTransaction } from "@/lib/db/sql";
import { lockCommunicationRow, setPendingRelationshipCode } from "@/lib/db/statements/inps-communications";
import { AppError, notFound, type FieldError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import type { FileInpsCommunicationBody, InpsCommunicationView } from "@/lib/validation/inps-communication";
import { getInpsCommunication } from "./get-inps-communication";
import { communicationWhere } from "./serialize";

/** Locks the communication row (FOR UPDATE) inside the caller's scope, or 404. */
export async function lockCommunication(tx: Tx, ctx: ServiceContext, id: string) {
  const found = await tx.inpsCommunication.findFirst({ where: { id, ...communicationWhere(ctx.scope) }, select: { id: true } });
  if (!found) throw notFound("INPS communication");
  await lockCommunicationRow(tx, id);
  const row = await tx.inpsCommunication.findUnique({
    where: { id },
    select: {
      id: true,
      organizationId: true,
      contractId: true,
      kind: true,
      status: true,
      receiptNumber: true,
      filedOn: true,
      relationshipCode: true,
      cancelReason: true,
      cancelNote: true,
    },
  });
  if (!row) throw notFound("INPS communication");
  return row;
}

/**
 * Records the INPS receipt: number and date, and for a hiring the relationship code INPS gives
 * with it, which is also stored on the contract. Repeating the same receipt answers the same
 * communication (idempotent); another receipt for a filed one, or any for a cancelled one, is 409.
 */
export async function fileInpsCommunication(ctx: ServiceContext, id: string, body: FileInpsCommunicationBody): Promise<InpsCommunicationView> {
  const today = todayInItaly();
  return writeTransaction(async (tx) => {
    const row = await lockCommunication(tx, ctx, id);
    const relationshipCode = body.relationshipCode ?? null;
    if (row.status === "filed") {
      const same =
        row.receiptNumber === body.receiptNumber &&
        optionalDateString(row.filedOn) === body.filedOn &&
        (relationshipCode === null || row.relationshipCode === relationshipCode);
      if (same) return getInpsCommunication(ctx, id, tx);
      throw new AppError(
        "conflict",
        `The communication was already filed with receipt ${row.receiptNumber ?? ""} on ${optionalDateString(row.filedOn) ?? ""}`,
        {
          extra: { receiptNumber: row.receiptNumber, filedOn: optionalDateString(row.filedOn) },
        },
      );
    }
    if (row.status === "cancelled") throw new AppError("conflict", "The communication was cancelled: there is nothing to file");
    const errors: FieldError[] = [];
    if (row.kind === "hiring" && !relationshipCode) {
      errors.push({ path: "/relationshipCode", message: "A hiring's receipt carries the INPS relationship code: give it", code: "relationship_code_required" });
    }
    if (body.filedOn > today) errors.push({ path: "/filedOn", message: `The filing date cannot be after today (${today})`, code: "filed_on_in_future" });
    if (errors.length > 0) throw new AppError("validation_failed", errors[0]!.message, { errors });

    await tx.inpsCommunication.update({
      where: { id },
      data: { status: "filed", receiptNumber: body.receiptNumber, filedOn: toDbDate(body.filedOn), relationshipCode },
      select: { id: true },
    });
    if (row.kind === "hiring" && row.contractId && relationshipCode) {
      await tx.domesticContract.update({ where: { id: row.contractId }, data: { inpsRelationshipCode: relationshipCode }, select: { id: true } });
      // the contract's communications still to file name the relationship from now on
      await setPendingRelationshipCode(tx, { contractId: row.contractId, exceptId: id, relationshipCode });
    }
    await writeAuditEntry(tx, ctx.principal, {
      action: "inps_communication.file",
      entityType: "inps_communication",
      entityId: id,
      before: { status: row.status },
      after: { status: "filed", receiptNumber: body.receiptNumber, filedOn: body.filedOn, relationshipCode },
      requestId: ctx.requestId,
    });
    return getInpsCommunication(ctx, id, tx);
  });
}
