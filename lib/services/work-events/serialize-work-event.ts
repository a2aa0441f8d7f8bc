import "server-only";
import { omit, WORK_EVENTS } from "@/lib/db/columns";
import type { WorkEventView } from "@/lib/validation/work-event";
import { ABSENCE_LOCATIONS, LOCATED_ABSENCE_TYPES, type EventSubType, type EventType } from "@/lib/payroll";
import { parseJsonColumn } from "@/lib/db/json-columns";
import { z } from "zod";
import { metadataView } from "@/lib/services/metadata/metadata-fields";
import type { RawColumns } from "@/lib/db/raw-columns";

const absenceLocation = z.enum(ABSENCE_LOCATIONS);

interface DecimalLike {
  toFixed(dp: number): string;
  decimalPlaces(): number;
}

export interface WorkEventRow {
  id: string;
  contractId: string;
  date: Date;
  hours: DecimalLike;
  type: EventType;
  subType: EventSubType;
  multiplier: DecimalLike;
  customName: string | null;
  notes: string | null;
  addsToThirteen: boolean;
  addsToSeverance: boolean;
  isFromGlobalWage: boolean;
  affectsContributions: boolean;
  absenceLocation: string | null;
  metadata: unknown;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The one shape work events leave the service in (interface §2.4, plus customName and notes): the
 * table's columns (lib/db/columns.ts) but its organization, for raw SQL (lib/db/raw-columns.ts:
 * what run-payroll reads in its own transaction) and, as workEventSelect, for Prisma.
 */
export const WORK_EVENT_COLUMNS = omit(WORK_EVENTS, ["organizationId"]) satisfies RawColumns<WorkEventRow>;

export const workEventSelect = Object.fromEntries(Object.keys(WORK_EVENT_COLUMNS).map((key) => [key, true])) as {
  [K in keyof typeof WORK_EVENT_COLUMNS]: true;
};

export type { WorkEventView };

/** "1" → "1.00", "1.6" → "1.60", "1.125" → "1.125": two decimals at least, never trailing noise. */
export function multiplierString(value: DecimalLike): string {
  return value.toFixed(Math.max(2, value.decimalPlaces()));
}

export function serializeWorkEvent(row: WorkEventRow): WorkEventView {
  return {
    id: row.id,
    domesticContractId: row.contractId,
    date: row.date.toISOString().slice(0, 10),
    hours: row.hours.toFixed(2),
    type: row.type,
    subType: row.subType,
    multiplier: multiplierString(row.multiplier),
    customName: row.customName,
    notes: row.notes,
    addsToThirteen: row.addsToThirteen,
    addsToSeverance: row.addsToSeverance,
    isFromGlobalWage: row.isFromGlobalWage,
    affectsContributions: row.affectsContributions,
    // rows written before the column existed read as the employer's home (the rule they were computed with)
    absenceLocation: LOCATED_ABSENCE_TYPES.includes(row.type)
      ? parseJsonColumn(absenceLocation, row.absenceLocation ?? "employer_home", `work event ${row.id}: absence_location`)
      : null,
    ...metadataView(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
