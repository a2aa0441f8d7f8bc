import "server-only";
import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { idSchema } from "@/lib/validation/common";
import { authOptions } from "./options";
import { principalOfSessionUser, sessionVersionHolds, type Principal } from "./principal";
import { headers } from "next/headers";
import { localCallback, PAGE_PATH_HEADER } from "@/lib/http/page-path";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  organizationId: string;
  role: "admin" | "clerk" | "approver";
  /** the session version the token was issued under (lib/auth/principal.ts sessionVersionHolds) */
  sessionVersion?: number;
}

/** The sign-in page, coming back afterwards to the page asked for (header set by proxy.ts). */
async function signInUrl(): Promise<string> {
  const page = localCallback((await headers()).get(PAGE_PATH_HEADER));
  return page && page !== "/" ? `/sign-in?callbackUrl=${encodeURIComponent(page)}` : "/sign-in";
}

/** For server components of the clerk screens: the signed-in user, or a redirect to sign-in. */
export async function requireSessionUser(): Promise<SessionUser> {
  const session = await getServerSession(authOptions);
  const user = session?.user as (Omit<Partial<SessionUser>, "role"> & { role?: string }) | undefined;
  if (!user?.id || !user.organizationId) redirect(await signInUrl());
  // a household's or a worker's sign-in never opens a clerk's screen: their portal instead (issue 29)
  if (user.role === "portal") redirect("/portal");
  return user as unknown as SessionUser;
}

/**
 * The signed-in clerk as the same Principal the API resolves, for server components that read
 * through the services. Like the API, it checks the database: a disabled clerk whose token has
 * not expired yet is sent to sign-in.
 */
export async function requireSessionPrincipal(): Promise<Principal> {
  const user = await requireSessionUser();
  const row = await getDb().user.findUnique({
    where: { id: user.id },
    select: { organizationId: true, role: true, disabledAt: true, sessionVersion: true, organization: { select: { rateOverridesStamp: true } } },
  });
  if (!row || row.disabledAt || row.organizationId !== user.organizationId || !sessionVersionHolds(user.sessionVersion, row.sessionVersion))
    redirect(await signInUrl());
  // a household's or a worker's sign-in never opens a clerk's screen: their portal instead (issue 29)
  if (row.role === "portal") redirect("/portal");
  return {
    kind: "user",
    actorId: user.id,
    organizationId: row.organizationId,
    readOnly: false,
    role: row.role,
    ratesStamp: row.organization.rateOverridesStamp,
  };
}

/**
 * For server components of the portal (app/(portal)): the signed-in household's or worker's
 * principal with its grant (lib/auth/portal-principal.ts). No session, a spent one, or no active
 * access left: sign-in. A clerk: the clerk app.
 */
export async function requirePortalPrincipal(): Promise<Principal> {
  const session = await getServerSession(authOptions);
  const user = session?.user as (Omit<Partial<SessionUser>, "role"> & { role?: string }) | undefined;
  if (!user?.id || !user.organizationId) redirect(await signInUrl());
  const principal = await principalOfSessionUser({ sub: user.id, organizationId: user.organizationId, sessionVersion: user.sessionVersion });
  if (principal && !principal.portal) redirect("/");
  if (!principal) redirect(user.role === "portal" ? "/sign-in?callbackUrl=%2Fportal" : await signInUrl());
  return principal;
}

/** Runs a read for a page; an unknown, foreign or malformed id renders the 404 page. */
export async function orNotFound<T>(id: string, read: () => Promise<T>): Promise<T> {
  if (!idSchema.safeParse(id).success) notFound();
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}
