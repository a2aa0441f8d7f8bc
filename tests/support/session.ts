import { encode } from "next-auth/jwt";
import { getDb } from "@/lib/db/client";

/** A next-auth session cookie for a seeded user, as the sign-in flow would set it. */
export async function sessionCookieFor(email: string): Promise<string> {
  const user = await getDb().user.findFirstOrThrow({
    where: { email },
    select: { id: true, name: true, email: true, organizationId: true, role: true, sessionVersion: true },
  });
  const token = await encode({
    token: { sub: user.id, name: user.name, email: user.email, organizationId: user.organizationId, role: user.role, sessionVersion: user.sessionVersion },
    secret: process.env.NEXTAUTH_SECRET as string,
  });
  return `next-auth.session-token=${token}`;
}
