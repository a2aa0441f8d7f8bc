"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useCanFinalize, useFinalizePayslip, type PayslipDetail } from "@/lib/client/payroll";
import { useT } from "@/lib/i18n/client";

/** "Conferma definitivo" with a confirmation dialog: a final payslip can no longer change. */
export function FinalizeButton({ payslip, onFinalized }: { payslip: PayslipDetail; onFinalized?: (p: PayslipDetail) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const finalize = useFinalizePayslip();
  const canFinalize = useCanFinalize();
  if (payslip.status !== "draft") return null;
  if (!canFinalize)
    return (
      <p className="text-sm text-slate-600" data-testid="payslip-finalize-approver">
        {t.worklist.approverRequired}
      </p>
    );
  const close = () => {
    finalize.reset();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="payslip-finalize">
        {t.payroll.actions.finalize}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t.payroll.wizard.result.finalizeTitle}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t.common.actions.cancel}
            </Button>
            <Button
              loading={finalize.isPending}
              data-testid="payslip-finalize-confirm"
              onClick={() =>
                finalize.mutate(payslip.id, {
                  onSuccess: (p) => {
                    setOpen(false);
                    onFinalized?.(p);
                  },
                })
              }
            >
              {t.payroll.actions.finalize}
            </Button>
          </>
        }
      >
        <p>{t.payroll.wizard.result.finalizeBody}</p>
        {payslip.isOutdated && (
          <div className="mt-3">
            <Alert tone="amber">{t.payroll.view.outdatedTitle}</Alert>
          </div>
        )}
        {finalize.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(finalize.error, t)}</Alert>
          </div>
        )}
      </Dialog>
    </>
  );
}
