import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { employerWhere } from "@/lib/db/scope";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { employerSelect, serializeEmployer, type EmployerView } from "./serialize-employer";

/** One employer in the caller's scope; another organization's (or employer's) id is simply not found. */
export async function getEmployer(ctx: ServiceContext, id: string, db: Db | Tx = getDb()): Promise<EmployerView> {
  const row = await db.employer.findFirst({ where: { id, ...employerWhere(ctx.scope) }, select: employerSelect });
  if (!row) throw notFound("Employer");
  return serializeEmployer(row);
}
