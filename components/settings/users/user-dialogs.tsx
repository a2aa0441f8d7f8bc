"use client";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemResolver } from "@/lib/client/field-problem";
import { useResetPassword, useUpdateUser } from "@/lib/client/settings";
import { useI18n, useT } from "@/lib/i18n/client";
import { resetPasswordSchema, updateUserSchema, type ResetPasswordInput, type UpdateUserInput, type UserView } from "@/lib/validation/settings";

/** Name and role of a clerk (PATCH /v1/users/{id}); the API keeps one active administrator. */
export function EditUserDialog({ user, onClose, onSaved }: { user: UserView; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const s = t.settings.users;
  const words = useI18n();
  const form = useForm<z.input<typeof updateUserSchema>, unknown, UpdateUserInput>({
    resolver: fieldProblemResolver(updateUserSchema, words),
    defaultValues: { name: user.name, role: user.role },
  });
  const save = useUpdateUser(user.id, { onSuccess: onSaved });
  return (
    <Dialog open onClose={onClose} title={s.editTitle(user.name)}>
      <form className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
        <Field label={s.name} required error={form.formState.errors.name?.message}>
          {(p) => <Input {...p} {...form.register("name")} data-testid="user-edit-name" />}
        </Field>
        <Field label={s.role}>
          {(p) => (
            <Select {...p} {...form.register("role")} data-testid="user-edit-role">
              <option value="clerk">{s.roles.clerk}</option>
              <option value="approver">{s.roles.approver}</option>
              <option value="admin">{s.roles.admin}</option>
            </Select>
          )}
        </Field>
        <DialogFooter error={save.isError ? save.error : null} saving={save.isPending} onClose={onClose} testId="user-edit-save" />
      </form>
    </Dialog>
  );
}

/** A new password set by an administrator (POST /v1/users/{id}/reset-password). */
export function ResetPasswordDialog({ user, onClose, onSaved }: { user: UserView; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const s = t.settings.users;
  const words = useI18n();
  const form = useForm<ResetPasswordInput>({ resolver: fieldProblemResolver(resetPasswordSchema, words), defaultValues: { password: "" } });
  const save = useResetPassword(user.id, { onSuccess: onSaved });
  return (
    <Dialog open onClose={onClose} title={s.resetTitle(user.name)}>
      <form className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
        <Field label={s.newPassword} required error={form.formState.errors.password?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register("password")} data-testid="user-reset-password" />}
        </Field>
        <DialogFooter error={save.isError ? save.error : null} saving={save.isPending} onClose={onClose} testId="user-reset-save" />
      </form>
    </Dialog>
  );
}

/** The error of the last attempt, then Cancel and Save: the foot of both user dialogs. */
function DialogFooter({ error, saving, onClose, testId }: { error: unknown; saving: boolean; onClose: () => void; testId: string }) {
  const t = useT();
  return (
    <>
      {error !== null && <Alert>{errorMessage(error, t)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t.common.actions.cancel}
        </Button>
        <Button type="submit" loading={saving} data-testid={testId}>
          {t.common.actions.save}
        </Button>
      </div>
    </>
  );
}
