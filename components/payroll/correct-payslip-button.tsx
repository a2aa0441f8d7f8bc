"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Alert, Spinner } from "@/components/ui/misc";
import { useCreatePayslipCorrection, usePreviewPayslipCorrection } from "@/lib/client/corrections";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import { todayInItaly } from "@/lib/validation/common";
import { useFormat } from "./use-format";

/** "Rettifica" on a final payslip: the difference previewed (nothing written), then the correcting payslip issued and opened (docs/corrections.md). */
export function CorrectPayslipButton({ payslipId }: { payslipId: string }) {
  const t = useT();
  const c = t.corrections;
  const f = useFormat();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [paymentDate, setPaymentDate] = useState(() => todayInItaly());
  const preview = usePreviewPayslipCorrection();
  const create = useCreatePayslipCorrection({ onSuccess: (r) => router.push(`/payslips/${r.correctionPayslipId}`) });
  const { mutate, reset } = preview;
  useEffect(() => {
    if (open && paymentDate) mutate({ id: payslipId, paymentDate });
    if (!open) reset();
  }, [open, payslipId, paymentDate, mutate, reset]);
  const d = preview.data?.difference;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="payslip-correct">
        {c.single.action}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={c.single.title}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {c.dialog.cancel}
            </Button>
            <Button
              loading={create.isPending}
              disabled={!d || preview.isPending}
              onClick={() => create.mutate({ id: payslipId, paymentDate })}
              data-testid="payslip-correct-confirm"
            >
              {c.single.confirm}
            </Button>
          </>
        }
      >
        <div data-testid="payslip-correct-dialog">
          <p className="text-sm text-slate-700">{c.single.intro}</p>
          <Field label={c.dialog.paymentDate} className="mt-3 w-56">
            {(p) => <Input {...p} type="date" value={paymentDate} onChange={(e) => setPaymentDate(e.target.value)} />}
          </Field>
          {preview.isPending && <Spinner label={c.dialog.loading} />}
          {preview.isError && <Alert>{errorMessage(preview.error, t)}</Alert>}
          {create.isError && <Alert>{errorMessage(create.error, t)}</Alert>}
          {d && preview.data && (
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{c.payslip.summary.gross}</dt>
              <dd className="text-right tabular-nums">{f.money(d.summary.gross.difference)}</dd>
              <dt className="text-slate-600">{c.payslip.summary.net}</dt>
              <dd className="text-right tabular-nums">{f.money(d.summary.net.difference)}</dd>
              <dt className="text-slate-600">{c.payslip.summary.employer_cost}</dt>
              <dd className="text-right tabular-nums">{f.money(d.summary.employer_cost.difference)}</dd>
              <dt className="text-slate-600">{c.dialog.contributions}</dt>
              <dd className="text-right tabular-nums">{f.money(d.contributions.totalToPay)}</dd>
              <dt className="col-span-2 text-slate-700">{c.dialog.quarter(preview.data.quarter)}</dt>
            </dl>
          )}
        </div>
      </Dialog>
    </>
  );
}
