import "server-only";
import { getDb } from "@/lib/db/client";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { parseJsonColumn } from "@/lib/db/json-columns";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import { inpsCommunicationDataSchema, type InpsCommunicationDeadline } from "@/lib/validation/inps-communication";
import { communicationWhere, isOverdue } from "./serialize";

/**
 * The deadlines of the communications not cancelled, due from `from` to `to` (inclusive), for a
 * deadlines calendar: one item per communication, its due date as the date.
 */
export async function listCommunicationDeadlines(ctx: ServiceContext, range: { from: string; to: string }): Promise<InpsCommunicationDeadline[]> {
  const today = todayInItaly();
  const rows = await getDb().inpsCommunication.findMany({
    where: { ...communicationWhere(ctx.scope), status: { not: "cancelled" }, dueDate: { gte: toDbDate(range.from), lte: toDbDate(range.to) } },
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, status: true, dueDate: true, contractId: true, employerId: true, data: true, employer: { select: { displayName: true } } },
  });
  return rows.map((r) => {
    const data = parseJsonColumn(inpsCommunicationDataSchema, r.data, "inps_communications.data");
    return {
      kind: "inps_communication" as const,
      date: dateString(r.dueDate),
      title: { communicationKind: r.kind, workerName: `${data.worker.lastName} ${data.worker.firstName}`.trim(), employerName: r.employer.displayName },
      communicationId: r.id,
      contractId: r.contractId,
      employerId: r.employerId,
      status: r.status,
      overdue: isOverdue(r, today),
    };
  });
}
