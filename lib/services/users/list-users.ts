import "server-only";
import type { UserView } from "@/lib/validation/settings";
import type { ServiceContext } from "@/lib/services/context";
import { userWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";

export type { UserView };

export const userSelect = { id: true, name: true, email: true, role: true, createdAt: true, disabledAt: true, lastSignInAt: true } as const;

export function serializeUser(row: {
  id: string;
  name: string;
  email: string;
  role: "admin" | "clerk" | "approver";
  createdAt: Date;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
}): UserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
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
