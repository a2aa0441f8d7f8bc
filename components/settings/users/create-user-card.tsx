"use client";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemResolver } from "@/lib/client/field-problem";
import { useCreateUser } from "@/lib/client/settings";
import { useI18n } from "@/lib/i18n/client";
import { createUserSchema, type CreateUserInput } from "@/lib/validation/settings";

/** A new clerk: name, e-mail, first password and role. */
export function CreateUserCard() {
  const words = useI18n();
  const { t } = words;
  const s = t.settings.users;
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
  const errors = form.formState.errors;
  return (
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
  );
}
