import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { employerSelect, serializeEmployer, type EmployerView } from "./serialize-employer";

/** One employer of the caller's organization; another organization's id is simply not found. */
export async function getEmployer(principal: Principal, id: string, db: Db | Tx = getDb()): Promise<EmployerView> {
  const row = await db.employer.findFirst({ where: { id, organizationId: principal.organizationId }, select: employerSelect });
  if (!row) throw notFound("Employer");
  return serializeEmployer(row);
}
