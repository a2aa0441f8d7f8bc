import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere, employerWhere } from "@/lib/db/scope";
import { dateString, optionalDateString } from "@/lib/db/serialize";
import type { ServiceContext } from "@/lib/services/context";

export interface PortalHomeContract {
  id: string;
  employerId: string;
  employerName: string;
  workerName: string;
  startDate: string;
  endDate: string | null;
}

export interface PortalHome {
  kind: "household" | "worker";
  /** a household person's employers with their right (in the order of their names) */
  employers: { id: string; name: string; right: "view" | "presences" | "full" }[];
  contracts: PortalHomeContract[];
}

/** The portal's home (issue 29): what the signed-in household or worker follows, in their scope. */
export async function getPortalHome(ctx: ServiceContext): Promise<PortalHome> {
  const grant = ctx.principal.portal;
  const contracts = await getDb().domesticContract.findMany({
    where: contractWhere(ctx.scope),
    select: {
      id: true,
      employerId: true,
      workerFirstName: true,
      workerLastName: true,
      startDate: true,
      endDate: true,
      employer: { select: { displayName: true } },
    },
    orderBy: [{ startDate: "desc" }, { id: "asc" }],
    take: 100,
  });
  const rows = contracts.map((c) => ({
    id: c.id,
    employerId: c.employerId,
    employerName: c.employer.displayName,
    workerName: `${c.workerFirstName} ${c.workerLastName}`,
    startDate: dateString(c.startDate),
    endDate: optionalDateString(c.endDate),
  }));
  if (grant?.kind !== "household") return { kind: "worker", employers: [], contracts: rows };
  const names = await getDb().employer.findMany({
    where: { id: { in: Object.keys(grant.rights) }, ...employerWhere(ctx.scope) },
    select: { id: true, displayName: true },
    orderBy: { sortName: "asc" },
  });
  return { kind: "household", employers: names.map((e) => ({ id: e.id, name: e.displayName, right: grant.rights[e.id] ?? "view" })), contracts: rows };
}
