"use client";
import { useCreateTfrCoefficient, useTfrCoefficients } from "@/lib/client/settings";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Alert, Badge, Card, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { useI18n } from "@/lib/i18n/client";
import { applyProblemToForm, fieldProblemResolver, fieldProblemText } from "@/lib/client/field-problem";
import { createTfrCoefficientSchema, type CreateTfrCoefficientInput } from "@/lib/validation/tfr-coefficient";
import { parseDecimalInput } from "@/lib/format/decimal-input";

const TFR_FIELDS = new Set(["month", "percent", "foi", "source"]);

/** The TFR coefficient table: everyone reads the installation's series; an administrator adds the organization's provisional figure of a month. */
export function TfrCoefficientsPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t, locale } = useI18n();
  const s = t.settings.tables;
  const list = useTfrCoefficients();
  const form = useForm<z.input<typeof createTfrCoefficientSchema>, unknown, CreateTfrCoefficientInput>({
    resolver: fieldProblemResolver(createTfrCoefficientSchema, { t, locale }),
    defaultValues: { month: "", percent: undefined, foi: undefined, source: "" },
  });
  const create = useCreateTfrCoefficient({
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (error instanceof ApiError)
        applyProblemToForm(error.errors, {
          fieldOf: ([field]) => (field && TFR_FIELDS.has(field) ? (field as keyof CreateTfrCoefficientInput) : null),
          text: (problem) => fieldProblemText(problem, t, locale),
          setError: (field, message) => form.setError(field, { type: "server", message }),
        });
    },
  });
  const errors = form.formState.errors;
  const blankToUndefined = { setValueAs: (v: string) => (v.trim() === "" ? undefined : parseDecimalInput(v, "quantity")) };
  return (
    <div className="space-y-6" data-testid="tfr-coefficients">
      <p className="text-sm text-slate-600">{s.intro}</p>
      {isAdmin ? (
        <Card title={s.add}>
          <p className="mb-3 text-sm text-slate-600">{s.addHint}</p>
          <form className="grid gap-4 sm:grid-cols-4" onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate>
            <Field label={s.month} required error={errors.month?.message}>
              {(p) => <Input {...p} placeholder="2026-03" {...form.register("month")} />}
            </Field>
            <Field label={s.percent} error={errors.percent?.message}>
              {(p) => <Input {...p} inputMode="decimal" {...form.register("percent", blankToUndefined)} />}
            </Field>
            <Field label={s.foi} error={errors.foi?.message}>
              {(p) => <Input {...p} inputMode="decimal" {...form.register("foi", blankToUndefined)} />}
            </Field>
            <Field label={s.source} required error={errors.source?.message}>
              {(p) => <Input {...p} {...form.register("source")} />}
            </Field>
            <div className="sm:col-span-4">
              <Button type="submit" loading={create.isPending}>
                {s.add}
              </Button>
            </div>
          </form>
          {create.isError && (
            <div className="mt-3">
              <Alert>{errorMessage(create.error, t)}</Alert>
            </div>
          )}
        </Card>
      ) : (
        <Alert tone="amber">{s.adminOnly}</Alert>
      )}
      {list.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : list.isError ? (
        <Alert>{errorMessage(list.error, t)}</Alert>
      ) : (
        <Table caption={s.title}>
          <thead>
            <tr>
              <Th>{s.month}</Th>
              <Th>{s.percent}</Th>
              <Th>{s.foi}</Th>
              <Th>{s.base}</Th>
              <Th>{s.source}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...list.data.data].reverse().map((c) => (
              <tr key={`${c.id}-${c.provisional}`}>
                <Td className="font-medium tabular-nums">{c.month}</Td>
                <Td className="tabular-nums">
                  {c.percent}{" "}
                  {c.provisional ? (
                    <Badge tone="amber">{s.provisional}</Badge>
                  ) : (
                    <Badge tone={c.isDerived ? "amber" : "gray"}>{c.isDerived ? s.derived : s.published}</Badge>
                  )}
                </Td>
                <Td className="tabular-nums">{c.foi ?? t.payroll.dash}</Td>
                <Td>{c.foiBase} = 100</Td>
                <Td className="max-w-xs truncate">
                  <a className="text-brand-700 underline" href={c.source} target="_blank" rel="noreferrer">
                    {c.source}
                  </a>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
