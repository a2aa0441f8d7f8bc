"use client";
import { useState } from "react";
import { Alert, Spinner } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useToggleUser, useUsers } from "@/lib/client/settings";
import { useT } from "@/lib/i18n/client";
import type { UserView } from "@/lib/validation/settings";
import { CreateUserCard } from "./users/create-user-card";
import { EditUserDialog, ResetPasswordDialog } from "./users/user-dialogs";
import { UsersTable } from "./users/users-table";

/** Impostazioni → Utenti: an administrator creates clerks, changes their role, disables them, resets their password. */
export function UsersPanel({ isAdmin, currentUserId }: { isAdmin: boolean; currentUserId?: string }) {
  const t = useT();
  const s = t.settings.users;
  const users = useUsers({ enabled: isAdmin });
  const [editing, setEditing] = useState<UserView | null>(null);
  const [resetting, setResetting] = useState<UserView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = (message: string) => {
    setFailure(null);
    setNotice(message);
  };
  const toggleUser = useToggleUser({
    onSuccess: () => changed(s.saved),
    onError: (error) => {
      setNotice(null);
      setFailure(errorMessage(error, t));
    },
  });
  if (!isAdmin) return <Alert tone="amber">{s.adminOnly}</Alert>;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{s.intro}</p>
      <CreateUserCard />
      {users.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : users.isError ? (
        <Alert>{errorMessage(users.error, t)}</Alert>
      ) : (
        <>
          <div role="status" aria-live="polite">
            {notice && <Alert tone="green">{notice}</Alert>}
          </div>
          {failure && <Alert>{failure}</Alert>}
          <UsersTable users={users.data.data} currentUserId={currentUserId} onEdit={setEditing} onToggle={(u) => toggleUser.mutate(u)} onReset={setResetting} />
        </>
      )}
      {editing && (
        <EditUserDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed(s.saved);
          }}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onSaved={() => {
            const name = resetting.name;
            setResetting(null);
            changed(s.passwordReset(name));
          }}
        />
      )}
    </div>
  );
}
