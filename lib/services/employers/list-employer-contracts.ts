import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { contractWhere, employerWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { contractStatus, todayAsDbDate, type ContractStatus } from "./contract-activity";

export interface EmployerContractView {
  id: string;
  workerFirstName: string;
  workerLastName: string;
  /** CCNL level in force today (or on the last day of an ended contract) */
  level: string | null;
  startDate: string;
  endDate: string | null;
  status: ContractStatus;
}

const MAX_CONTRACTS = 500;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The contracts of one employer for its page: worker, level, dates, status. Read-only and
 * scoped to the caller's scope (an employer of another organization is not found).
 */
export async function listEmployerContracts(ctx: ServiceContext, employerId: string): Promise<EmployerContractView[]> {
  const db = getDb();
  const employer = await db.employer.findFirst({ where: { id: employerId, ...employerWhere(ctx.scope) }, select: { id: true } });
  if (!employer) throw notFound("Employer");
  const rows = await db.domesticContract.findMany({
    where: { ...contractWhere(ctx.scope), employerId },
    orderBy: [{ startDate: "desc" }, { id: "asc" }],
    take: MAX_CONTRACTS,
    select: {
      id: true,
      workerFirstName: true,
      workerLastName: true,
      startDate: true,
      endDate: true,
      terms: { select: { level: true, effectiveFrom: true }, orderBy: { effectiveFrom: "asc" } },
    },
  });
  const today = todayAsDbDate();
  return rows.map((row) => {
    const reference = row.endDate && row.endDate.getTime() < today.getTime() ? row.endDate : today;
    const inForce = row.terms.filter((t) => t.effectiveFrom.getTime() <= reference.getTime()).at(-1) ?? row.terms[0];
    return {
      id: row.id,
      workerFirstName: row.workerFirstName,
      workerLastName: row.workerLastName,
      level: inForce?.level ?? null,
      startDate: day(row.startDate),
      endDate: row.endDate ? day(row.endDate) : null,
      status: contractStatus(row, today),
    };
  });
}
