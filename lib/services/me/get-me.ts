import "server-only";
import { hasAdminRights, type Principal } from "@/lib/auth/principal";
import { pooledSql } from "@/lib/db/sql";
import { notFound } from "@/lib/errors";
import type { MeResponse } from "@/lib/validation/settings";

/** GET /v1/me: the caller's organization and who the caller is, in one statement (every integrator calls it first). */
export async function getMe(principal: Principal): Promise<MeResponse> {
  const isKey = principal.kind === "api_key";
  const [row] = await pooledSql().query<{
    organizationId: string;
    organizationName: string;
    id: string | null;
    name: string | null;
    prefix: string | null;
    role: "admin" | "clerk" | "approver" | null;
  }>(
    `SELECT o.id AS "organizationId", o.name AS "organizationName", a.id, a.name, a.prefix, a.role
       FROM organizations o
       LEFT JOIN (${isKey ? "SELECT id, name, display_prefix AS prefix, NULL::text AS role FROM api_keys" : "SELECT id, name, NULL AS prefix, role::text AS role FROM users"}) AS a
         ON a.id = $2::uuid
      WHERE o.id = $1::uuid`,
    [principal.organizationId, principal.actorId],
  );
  if (!row) throw notFound("Organization");
  // the key or user was deleted since the request was authenticated: as for any vanished resource
  if (row.id === null || row.name === null) throw notFound("Caller");
  const scopes: MeResponse["scopes"] = principal.readOnly ? ["read"] : hasAdminRights(principal) ? ["read", "write", "admin"] : ["read", "write"];
  const caller: MeResponse["principal"] = isKey
    ? { type: "api_key", id: row.id, name: row.name, prefix: row.prefix as string }
    : { type: "user", id: row.id, name: row.name, role: row.role as "admin" | "clerk" | "approver" };
  return { organizationId: row.organizationId, organizationName: row.organizationName, principal: caller, scopes };
}
