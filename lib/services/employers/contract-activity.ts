import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { todayInItaly } from "@/lib/validation/common";

/** Today in Italy at UTC midnight: how @db.Date columns are written and read through Prisma. */
export function todayAsDbDate(now: Date = new Date()): Date {
  return new Date(`${todayInItaly(now)}T00:00:00.000Z`);
}

/**
 * A contract is active while it has no end date or its end date is today or later (decisions
 * §6). A contract that starts in the future is active too: it binds the employer already.
 */
export function activeContractWhere(today: Date): Prisma.DomesticContractWhereInput {
  return { OR: [{ endDate: null }, { endDate: { gte: today } }] };
}

export type ContractStatus = "active" | "upcoming" | "ended";

export function contractStatus(contract: { startDate: Date; endDate: Date | null }, today: Date): ContractStatus {
  if (contract.endDate && contract.endDate.getTime() < today.getTime()) return "ended";
  if (contract.startDate.getTime() > today.getTime()) return "upcoming";
  return "active";
}
