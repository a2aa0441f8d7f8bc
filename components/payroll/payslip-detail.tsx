"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert, PageHeader, Spinner } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { usePayslip, useCanDeletePayslip } from "@/lib/client/payroll";
import { useCanReissueDocument } from "@/lib/client/payslip-documents";
import { useT } from "@/lib/i18n/client";
import { DeletePayslipDialog, DeletedNotice, type DeleteOutcome } from "./delete-payslip-dialog";
import { DeliveryStatus } from "./delivery-status";
import { CorrectPayslipButton } from "./correct-payslip-button";
import { FinalizeButton } from "./finalize-button";
import { LinkButton } from "@/components/ui/link-button";
import { contractPayslipsHref, monthHref, printHref, wizardHref } from "./links";
import { PayslipNotes } from "./payslip-notes";
import { PaymentsSection } from "./payments/payments-section";
import { PayslipView } from "./payslip-view";
import { ReissueDocumentDialog } from "./reissue-document-dialog";
import { addMonths } from "./periods";
import { usePayslipParties } from "./use-parties";
import { useFormat } from "./use-format";

/** /payslips/[id]: the payslip with notes, finalize, delete, re-run, print and (an administrator, a final one) reissue of its PDF. */
export function PayslipDetailScreen({ id }: { id: string }) {
  const canDelete = useCanDeletePayslip();
  const canReissue = useCanReissueDocument();
  const t = useT();
  const f = useFormat();
  const payslip = usePayslip(id);
  const { parties } = usePayslipParties(payslip.data?.domesticContractId ?? null, payslip.data?.period ?? null);
  const [deleting, setDeleting] = useState(false);
  const [reissuing, setReissuing] = useState(false);
  const [deleted, setDeleted] = useState<DeleteOutcome | null>(null);
  const [justFinalized, setJustFinalized] = useState(false);

  if (deleted) {
    return (
      <>
        <PageHeader title={t.payroll.detail.title} />
        <div className="space-y-4">
          <DeletedNotice outcome={deleted} />
          <div className="flex flex-wrap gap-2">
            <LinkButton href={monthHref(deleted.deleted.period)}>{t.payroll.actions.backToMonth}</LinkButton>
            <LinkButton href={contractPayslipsHref(deleted.deleted.domesticContractId)}>{t.payroll.detail.backToContract}</LinkButton>
          </div>
        </div>
      </>
    );
  }
  if (payslip.isPending) return <Spinner label={t.common.states.loading} />;
  if (payslip.isError) return <Alert>{errorMessage(payslip.error, t)}</Alert>;

  const p = payslip.data;
  const rerun = wizardHref(p.domesticContractId, p.period, p.kind);
  return (
    <>
      <PageHeader
        title={`${t.payroll.detail.title} ${f.period(p.period)}`}
        description={parties ? `${parties.workerName} · ${parties.employerName}` : undefined}
        actions={
          <>
            <LinkButton href={monthHref(p.period)}>{t.payroll.actions.backToMonth}</LinkButton>
            <LinkButton href={contractPayslipsHref(p.domesticContractId)}>{t.payroll.actions.contractPayslips}</LinkButton>
          </>
        }
      />
      {justFinalized && p.status === "final" && (
        <div className="mb-4">
          <Alert tone="green">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{t.payroll.wizard.result.finalized}</span>
              <LinkButton size="sm" variant="primary" href={wizardHref(p.domesticContractId, addMonths(p.period, 1))} data-testid="payslip-next-month">
                {t.payroll.actions.nextMonth}
              </LinkButton>
            </div>
          </Alert>
        </div>
      )}
      <div className="space-y-6">
        <PayslipView
          payslip={p}
          parties={parties}
          rerunAction={
            <LinkButton variant="primary" size="sm" href={rerun} data-testid="payslip-rerun">
              {t.payroll.actions.rerun}
            </LinkButton>
          }
          actions={
            <>
              <FinalizeButton payslip={p} onFinalized={() => setJustFinalized(true)} />
              {p.status === "draft" && (
                <LinkButton href={rerun} data-testid="payslip-rerun-action">
                  {t.payroll.actions.rerun}
                </LinkButton>
              )}
              <LinkButton href={printHref(p.id)} data-testid="payslip-print">
                {t.payroll.actions.print}
              </LinkButton>
              <a
                className="rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                href={`/v1/domestic-payslips/${p.id}/pdf`}
                target="_blank"
                rel="noreferrer"
                data-testid="payslip-pdf"
              >
                {t.statements.payslipPdf}
              </a>
              {p.status === "final" && p.kind !== "correction" && <CorrectPayslipButton payslipId={p.id} />}
              {canReissue && p.status === "final" && (
                <Button variant="secondary" onClick={() => setReissuing(true)} data-testid="payslip-reissue">
                  {t.payroll.reissue.action}
                </Button>
              )}
              {canDelete(p.status) && (
                <Button variant="ghost" onClick={() => setDeleting(true)} data-testid="payslip-delete">
                  {t.payroll.actions.delete}
                </Button>
              )}
            </>
          }
        />
        {p.status === "final" && (
          <section aria-labelledby="payslip-delivery-heading" data-testid="payslip-delivery">
            <h2 id="payslip-delivery-heading" className="mb-1 text-sm font-semibold text-slate-900">
              {t.delivery.status.heading}
            </h2>
            <DeliveryStatus viewedAt={p.viewedAt} receiptConfirmedAt={p.receiptConfirmedAt} />
          </section>
        )}
        <PaymentsSection payslipId={p.id} status={p.status} />
        <PayslipNotes payslip={p} />
      </div>
      {p.status === "final" && <ReissueDocumentDialog payslipId={p.id} open={reissuing} onClose={() => setReissuing(false)} />}
      <DeletePayslipDialog
        payslip={deleting ? { id: p.id, domesticContractId: p.domesticContractId, period: p.period, kind: p.kind, status: p.status } : null}
        onClose={() => setDeleting(false)}
        onDeleted={(outcome) => {
          setDeleting(false);
          setDeleted(outcome);
        }}
      />
    </>
  );
}
