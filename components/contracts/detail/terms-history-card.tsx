"use client";
import { Badge, Card } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { formatDate, formatHours } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView, TermsView } from "@/lib/validation/contract";
import { payText } from "./parts";

/** Every terms row, newest first: correct one, or delete one that is not the first. */
export function TermsHistoryCard({
  contract,
  today,
  onCorrect,
  onDelete,
}: {
  contract: ContractDetailView;
  today: string;
  onCorrect: (terms: TermsView) => void;
  onDelete: (terms: TermsView) => void;
}) {
  const { t, locale } = useI18n();
  const c = t.contracts;
  const d = c.detail;
  const current = contract.currentTerms;
  return (
    <Card className="lg:col-span-2" title={d.history}>
      <Table caption={d.history}>
        <thead>
          <tr>
            <Th>{d.termsColumns.from}</Th>
            <Th>{d.termsColumns.to}</Th>
            <Th>{d.termsColumns.level}</Th>
            <Th className="text-right">{d.termsColumns.hours}</Th>
            <Th className="text-right">{d.termsColumns.pay}</Th>
            <Th>
              <span className="sr-only">{t.common.actions.edit}</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...contract.terms].reverse().map((row) => (
            <tr key={row.id} data-testid="terms-row">
              {/* the badge under the date and the actions stacked: the table fits its card at 1440 px (issue 15 point 11) */}
              <Td>
                <div>{formatDate(row.effectiveFrom)}</div>
                {row.id === current.id ? <Badge tone="green">{d.current}</Badge> : row.effectiveFrom > today ? <Badge tone="amber">{d.future}</Badge> : null}
              </Td>
              <Td>{row.effectiveTo ? formatDate(row.effectiveTo) : d.none}</Td>
              <Td className="whitespace-normal">
                {row.level}
                <div className="max-w-48 text-xs text-slate-500">
                  {c.jobTypes[row.jobType]} · {c.payTables[row.payTable]}
                </div>
              </Td>
              <Td className="text-right tabular-nums">{formatHours(row.weeklyHours, locale)}</Td>
              <Td className="text-right tabular-nums">{payText(row, t, locale)}</Td>
              <Td className="flex flex-col items-end gap-1">
                <button type="button" className="text-xs text-brand-700 hover:underline" onClick={() => onCorrect(row)}>
                  {d.correctTerms}
                </button>
                {row.id !== contract.terms[0]?.id && (
                  <button type="button" className="text-xs text-red-700 hover:underline" onClick={() => onDelete(row)}>
                    {d.deleteTerms}
                  </button>
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
