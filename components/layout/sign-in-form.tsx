"use client";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import { LanguageSwitcher } from "./language-switcher";
import { signInWithPassword } from "./sign-in-with-password";
import { localCallback } from "@/lib/http/page-path";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML, true once React runs the form. Before that a click would submit the
 * form natively (a GET to /sign-in with the password in the address): the button waits for it.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function SignInForm() {
  const t = useT();
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const failure = await signInWithPassword(new FormData(event.currentTarget), t);
    setSubmitting(false);
    if (failure) {
      setError(failure);
      return;
    }
    // back to the page the expired session interrupted, never to another site
    router.push(localCallback(params.get("callbackUrl")) ?? "/");
    router.refresh();
  }

  return (
    <div className="w-full max-w-sm">
      <div className="mb-6 text-center">
        <p className="text-2xl font-semibold text-brand-700">{t.common.appName}</p>
        <p className="text-sm text-slate-500">{t.common.tagline}</p>
      </div>
      <form onSubmit={onSubmit} className="space-y-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200" noValidate>
        <div>
          <h1 className="text-lg font-semibold">{t.auth.signIn.title}</h1>
          <p className="text-sm text-slate-500">{t.auth.signIn.subtitle}</p>
        </div>
        {error && <Alert>{error}</Alert>}
        <Field label={t.auth.signIn.email} required>
          {(p) => <Input {...p} name="email" type="email" autoComplete="username" required autoFocus />}
        </Field>
        <Field label={t.auth.signIn.password} required>
          {(p) => <Input {...p} name="password" type="password" autoComplete="current-password" required />}
        </Field>
        <Button type="submit" className="w-full" loading={submitting} disabled={!hydrated}>
          {submitting ? t.auth.signIn.submitting : t.auth.signIn.submit}
        </Button>
      </form>
      <div className="mt-4 flex justify-center">
        <LanguageSwitcher />
      </div>
    </div>
  );
}
