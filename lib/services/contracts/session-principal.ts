import type { Principal } from "@/lib/auth/principal";
import type { SessionUser } from "@/lib/auth/session";

/** The principal of a signed-in clerk, for server components that call services directly. */
export function principalOfSessionUser(user: SessionUser): Principal {
  return { kind: "user", actorId: user.id, organizationId: user.organizationId, readOnly: false, role: user.role };
}
