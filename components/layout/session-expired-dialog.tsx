"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { SESSION_EXPIRED_EVENT } from "@/lib/client/api";
import { useT } from "@/lib/i18n/client";
import { signInWithPassword } from "./sign-in-with-password";

/**
 * Session expiry where the clerk is (issue 15 point 10): an API call answering 401 opens this
 * dialog over the page, the clerk signs in again in it, and the page — with whatever was typed in
 * its forms — stays as it was; the action that failed is repeated by the clerk.
 */
export function SessionExpiredDialog({ email }: { email: string }) {
  const t = useT();
  const x = t.auth.expired;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const show = () => {
      setNotice(null);
      setOpen(true);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, show);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, show);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    setSubmitting(true);
    setError(null);
    const failure = await signInWithPassword(new FormData(event.currentTarget), t);
    setSubmitting(false);
    if (failure) {
      setError(failure);
      return;
    }
    setOpen(false);
    setNotice(x.signedInAgain);
    await queryClient.invalidateQueries();
  }

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {notice}
      </div>
      {notice && (
        <div className="mx-auto max-w-7xl px-4 pt-4">
          <Alert tone="green">{notice}</Alert>
        </div>
      )}
      {/* mounted only while open: a closed dialog's sign-in fields must not sit in every page */}
      {open && (
        <Dialog open onClose={() => setOpen(false)} title={x.title}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid="session-expired">
            <Alert tone="amber">{x.message}</Alert>
            {error && <Alert>{error}</Alert>}
            <Field label={t.auth.signIn.email} required>
              {(p) => <Input {...p} name="email" type="email" autoComplete="username" defaultValue={email} required />}
            </Field>
            <Field label={t.auth.signIn.password} required>
              {(p) => <Input {...p} name="password" type="password" autoComplete="current-password" required autoFocus />}
            </Field>
            <div className="flex justify-end">
              <Button type="submit" loading={submitting}>
                {submitting ? t.auth.signIn.submitting : t.auth.signIn.submit}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
