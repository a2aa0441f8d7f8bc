"use server";
import { cookies } from "next/headers";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { acceptInvitation, type AcceptOutcome } from "@/lib/services/portal-access/accept-invitation";

/**
 * The invitation form's submit: the link's token is the credential (issue 29 point 3). Once
 * accepted, the portal speaks the invitation's language (the clerk chose it for this person; the
 * language switcher changes it later), as the invitation page did.
 */
export async function acceptInvitationAction(token: string, input: { password: string; name?: string }): Promise<AcceptOutcome> {
  if (typeof token !== "string" || typeof input?.password !== "string") return { ok: false, reason: "invalid" };
  const outcome = await acceptInvitation(token, {
    password: input.password.slice(0, 400),
    name: typeof input.name === "string" ? input.name.slice(0, 200) : undefined,
  });
  if (outcome.ok) (await cookies()).set(LOCALE_COOKIE, outcome.locale, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
  return outcome;
}
