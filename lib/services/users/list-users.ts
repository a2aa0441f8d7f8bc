import "server-only";
import type { UserView } from "@/lib/validation/settings";
import type { ServiceContext } from "@/lib/services/context";
import { userWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import type { UserRole } from "@/lib/generated/prisma/client";

/** A clerk's role; userWhere never selects a portal sign-in, so meeting one is a bug. */
function clerkRole(role: UserRole): Exclude<UserRole, "portal"> {
  if (role === "portal") throw new Error("a portal sign-in is not a clerk");
  return role;
}

export type { UserView };

export const userSelect = { id: true, name: true, email: true, role: true, createdAt: true, disabledAt: true, lastSignInAt: true } as const;

export function serializeUser(row: {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  createdAt: Date;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
}): UserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: clerkRole(row.role),
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export async function listUsers(ctx: ServiceContext): Promise<{ data: UserView[] }> {
  const rows = await getDb().user.findMany({
    where: userWhere(ctx.scope),
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: userSelect,
  });
  return { data: rows.map(serializeUser) };
}
