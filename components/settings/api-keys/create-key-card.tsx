"use client";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { useCreateApiKey } from "@/lib/client/api-keys";
import { errorMessage } from "@/lib/client/error-message";
import { fieldProblemResolver } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import { createApiKeySchema, type CreateApiKeyInput } from "@/lib/validation/settings";

/** A new key: its name and access; the key itself is handed to onCreated, the one time it is shown. */
export function CreateKeyCard({ onCreated }: { onCreated: (key: string) => void }) {
  const words = useI18n();
  const { t } = words;
  const s = t.settings.apiKeys;
  const form = useForm<z.input<typeof createApiKeySchema>, unknown, CreateApiKeyInput>({
    resolver: fieldProblemResolver(createApiKeySchema, words),
    defaultValues: { name: "", readOnly: false, scope: "write", mode: "live" },
  });
  const create = useCreateApiKey({
    onSuccess: (created) => {
      onCreated(created.key);
      form.reset();
    },
  });
  return (
    <Card title={s.create}>
      <form className="flex flex-wrap items-end gap-4" onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate>
        <Field label={s.name} required error={form.formState.errors.name?.message} className="min-w-64 flex-1">
          {(p) => <Input {...p} {...form.register("name")} placeholder={s.namePlaceholder} data-testid="api-key-name" />}
        </Field>
        <Field label={s.access}>
          {(p) => (
            <Select {...p} {...form.register("scope")} data-testid="api-key-scope">
              <option value="read">{s.readOnly}</option>
              <option value="write">{s.readWrite}</option>
              <option value="admin">{s.admin}</option>
            </Select>
          )}
        </Field>
        <Field label={s.mode}>
          {(p) => (
            <Select {...p} {...form.register("mode")} data-testid="api-key-mode">
              <option value="live">{s.live}</option>
              <option value="test">{s.test}</option>
            </Select>
          )}
        </Field>
        <Button type="submit" loading={create.isPending} data-testid="api-key-create">
          {s.create}
        </Button>
      </form>
      {create.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(create.error, t)}</Alert>
        </div>
      )}
    </Card>
  );
}
