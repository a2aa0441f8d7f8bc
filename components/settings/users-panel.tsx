"use client";
import { useCreateUser, useResetPassword, useToggleUser, useUpdateUser, useUsers } from "@/lib/client/settings";
import { useForm } from "react-hook-form";
import { fieldProblemResolver } from "@/lib/client/field-problem";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Badge, Card, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n, useT } from "@/lib/i18n/client";
import {
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  type CreateUserInput,
  type ResetPasswordInput,
  type UpdateUserInput,
} from "@/lib/validation/settings";
import { formatTimestamp } from "@/lib/format/display";
import { Dialog } from "@/components/ui/dialog";
import { useState } from "react";
import type { UserView } from "@/lib/validation/settings";

export function UsersPanel({ isAdmin, currentUserId }: { isAdmin: boolean; currentUserId?: string }) {
  const { t, locale } = useI18n();
  const s = t.settings.users;
  const users = useUsers({ enabled: isAdmin });
  const words = useI18n();
  const form = useForm<z.input<typeof createUserSchema>, unknown, CreateUserInput>({
    resolver: fieldProblemResolver(createUserSchema, words),
    defaultValues: { name: "", email: "", password: "", role: "clerk" },
  });
  const create = useCreateUser({
    onSuccess: () => form.reset(),
    onError: (error) => {
      // by the problem's code, in the clerk's language: never the API's English text
      if (error instanceof ApiError)
        for (const e of error.errors)
          form.setError(e.path.slice(1) as keyof CreateUserInput, { message: e.code === "duplicate" ? s.emailTaken : t.common.errors.validation });
    },
  });

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
  const toggle = (u: UserView) => toggleUser.mutate(u);
  if (!isAdmin) return <Alert tone="amber">{s.adminOnly}</Alert>;
  const errors = form.formState.errors;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{s.intro}</p>
      <Card title={s.create}>
        <form className="grid gap-4 sm:grid-cols-4" onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate>
          <Field label={s.name} required error={errors.name?.message}>
            {(p) => <Input {...p} {...form.register("name")} />}
          </Field>
          <Field label={s.email} required error={errors.email?.message}>
            {(p) => <Input {...p} type="email" {...form.register("email")} />}
          </Field>
          <Field label={s.password} required error={errors.password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register("password")} />}
          </Field>
          <Field label={s.role}>
            {(p) => (
              <Select {...p} {...form.register("role")}>
                <option value="clerk">{s.roles.clerk}</option>
                <option value="approver">{s.roles.approver}</option>
                <option value="admin">{s.roles.admin}</option>
              </Select>
            )}
          </Field>
          <div className="sm:col-span-4">
            <Button type="submit" loading={create.isPending}>
              {s.create}
            </Button>
          </div>
        </form>
        {create.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(create.error, t)}</Alert>
          </div>
        )}
      </Card>
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
          <Table caption={t.settings.tabs.users}>
            <thead>
              <tr>
                <Th>{s.name}</Th>
                <Th>{s.email}</Th>
                <Th>{s.role}</Th>
                <Th>{s.lastSignIn}</Th>
                <Th>{s.status}</Th>
                <Th>{s.actions}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.data.data.map((u) => (
                <tr key={u.id} data-testid="user-row" data-email={u.email}>
                  <Td className="font-medium">
                    {u.name} {u.id === currentUserId && <span className="text-xs font-normal text-slate-500">{s.you}</span>}
                  </Td>
                  <Td>{u.email}</Td>
                  <Td>
                    <Badge tone={u.role === "admin" ? "blue" : u.role === "approver" ? "green" : "gray"}>{s.roles[u.role]}</Badge>
                  </Td>
                  <Td data-testid="user-last-sign-in">{u.lastSignInAt ? formatTimestamp(u.lastSignInAt, locale) : s.never}</Td>
                  <Td>{u.disabledAt ? <Badge tone="red">{s.disabled}</Badge> : <Badge tone="green">{s.active}</Badge>}</Td>
                  <Td className="whitespace-nowrap">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(u)} aria-label={s.editTitle(u.name)} data-testid="user-edit">
                      {s.edit}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => toggle(u)} data-testid="user-toggle">
                      {u.disabledAt ? s.enable : s.disable}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setResetting(u)} aria-label={s.resetTitle(u.name)} data-testid="user-reset">
                      {s.resetPassword}
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
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

/** Name and role of a clerk (PATCH /v1/users/{id}); the API keeps one active administrator. */
function EditUserDialog({ user, onClose, onSaved }: { user: UserView; onClose: () => void; onSaved: () => void }) {
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
function ResetPasswordDialog({ user, onClose, onSaved }: { user: UserView; onClose: () => void; onSaved: () => void }) {
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
