import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import type { MeResponse } from "@/lib/validation/settings";

export async function getMe(principal: Principal): Promise<MeResponse> {
  const db = getDb();
  const organization = await db.organization.findUnique({ where: { id: principal.organizationId }, select: { id: true, name: true } });
  if (!organization) throw notFound("Organization");
  const scopes: MeResponse["scopes"] = principal.readOnly ? ["read"] : ["read", "write"];
  if (principal.kind === "api_key") {
    const key = await db.apiKey.findUniqueOrThrow({ where: { id: principal.actorId }, select: { id: true, name: true, displayPrefix: true } });
    return {
      organizationId: organization.id,
      organizationName: organization.name,
      principal: { type: "api_key", id: key.id, name: key.name, prefix: key.displayPrefix },
      scopes,
    };
  }
  const user = await db.user.findUniqueOrThrow({ where: { id: principal.actorId }, select: { id: true, name: true, role: true } });
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    principal: { type: "user", id: user.id, name: user.name, role: user.role },
    scopes,
  };
}
