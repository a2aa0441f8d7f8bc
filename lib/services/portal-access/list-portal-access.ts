import "server-only";
import { getDb } from "@/lib/db/client";
import { portalAccessWhere } from "@/lib/db/scope";
import type { ServiceContext } from "@/lib/services/context";
import type { ListPortalAccessQuery, PortalAccessView } from "@/lib/validation/portal-access";
import { portalAccessSelect, serializePortalAccess } from "./portal-access-view";

/** GET /v1/portal-access: the organization's portal accesses, of one employer or worker when asked, newest first. */
export async function listPortalAccess(ctx: ServiceContext, query: ListPortalAccessQuery): Promise<{ data: PortalAccessView[] }> {
  const rows = await getDb().portalAccess.findMany({
    where: {
      ...portalAccessWhere(ctx.scope),
      ...(query.employerId ? { employerId: query.employerId } : {}),
      ...(query.workerId ? { workerId: query.workerId } : {}),
    },
    select: portalAccessSelect,
    orderBy: [{ invitedAt: "desc" }, { id: "asc" }],
    take: 500,
  });
  return { data: rows.map(serializePortalAccess) };
}
