import "server-only";
import { dateString, optionalDateString, timestampString } from "@/lib/db/serialize";
import { parseJsonColumn } from "@/lib/db/json-columns";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MAX_VARIATIONS_PER_QUARTER, variationOverLimit } from "@/lib/payroll";
import type { AccessScope } from "@/lib/auth/scope";
import { todayInItaly } from "@/lib/validation/common";
import { inpsCommunicationDataSchema, type InpsCancelReason, type InpsCommunicationView } from "@/lib/validation/inps-communication";

export const communicationSelect = {
  id: true,
  organizationId: true,
  employerId: true,
  contractId: true,
  workerId: true,
  kind: true,
  status: true,
  eventDate: true,
  dueDate: true,
  quarter: true,
  variationNumber: true,
  data: true,
  receiptNumber: true,
  filedOn: true,
  relationshipCode: true,
  cancelReason: true,
  cancelNote: true,
  createdAt: true,
  updatedAt: true,
  employer: { select: { displayName: true } },
} as const;
export type CommunicationRow = Prisma.InpsCommunicationGetPayload<{ select: typeof communicationSelect }>;

/** The communications a caller may see: its organization, narrowed to its employers or contracts (lib/auth/scope.ts). */
export function communicationWhere(scope: AccessScope): Prisma.InpsCommunicationWhereInput {
  return {
    organizationId: scope.organizationId,
    ...(scope.employerIds ? { employerId: { in: [...scope.employerIds] } } : {}),
    ...(scope.contractIds ? { contractId: { in: [...scope.contractIds] } } : {}),
  };
}

/** Still to file with the due date before today (Italy): the deadline has passed. */
export function isOverdue(row: { status: string; dueDate: Date }, today: string): boolean {
  return row.status === "to_file" && dateString(row.dueDate) < today;
}

/** Warnings of a communication: a variation beyond the two INPS accepts in a quarter. */
export function communicationWarnings(row: { kind: string; quarter: string | null; variationNumber: number | null }): InpsCommunicationView["warnings"] {
  if (row.kind !== "variation" || row.variationNumber === null || !variationOverLimit(row.variationNumber)) return [];
  const params = { quarter: row.quarter ?? "", number: String(row.variationNumber), max: String(MAX_VARIATIONS_PER_QUARTER) };
  return [
    {
      code: "variation_limit_exceeded",
      message: `Variation ${params.number} of hours or pay in ${params.quarter}: INPS accepts at most ${params.max} per quarter`,
      params,
    },
  ];
}

export function serializeCommunication(row: CommunicationRow, today: string = todayInItaly()): InpsCommunicationView {
  const data = parseJsonColumn(inpsCommunicationDataSchema, row.data, "inps_communications.data");
  return {
    id: row.id,
    organizationId: row.organizationId,
    employerId: row.employerId,
    employerName: row.employer.displayName,
    contractId: row.contractId,
    workerId: row.workerId,
    workerName: `${data.worker.lastName} ${data.worker.firstName}`.trim(),
    kind: row.kind,
    status: row.status,
    eventDate: dateString(row.eventDate),
    dueDate: dateString(row.dueDate),
    overdue: isOverdue(row, today),
    quarter: row.quarter,
    variationNumber: row.variationNumber,
    warnings: communicationWarnings(row),
    data,
    receiptNumber: row.receiptNumber,
    filedOn: optionalDateString(row.filedOn),
    relationshipCode: row.relationshipCode,
    cancelReason: row.cancelReason as InpsCancelReason | null,
    cancelNote: row.cancelNote,
    createdAt: timestampString(row.createdAt),
    updatedAt: timestampString(row.updatedAt),
  };
}
