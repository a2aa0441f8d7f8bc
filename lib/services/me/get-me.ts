import "server-only";
import { hasAdminRights } from "@/lib/auth/principal";
import { pooledSql } from "@/lib/db/sql";
import { selectCaller } from "@/lib/db/statements/organizations";
import type { ServiceContext } from "@/lib/services/context";
import { notFound } from "@/lib/errors";
import type { MeResponse } from "@/lib/validation/settings";

/** GET /v1/me: the caller's organization and who the caller is, in one statement (every integrator calls it first). */
export async function getMe(ctx: ServiceContext): Promise<MeResponse> {
  const { principal } = ctx;
  const isKey = principal.kind === "api_key";
  const row = await selectCaller(pooledSql(), { organizationId: ctx.scope.organizationId, actorId: principal.actorId, isKey });
  if (!row) throw notFound("Organization");
  // the key or user was deleted since the request was authenticated: as for any vanished resource
  if (row.id === null || row.name === null) throw notFound("Caller");
  const scopes: MeResponse["scopes"] = principal.readOnly ? ["read"] : hasAdminRights(principal) ? ["read", "write", "admin"] : ["read", "write"];
  const caller: MeResponse["principal"] = isKey
    ? { type: "api_key", id: row.id, name: row.name, prefix: row.prefix as string }
    : principal.portal
      ? { type: "user", id: row.id, name: row.name }
      : { type: "user", id: row.id, name: row.name, role: row.role as "admin" | "clerk" | "approver" };
  const employerIds = ctx.scope.employerIds ? [...ctx.scope.employerIds] : null;
  const grant = principal.portal;
  const portal: MeResponse["portal"] = !grant
    ? null
    : grant.kind === "household"
      ? { kind: "household", rights: Object.entries(grant.rights).map(([employerId, right]) => ({ employerId, right })) }
      : { kind: "worker", workerId: grant.workerId, contractIds: [...(ctx.scope.contractIds ?? [])] };
  return {
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    principal: caller,
    scopes,
    portal,
    employerIds,
    livemode: row.livemode,
  };
}
