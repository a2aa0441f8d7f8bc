"use client";
import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/misc";
import { useDeleteContract, useDeleteTerms, useReopenContract } from "@/lib/client/contracts";
import { errorMessage } from "@/lib/client/error-message";
import { formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { TermsView } from "@/lib/validation/contract";

/** A question, Cancel and the confirming button; the last attempt's error under the question. */
function ConfirmDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t.common.actions.cancel}
          </Button>
          <Button variant={props.danger ? "danger" : undefined} loading={props.pending} onClick={props.onConfirm} data-testid={props.testId}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
      {props.error != null && (
        <div className="mt-3">
          <Alert>{errorMessage(props.error, t)}</Alert>
        </div>
      )}
    </Dialog>
  );
}

export function ReopenContractDialog({ contractId, open, onClose, onDone }: { contractId: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useI18n();
  const d = t.contracts.detail;
  const reopen = useReopenContract(contractId, { onSuccess: onDone });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={d.reopen}
      confirmLabel={t.common.actions.confirm}
      pending={reopen.isPending}
      error={reopen.error}
      onConfirm={() => reopen.mutate()}
    >
      {d.reopenConfirm}
    </ConfirmDialog>
  );
}

/** Deleting the contract leads back to the list. */
export function DeleteContractDialog({
  contractId,
  workerName,
  open,
  onClose,
}: {
  contractId: string;
  workerName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const remove = useDeleteContract(contractId, { onSuccess: () => router.push("/contracts") });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t.contracts.detail.delete}
      confirmLabel={t.common.actions.delete}
      danger
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate()}
      testId="contract-delete-confirm"
    >
      {t.contracts.detail.deleteConfirm(workerName)}
    </ConfirmDialog>
  );
}

export function DeleteTermsDialog({
  contractId,
  terms,
  onClose,
  onDone,
}: {
  contractId: string;
  terms: TermsView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const d = t.contracts.detail;
  const removeTerms = useDeleteTerms(contractId, { onSuccess: onDone });
  return (
    <ConfirmDialog
      open={terms !== null}
      onClose={onClose}
      title={d.deleteTerms}
      confirmLabel={t.common.actions.delete}
      danger
      pending={removeTerms.isPending}
      error={removeTerms.error}
      onConfirm={() => terms && removeTerms.mutate(terms.id)}
    >
      {terms && d.deleteTermsConfirm(formatDate(terms.effectiveFrom))}
    </ConfirmDialog>
  );
}
