"use server";
import { acceptInvitation, type AcceptOutcome } from "@/lib/services/portal-access/accept-invitation";

/** The invitation form's submit: the link's token is the credential (issue 29 point 3). */
export async function acceptInvitationAction(token: string, input: { password: string; name?: string }): Promise<AcceptOutcome> {
  if (typeof token !== "string" || typeof input?.password !== "string") return { ok: false, reason: "invalid" };
  return acceptInvitation(token, { password: input.password.slice(0, 400), name: typeof input.name === "string" ? input.name.slice(0, 200) : undefined });
}
