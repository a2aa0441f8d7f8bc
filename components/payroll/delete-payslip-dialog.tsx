"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useDeletePayslip, useLaterPayslips, type PayslipKind, type PayslipListItem, type PayslipStatus } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";
import { useFormat } from "./use-format";

export interface DeletablePayslip {
  id: string;
  domesticContractId: string;
  period: string;
  kind: PayslipKind;
  status: PayslipStatus;
}

export interface DeleteOutcome {
  deleted: DeletablePayslip;
  /** later payslips named by the x-later-payslips header, with what we knew of them before the delete */
  later: { id: string; period: string | null; kind: PayslipKind | null }[];
}

/**
 * Confirmation before deleting a payslip: says when it is final and when later payslips of the
 * contract exist (their running totals become outdated).
 */
export function DeletePayslipDialog({
  payslip,
  onClose,
  onDeleted,
}: {
  payslip: DeletablePayslip | null;
  onClose: () => void;
  onDeleted: (outcome: DeleteOutcome) => void;
}) {
  const t = useT();
  const f = useFormat();
  const later = useLaterPayslips(payslip);
  const remove = useDeletePayslip();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!payslip) return;
    remove.mutate(payslip.id, {
      onSuccess: ({ laterPayslipIds }) => {
        const known = new Map<string, PayslipListItem>((later.data ?? []).map((p) => [p.id, p]));
        onDeleted({ deleted: payslip, later: laterPayslipIds.map((id) => ({ id, period: known.get(id)?.period ?? null, kind: known.get(id)?.kind ?? null })) });
        remove.reset();
      },
    });
  };
  return (
    <Dialog
      open={payslip !== null}
      onClose={close}
      title={t.payroll.remove.title}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t.common.actions.cancel}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={confirm} data-testid="payslip-delete-confirm">
            {t.payroll.actions.delete}
          </Button>
        </>
      }
    >
      {payslip && (
        <div className="space-y-3">
          <p>{t.payroll.remove.body(`${f.period(payslip.period)} · ${t.payroll.kind[payslip.kind]}`, t.payroll.status[payslip.status])}</p>
          {payslip.status === "final" && <Alert tone="amber">{t.payroll.remove.finalWarning}</Alert>}
          {later.isPending ? (
            <p className="text-slate-500">{t.payroll.remove.checkingLater}</p>
          ) : later.data && later.data.length > 0 ? (
            <Alert tone="amber">
              <p>{t.payroll.remove.laterWarning(later.data.length)}</p>
              <ul className="mt-1 list-disc pl-5">
                {later.data.map((p) => (
                  <li key={p.id}>{t.payroll.remove.laterItem(f.period(p.period), t.payroll.kind[p.kind])}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {remove.isError && <Alert>{errorMessage(remove.error, t)}</Alert>}
        </div>
      )}
    </Dialog>
  );
}

/** What happened after a delete: the later payslips to re-run, each linked. */
export function DeletedNotice({ outcome, onDismiss }: { outcome: DeleteOutcome; onDismiss?: () => void }) {
  const t = useT();
  const f = useFormat();
  return (
    <div data-testid="payslip-deleted-notice">
      <Alert tone={outcome.later.length > 0 ? "amber" : "green"}>
        <div className="flex items-start justify-between gap-4">
          <div>
            {outcome.later.length === 0 ? (
              <p>{t.payroll.detail.deleted}</p>
            ) : (
              <>
                <p>{t.payroll.remove.afterLater(outcome.later.length)}</p>
                <ul className="mt-1 list-disc pl-5">
                  {outcome.later.map((p) => (
                    <li key={p.id}>
                      <Link className="font-medium underline" href={`/payslips/${p.id}`}>
                        {p.period ? t.payroll.remove.laterItem(f.period(p.period), p.kind ? t.payroll.kind[p.kind] : "") : p.id}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {onDismiss && (
            <button type="button" className="text-sm underline" onClick={onDismiss}>
              {t.common.actions.close}
            </button>
          )}
        </div>
      </Alert>
    </div>
  );
}
