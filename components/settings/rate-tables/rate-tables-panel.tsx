"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { Alert, Badge, Card, Spinner } from "@/components/ui/misc";
import { Table, Td, Th } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/error-message";
import { useDeleteRateTableOverride, useRateTables } from "@/lib/client/rate-tables";
import { formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { RateTableOverrideResult, RateTableVersionView } from "@/lib/validation/rate-table";
import { CcnlMinimumsForm } from "./ccnl-minimums-form";
import { ChangeResult } from "./change-result";

/** The shipped provisional version a row stands for: itself, or the one the organization's figures replace. */
const provisionalOf = (v: RateTableVersionView) => v.override?.replacesVersionId ?? (v.status === "provisional" ? v.id : null);

/**
 * The rate tables of a year (Impostazioni → Tabelle): every version with its dates, status and
 * source; an administrator enters the published CCNL minimums of a provisional version (or edits or
 * removes the organization's figures) and reads which payslips it made outdated or to correct.
 */
export function RateTablesPanel({ isAdmin, currentYear }: { isAdmin: boolean; currentYear: number }) {
  const { t } = useI18n();
  const s = t.rateTables;
  const [year, setYear] = useState(String(currentYear));
  const [editing, setEditing] = useState<RateTableVersionView | null>(null);
  const [result, setResult] = useState<{ value: RateTableOverrideResult; removed: boolean } | null>(null);
  const list = useRateTables(year);
  const years = Array.from({ length: currentYear + 3 - 2023 }, (_, i) => String(2023 + i));
  return (
    <div className="space-y-4" data-testid="rate-tables">
      <Card title={s.title}>
        <p className="mb-3 text-sm text-slate-600">{s.intro}</p>
        <div className="mb-3 max-w-40">
          <Field label={s.year}>
            {(p) => (
              <Select {...p} value={year} onChange={(e) => (setYear(e.target.value), setEditing(null))} data-testid="rate-tables-year">
                {years.map((y) => (
                  <option key={y}>{y}</option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {result && <ChangeResult result={result.value} removed={result.removed} />}
        {list.isPending ? (
          <Spinner label={t.common.states.loading} />
        ) : list.isError ? (
          <Alert>{errorMessage(list.error, t)}</Alert>
        ) : (
          <Table caption={s.title}>
            <thead>
              <tr>
                <Th>{s.table}</Th>
                <Th>{s.from}</Th>
                <Th>{s.to}</Th>
                <Th>{s.status}</Th>
                <Th>{s.source}</Th>
                <Th />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.data.map((v) => (
                <VersionRow
                  key={v.id}
                  version={v}
                  isAdmin={isAdmin}
                  onEdit={() => (setEditing(v), setResult(null))}
                  onRemoved={(value) => setResult({ value, removed: true })}
                />
              ))}
            </tbody>
          </Table>
        )}
        {!isAdmin && <p className="mt-3 text-sm text-slate-500">{s.adminOnly}</p>}
      </Card>
      {editing && (
        <CcnlMinimumsForm
          key={editing.id}
          version={editing}
          provisional={provisionalOf(editing)!}
          onCancel={() => setEditing(null)}
          onSaved={(value) => (setEditing(null), setResult({ value, removed: false }))}
        />
      )}
    </div>
  );
}

function VersionRow({
  version: v,
  isAdmin,
  onEdit,
  onRemoved,
}: {
  version: RateTableVersionView;
  isAdmin: boolean;
  onEdit: () => void;
  onRemoved: (result: RateTableOverrideResult) => void;
}) {
  const { t } = useI18n();
  const s = t.rateTables;
  const provisional = provisionalOf(v);
  const remove = useDeleteRateTableOverride(provisional ?? v.id, { onSuccess: onRemoved });
  const editable = isAdmin && v.table === "ccnl-minimums" && provisional !== null;
  return (
    <tr data-testid="rate-table-row" data-version={v.id}>
      <Td className="font-medium">{s.tableNames[v.table]}</Td>
      <Td className="tabular-nums">{formatDate(v.effectiveFrom)}</Td>
      <Td className="tabular-nums">{formatDate(v.effectiveTo)}</Td>
      <Td>
        <Badge tone={v.status === "provisional" ? "amber" : "gray"}>{s.statuses[v.status]}</Badge>{" "}
        {v.override && <Badge tone="blue">{s.organizationFigures}</Badge>}
      </Td>
      <Td className="max-w-sm truncate" title={v.source}>
        {v.source}
      </Td>
      <Td>
        {editable && (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={onEdit} data-testid="enter-published">
              {v.override ? s.editPublished : s.enterPublished}
            </Button>
            {v.override && (
              <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => window.confirm(s.confirmRemove) && remove.mutate()}>
                {s.remove}
              </Button>
            )}
          </div>
        )}
        {remove.isError && <Alert>{errorMessage(remove.error, t)}</Alert>}
      </Td>
    </tr>
  );
}
