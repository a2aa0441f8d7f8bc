"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { AcceptOutcome } from "@/lib/services/portal-access/accept-invitation";

type Failure = Extract<AcceptOutcome, { ok: false }>["reason"];

export interface InvitationFormText extends Record<Failure, string> {
  email: string;
  name: string;
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  submitting: string;
  mismatch: string;
}

const inputClass = "block min-h-11 w-full rounded-md border border-slate-300 px-3 text-base";

/** The invitation page's form (phone first: 44 px targets, 16 px text so phones do not zoom). */
export function InvitationForm(props: {
  token: string;
  email: string;
  existingUser: boolean;
  text: InvitationFormText;
  accept: (token: string, input: { password: string; name?: string }) => Promise<AcceptOutcome>;
}) {
  const { text } = props;
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (!props.existingUser && password !== String(form.get("confirm") ?? "")) return setError(text.mismatch);
    if (!props.existingUser && password.length < 10) return setError(text.weak_password);
    setBusy(true);
    setError(null);
    const outcome = await props.accept(props.token, { password, name: String(form.get("name") ?? "") || undefined });
    if (!outcome.ok) {
      setBusy(false);
      return setError(text[outcome.reason]);
    }
    // the ordinary sign-in: its rate limits and session versions hold for portal users too
    const result = await signIn("credentials", { email: outcome.email, password, redirect: false });
    if (!result || result.error) {
      setBusy(false);
      return router.push("/sign-in?callbackUrl=%2Fportal");
    }
    router.push("/portal");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      <div>
        <label htmlFor="invitation-email" className="mb-1 block font-medium">
          {text.email}
        </label>
        <input id="invitation-email" className={`${inputClass} bg-slate-50`} value={props.email} readOnly autoComplete="username" />
      </div>
      {!props.existingUser && (
        <div>
          <label htmlFor="invitation-name" className="mb-1 block font-medium">
            {text.name}
          </label>
          <input id="invitation-name" name="name" className={inputClass} autoComplete="name" maxLength={200} />
        </div>
      )}
      <div>
        <label htmlFor="invitation-password" className="mb-1 block font-medium">
          {text.password}
        </label>
        <input
          id="invitation-password"
          name="password"
          type="password"
          required
          className={inputClass}
          autoComplete={props.existingUser ? "current-password" : "new-password"}
          aria-describedby={props.existingUser ? undefined : "invitation-password-hint"}
        />
        {!props.existingUser && (
          <p id="invitation-password-hint" className="mt-1 text-sm text-slate-600">
            {text.passwordHint}
          </p>
        )}
      </div>
      {!props.existingUser && (
        <div>
          <label htmlFor="invitation-confirm" className="mb-1 block font-medium">
            {text.confirm}
          </label>
          <input id="invitation-confirm" name="confirm" type="password" required className={inputClass} autoComplete="new-password" />
        </div>
      )}
      <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-700 px-4 font-medium text-white disabled:opacity-60">
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
