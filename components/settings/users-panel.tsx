"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Badge, Card, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { ApiError, apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import { createUserSchema, type CreateUserInput } from "@/lib/validation/settings";
import type { UserView } from "@/lib/services/users/list-users";

export function UsersPanel({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const s = t.settings.users;
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: ["users"], queryFn: () => apiFetch<{ data: UserView[] }>("/v1/users"), enabled: isAdmin });
  const form = useForm<z.input<typeof createUserSchema>, unknown, CreateUserInput>({ resolver: zodResolver(createUserSchema), defaultValues: { name: "", email: "", password: "", role: "clerk" } });
  const create = useMutation({
    mutationFn: (input: CreateUserInput) => apiFetch<UserView>("/v1/users", { method: "POST", body: input }),
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: ["users"] });
    },
    onError: (error) => {
      if (error instanceof ApiError) for (const e of error.errors) form.setError(e.path.slice(1) as keyof CreateUserInput, { message: e.message });
    },
  });

  if (!isAdmin) return <Alert tone="amber">{s.adminOnly}</Alert>;
  const errors = form.formState.errors;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{s.intro}</p>
      <Card title={s.create}>
        <form className="grid gap-4 sm:grid-cols-4" onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate>
          <Field label={s.name} required error={errors.name?.message}>{(p) => <Input {...p} {...form.register("name")} />}</Field>
          <Field label={s.email} required error={errors.email?.message}>{(p) => <Input {...p} type="email" {...form.register("email")} />}</Field>
          <Field label={s.password} required error={errors.password?.message}>{(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register("password")} />}</Field>
          <Field label={s.role}>
            {(p) => (
              <Select {...p} {...form.register("role")}>
                <option value="clerk">{s.roles.clerk}</option>
                <option value="admin">{s.roles.admin}</option>
              </Select>
            )}
          </Field>
          <div className="sm:col-span-4">
            <Button type="submit" loading={create.isPending}>{s.create}</Button>
          </div>
        </form>
        {create.isError && <div className="mt-3"><Alert>{errorMessage(create.error, t)}</Alert></div>}
      </Card>
      {users.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : users.isError ? (
        <Alert>{errorMessage(users.error, t)}</Alert>
      ) : (
        <Table caption={t.settings.tabs.users}>
          <thead>
            <tr><Th>{s.name}</Th><Th>{s.email}</Th><Th>{s.role}</Th></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.data.data.map((u) => (
              <tr key={u.id}>
                <Td className="font-medium">{u.name}</Td>
                <Td>{u.email}</Td>
                <Td><Badge tone={u.role === "admin" ? "blue" : "gray"}>{s.roles[u.role]}</Badge></Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
