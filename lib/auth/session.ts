import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "./options";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  organizationId: string;
  role: "admin" | "clerk";
}

/** For server components of the clerk screens: the signed-in user, or a redirect to sign-in. */
export async function requireSessionUser(): Promise<SessionUser> {
  const session = await getServerSession(authOptions);
  const user = session?.user as Partial<SessionUser> | undefined;
  if (!user?.id || !user.organizationId) redirect("/sign-in");
  return user as SessionUser;
}
