"use client";
import { signIn } from "next-auth/react";
import type { Dictionary } from "@/lib/i18n/dictionary";

/**
 * Signs in with e-mail and password without leaving the page; null when it worked, else the
 * sentence to show (a locked account or address answers "rate_limited:<seconds>", lib/auth/options.ts).
 * The sign-in page and the session-expired dialog both use it.
 */
export async function signInWithPassword(form: FormData, t: Dictionary): Promise<string | null> {
  const result = await signIn("credentials", { email: String(form.get("email")), password: String(form.get("password")), redirect: false });
  if (result && !result.error) return null;
  const locked = /^rate_limited:(\d+)$/.exec(result?.error ?? "");
  return locked ? t.auth.signIn.tooMany(Number(locked[1])) : t.auth.signIn.invalid;
}
