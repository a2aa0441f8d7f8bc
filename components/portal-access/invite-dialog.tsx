"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useInvitePortalUser, type PortalAccessSubject } from "@/lib/client/portal-access";
import { useT } from "@/lib/i18n/client";

const select = "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/** The invitation dialog: e-mail, right (households only) and language. */
export function InviteDialog({
  subject,
  open,
  onClose,
  onDone,
}: {
  subject: PortalAccessSubject;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const a = t.portal.access;
  const [error, setError] = useState<string | null>(null);
  const invite = useInvitePortalUser({
    onSuccess: (result) => {
      onDone(result.outcome === "existing" ? a.existing : a.sent);
      onClose();
    },
    onError: (e) => setError(errorMessage(e, t)),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    const language = form.get("language") === "en" ? "en" : "it";
    const email = String(form.get("email") ?? "");
    const right = String(form.get("right") ?? "view") as "view" | "presences" | "full";
    invite.mutate("employerId" in subject ? { employerId: subject.employerId, right, email, language } : { workerId: subject.workerId, email, language });
  }
  return (
    <Dialog open={open} onClose={onClose} title={a.invite}>
      <form onSubmit={onSubmit} className="space-y-3">
        {error && <Alert>{error}</Alert>}
        <label className="block">
          <span className="mb-1 block font-medium">{a.email}</span>
          <input name="email" type="email" required className={select} autoComplete="off" />
        </label>
        {"employerId" in subject && (
          <label className="block">
            <span className="mb-1 block font-medium">{a.right}</span>
            <select name="right" defaultValue="presences" className={select}>
              {(["view", "presences", "full"] as const).map((r) => (
                <option key={r} value={r}>
                  {a.rights[r]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block">
          <span className="mb-1 block font-medium">{a.language}</span>
          <select name="language" defaultValue="it" className={select}>
            {(["it", "en"] as const).map((l) => (
              <option key={l} value={l}>
                {a.languages[l]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {a.cancel}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {a.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
