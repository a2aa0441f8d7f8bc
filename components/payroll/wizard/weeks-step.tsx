"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import Decimal from "decimal.js";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { Alert, Badge, Card, EmptyState, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import type { ContributionWeek } from "@/lib/client/payroll";
import { useI18n, useT } from "@/lib/i18n/client";
import { useFormat } from "../use-format";
import type { RunFormValues } from "./run-form";
import { formatDecimalInput, parseDecimalInput } from "@/lib/format/decimal-input";

function sameHours(a: string, b: string): boolean {
  try {
    return new Decimal(parseDecimalInput(a, "quantity")).equals(new Decimal(b));
  } catch {
    return false;
  }
}

/** The hours of this month's weeks as typed, summed exactly; null while one is not a number. */
function totalHours(rows: RunFormValues["contributionWeeks"]): string | null {
  try {
    return rows
      .filter((r) => !r.isFromNextPeriod)
      .reduce((acc, r) => acc.plus(new Decimal(parseDecimalInput(r.hours, "quantity"))), new Decimal(0))
      .toFixed(2);
  } catch {
    return null;
  }
}

/** Step 2: the Sunday–Saturday contribution weeks, hours editable before the run. */
export function WeeksStep({
  period,
  weeks,
  onBack,
  onNext,
}: {
  period: string;
  weeks: UseQueryResult<ContributionWeek[]>;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const { locale } = useI18n();
  const f = useFormat();
  const w = t.payroll.wizard.weeks;
  const { register, control, setValue, formState } = useFormContext<RunFormValues>();
  const rows = useWatch({ control, name: "contributionWeeks" });
  const total = totalHours(rows);

  return (
    <Card title={w.title}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{w.intro}</p>
      {weeks.isPending ? (
        <Spinner label={t.common.states.loading} />
      ) : weeks.isError ? (
        <Alert>
          {errorMessage(weeks.error, t)}{" "}
          <button type="button" className="underline" onClick={() => void weeks.refetch()}>
            {t.common.actions.retry}
          </button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState>{w.empty}</EmptyState>
      ) : (
        <Table caption={`${w.title} ${f.period(period)}`}>
          <thead>
            <tr>
              <Th>{w.week}</Th>
              <Th>{w.belongs}</Th>
              <Th className="w-48">{w.hours}</Th>
              <Th>
                <span className="sr-only">{w.reset}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid="weeks-table">
            {rows.map((row, i) => {
              const error = formState.errors.contributionWeeks?.[i]?.hours?.message;
              const edited = !sameHours(row.hours, row.computedHours);
              const label = w.hoursLabel(f.date(row.weekStart), f.date(row.weekEnd));
              return (
                <tr
                  key={row.weekStart}
                  data-testid="week-row"
                  data-week-start={row.weekStart}
                  data-next-period={row.isFromNextPeriod || undefined}
                  data-notice-period={row.isNoticePeriod || undefined}
                >
                  <Td className="tabular-nums">{f.week(row.weekStart, row.weekEnd)}</Td>
                  <Td>
                    {row.isNoticePeriod ? (
                      <span title={w.noticePeriodHint}>
                        <Badge tone="amber">{w.noticePeriod}</Badge>
                      </span>
                    ) : row.isFromNextPeriod ? (
                      <span title={w.nextPeriodHint}>
                        <Badge tone="blue">{w.nextPeriod}</Badge>
                      </span>
                    ) : (
                      <Badge tone="gray">{w.thisPeriod}</Badge>
                    )}
                  </Td>
                  <Td>
                    <Input
                      {...register(`contributionWeeks.${i}.hours` as const)}
                      inputMode="decimal"
                      aria-label={label}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `week-${i}-error` : undefined}
                      className="w-32 text-right tabular-nums"
                      data-testid="week-hours"
                    />
                    {error && (
                      <p id={`week-${i}-error`} className="mt-1 text-xs text-red-600" role="alert">
                        {error}
                      </p>
                    )}
                  </Td>
                  <Td>
                    {edited && (
                      <span className="flex items-center gap-2 text-xs text-amber-700">
                        <span>{w.edited}</span>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() =>
                            setValue(`contributionWeeks.${i}.hours` as const, formatDecimalInput(row.computedHours, locale), {
                              shouldValidate: formState.isSubmitted,
                            })
                          }
                          aria-label={`${w.reset}: ${label}`}
                        >
                          ↺
                        </Button>
                      </span>
                    )}
                  </Td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-200 bg-slate-50">
              <Td className="font-semibold" colSpan={2}>
                {w.total}
              </Td>
              <Td className="font-semibold tabular-nums" data-testid="weeks-total">
                {total === null ? t.payroll.dash : f.qty2(total)}
              </Td>
              <Td />
            </tr>
          </tfoot>
        </Table>
      )}
      <div className="mt-4 flex justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t.common.actions.back}
        </Button>
        <Button onClick={onNext} disabled={weeks.isPending || weeks.isError} data-testid="wizard-next">
          {t.common.actions.next}
        </Button>
      </div>
    </Card>
  );
}
