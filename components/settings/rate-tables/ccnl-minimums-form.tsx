"use client";
import { useForm, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input } from "@/components/ui/field";
import { Alert, Card } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { applyProblemToForm, fieldProblemResolver, fieldProblemText } from "@/lib/client/field-problem";
import { usePutRateTableOverride } from "@/lib/client/rate-tables";
import { parseDecimalInput } from "@/lib/format/decimal-input";
import { formatAmount, formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import {
  CCNL_MINIMUM_TABLES,
  ccnlMinimumsOverrideFormSchema,
  type CcnlMinimumsOverrideForm,
  type RateTableOverrideResult,
  type RateTableVersionView,
} from "@/lib/validation/rate-table";

type Levels = Record<string, string>;
type RawForm = { source: string; published: boolean; publishedOn: string; tableE: string } & Record<
  "tableA" | "tableB" | "tableC" | "tableD" | "tableG",
  Levels
>;
type LevelTable = Exclude<(typeof CCNL_MINIMUM_TABLES)[number], "tableE">;
const LEVEL_TABLES = CCNL_MINIMUM_TABLES.filter((t): t is LevelTable => t !== "tableE");

/** The typed figures as the API reads them ("1.114,50" → "1114.50"); a blank date is no date. */
function toInput(raw: RawForm, locale: "it" | "en"): unknown {
  const figures = (levels: Levels) => Object.fromEntries(Object.entries(levels).map(([level, v]) => [level, parseDecimalInput(v, "money", locale)]));
  return {
    source: raw.source,
    published: raw.published,
    ...(raw.publishedOn.trim() ? { publishedOn: raw.publishedOn.trim() } : {}),
    ...Object.fromEntries(LEVEL_TABLES.map((t) => [t, figures(raw[t])])),
    tableE: parseDecimalInput(raw.tableE, "money", locale),
  };
}

/**
 * The published CCNL minimums of a provisional version, by table and level (proposed: the figures in
 * force now), where they come from and whether they are the official table. Saved as the
 * organization's override of the version (PUT /v1/rate-tables/{versionId}/override).
 */
export function CcnlMinimumsForm({
  version,
  provisional,
  onSaved,
  onCancel,
}: {
  version: RateTableVersionView;
  /** the shipped provisional version (the figures shown beside each field) */
  provisional: string;
  onSaved: (result: RateTableOverrideResult) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const s = t.rateTables.form;
  const data = version.data as Record<string, Levels | string>;
  const shown = (v: string) => formatAmount(v, locale);
  const form = useForm<RawForm, unknown, CcnlMinimumsOverrideForm>({
    resolver: fieldProblemResolver(ccnlMinimumsOverrideFormSchema, { t, locale }, (raw: RawForm) => toInput(raw, locale)),
    defaultValues: {
      source: version.override ? version.source : "",
      published: true,
      publishedOn: version.publishedOn ?? "",
      tableE: shown(data.tableE as string),
      ...Object.fromEntries(LEVEL_TABLES.map((table) => [table, Object.fromEntries(Object.entries(data[table] as Levels).map(([l, v]) => [l, shown(v)]))])),
    } as RawForm,
  });
  const save = usePutRateTableOverride(provisional, {
    onSuccess: (result) => onSaved(result),
    onError: (error) => {
      if (error instanceof ApiError)
        applyProblemToForm(error.errors, {
          // "/data/tableC/B" → the field "tableC.B"
          fieldOf: (segments): Path<RawForm> | null => {
            const [first, second, third] = segments;
            if (first === "data" && second) return (third ? `${second}.${third}` : second) as Path<RawForm>;
            return first === "source" || first === "publishedOn" ? first : null;
          },
          text: (problem) => fieldProblemText(problem, t, locale),
          setError: (field, message) => form.setError(field, { type: "server", message }),
        });
    },
  });
  const submit = form.handleSubmit((v) => {
    const { source, published, publishedOn, ...figures } = v;
    save.mutate({ status: published ? "published" : "provisional", source, ...(publishedOn ? { publishedOn } : {}), data: figures });
  });
  const errors = form.formState.errors as Record<string, { message?: string } & Record<string, { message?: string }>>;
  return (
    <Card title={s.title(formatDate(version.effectiveFrom))}>
      <form className="space-y-5" onSubmit={submit} noValidate data-testid="ccnl-minimums-form">
        <p className="text-sm text-slate-600">{s.intro}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={s.source} required error={errors.source?.message}>
            {(p) => <Input {...p} placeholder={s.sourcePlaceholder} {...form.register("source")} />}
          </Field>
          <Field label={s.publishedOn} error={errors.publishedOn?.message}>
            {(p) => <Input {...p} type="date" {...form.register("publishedOn")} />}
          </Field>
          <div className="flex items-end pb-2">
            <Checkbox label={s.published} {...form.register("published")} />
          </div>
        </div>
        {LEVEL_TABLES.map((table) => (
          <fieldset key={table} className="rounded-md border border-slate-200 p-3" data-testid={`minimums-${table}`}>
            <legend className="px-1 text-sm font-semibold text-slate-800">{s.payTables[table]}</legend>
            <div className="grid gap-3 sm:grid-cols-4">
              {Object.keys(data[table] as Levels).map((level) => (
                <Field
                  key={level}
                  label={`${s.level} ${level}`}
                  error={errors[table]?.[level]?.message}
                  hint={`${s.provisional}: ${shown((data[table] as Levels)[level]!)}`}
                >
                  {(p) => (
                    <Input {...p} inputMode="decimal" data-testid={`minimum-${table}-${level}`} {...form.register(`${table}.${level}` as `tableA.${string}`)} />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{s.payTables.tableE}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            <Field label={s.figure} error={errors.tableE?.message} hint={`${s.provisional}: ${shown(data.tableE as string)}`}>
              {(p) => <Input {...p} inputMode="decimal" data-testid="minimum-tableE" {...form.register("tableE")} />}
            </Field>
          </div>
        </fieldset>
        {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) && <Alert>{errorMessage(save.error, t)}</Alert>}
        <div className="flex gap-2">
          <Button type="submit" loading={save.isPending} data-testid="save-minimums">
            {s.save}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {s.cancel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
