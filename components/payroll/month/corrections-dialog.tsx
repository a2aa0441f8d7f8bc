"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert, Spinner } from "@/components/ui/misc";
import { useCreateMonthCorrections, usePreviewMonthCorrections, type CorrectionBulkResult } from "@/lib/client/corrections";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import { todayInItaly } from "@/lib/validation/common";
import { useFormat } from "../use-format";

/** The corrections dialog and, once issued, how many (under the worklist's toolbar). */
export function MonthCorrections({ open, organizationId, period, onClose }: { open: boolean; organizationId: string; period: string; onClose: () => void }) {
  const t = useT();
  const [issued, setIssued] = useState<number | null>(null);
  return (
    <>
      {issued !== null && (
        <div className="mb-4">
          <Alert tone="green">
            <span data-testid="corrections-done">{t.corrections.dialog.done(issued)}</span>
          </Alert>
        </div>
      )}
      <CorrectionsDialog
        open={open}
        organizationId={organizationId}
        period={period}
        onClose={onClose}
        onDone={(result) => {
          onClose();
          setIssued(result.corrections.length);
        }}
      />
    </>
  );
}

/**
 * "Correggi i definitivi del mese": the preview of every final payslip of the month recomputed with
 * today's data (nothing written), then the correcting payslips issued (docs/corrections.md).
 */
export function CorrectionsDialog({
  open,
  organizationId,
  period,
  onClose,
  onDone,
}: {
  open: boolean;
  organizationId: string;
  period: string;
  onClose: () => void;
  onDone: (result: CorrectionBulkResult) => void;
}) {
  const t = useT();
  const d = t.corrections.dialog;
  const [paymentDate, setPaymentDate] = useState(() => todayInItaly());
  const preview = usePreviewMonthCorrections();
  const create = useCreateMonthCorrections({ onSuccess: (result) => onDone(result) });
  const { mutate, reset } = preview;
  useEffect(() => {
    if (open && paymentDate) mutate({ organizationId, period, paymentDate });
    if (!open) reset();
  }, [open, organizationId, period, paymentDate, mutate, reset]);
  const result = preview.data;
  const count = result?.corrections.length ?? 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={d.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="corrections-cancel">
            {d.cancel}
          </Button>
          <Button
            loading={create.isPending}
            disabled={!result || count === 0 || preview.isPending}
            onClick={() => create.mutate({ organizationId, period, paymentDate })}
            data-testid="corrections-confirm"
          >
            {d.confirm(count)}
          </Button>
        </>
      }
    >
      <div data-testid="corrections-dialog">
        <p className="text-sm text-slate-700">{d.intro}</p>
        <Field label={d.paymentDate} className="mt-3 w-56">
          {(p) => <Input {...p} type="date" value={paymentDate} onChange={(e) => setPaymentDate(e.target.value)} data-testid="corrections-payment-date" />}
        </Field>
        {preview.isPending && <Spinner label={d.loading} />}
        {preview.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(preview.error, t)}</Alert>
          </div>
        )}
        {create.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(create.error, t)}</Alert>
          </div>
        )}
        {result && !preview.isPending && <CorrectionsPreview result={result} />}
      </div>
    </Dialog>
  );
}

function CorrectionsPreview({ result }: { result: CorrectionBulkResult }) {
  const t = useT();
  const d = t.corrections.dialog;
  const f = useFormat();
  if (result.corrections.length === 0 && result.refused.length === 0)
    return (
      <p className="mt-3 text-sm" data-testid="corrections-nothing">
        {d.nothing}
      </p>
    );
  return (
    <>
      <p className="mt-3 text-sm font-medium text-slate-800" data-testid="corrections-quarter">
        {d.quarter(result.quarter)}
      </p>
      <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
        {(
          [
            ["count", String(result.totals.count)],
            ["net", f.money(result.totals.net)],
            ["employerCost", f.money(result.totals.employerCost)],
            ["contributions", f.money(result.totals.contributions)],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="rounded-md bg-slate-50 px-2 py-2 ring-1 ring-slate-200" data-testid={`corrections-total-${k}`}>
            <dt className="text-xs text-slate-600">{d[k]}</dt>
            <dd className="text-lg font-semibold text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-3 w-full text-sm" data-testid="corrections-rows">
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th className="py-1">{d.worker}</th>
            <th className="py-1">{d.period}</th>
            <th className="py-1 text-right">{d.net}</th>
            <th className="py-1 text-right">{d.employerCost}</th>
            <th className="py-1 text-right">{d.contributions}</th>
          </tr>
        </thead>
        <tbody>
          {result.corrections.map((c) => (
            <tr key={c.originalPayslipId} className="border-t border-slate-100" data-testid="corrections-row">
              <td className="py-1">
                {c.workerName} <span className="text-slate-600">· {c.employerName}</span>
              </td>
              <td className="py-1">{t.payroll.kind[c.kind as keyof typeof t.payroll.kind] ?? c.kind}</td>
              <td className="py-1 text-right tabular-nums">{f.money(c.difference.summary.net.difference)}</td>
              <td className="py-1 text-right tabular-nums">{f.money(c.difference.summary.employer_cost.difference)}</td>
              <td className="py-1 text-right tabular-nums">{f.money(c.difference.contributions.totalToPay)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.unchanged.length > 0 && <p className="mt-2 text-xs text-slate-600">{d.unchanged(result.unchanged.length)}</p>}
      {result.refused.length > 0 && (
        <div className="mt-2 text-xs text-slate-700" data-testid="corrections-refused">
          {d.refused(result.refused.length)}
          <ul className="list-disc pl-5">
            {result.refused.map((r) => (
              <li key={r.payslipId}>{t.common.errors.codes[r.code] ?? r.code}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
