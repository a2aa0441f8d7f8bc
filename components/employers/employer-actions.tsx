"use client";
import { useArchiveEmployer, useDeleteEmployer } from "@/lib/client/employers";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/misc";
import { ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";
import { LinkButton } from "@/components/ui/link-button";

interface Props {
  employer: { id: string; displayName: string; archived: boolean };
  /** active contracts known when the page was rendered (the server decides on delete) */
  activeContracts: number;
}

export function EmployerActions({ employer, activeContracts }: Props) {
  const t = useT();
  const e = t.employers;
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const archive = useArchiveEmployer(employer.id, {
    onSuccess: (saved) => {
      setNotice(saved.archived ? e.actions.archived : e.actions.restored);
      router.refresh();
    },
  });

  const remove = useDeleteEmployer(employer.id, {
    onSuccess: () => {
      router.push("/employers");
      router.refresh();
    },
  });

  const blockedByContracts = remove.error instanceof ApiError && remove.error.code === "employer_has_active_contracts";
  // with active contracts deletion would fail: the dialog offers archiving instead (issue 15 point 8)
  const offerArchive = activeContracts > 0 || blockedByContracts;
  const deleteError = (() => {
    const error = remove.error;
    if (!error) return null;
    if (error instanceof ApiError && error.code === "employer_has_active_contracts") {
      const count = typeof error.body.activeContracts === "number" ? error.body.activeContracts : Math.max(1, activeContracts);
      return e.deleteDialog.blocked(count);
    }
    return errorMessage(error, t);
  })();

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton variant="secondary" href={`/employers/${employer.id}/edit`} data-testid="employer-edit">
          {e.actions.edit}
        </LinkButton>
        <Button
          variant="secondary"
          loading={archive.isPending}
          onClick={() => archive.mutate(!employer.archived)}
          data-testid={employer.archived ? "employer-restore" : "employer-archive"}
        >
          {employer.archived ? e.actions.restore : e.actions.archive}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
          data-testid="employer-delete"
        >
          {e.actions.delete}
        </Button>
      </div>
      {notice && !archive.isError && <Alert tone="green">{notice}</Alert>}
      {archive.isError && <Alert>{errorMessage(archive.error, t)}</Alert>}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={e.deleteDialog.title(employer.displayName)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.common.actions.cancel}
            </Button>
            {offerArchive ? (
              !employer.archived && (
                <Button
                  loading={archive.isPending}
                  onClick={() => archive.mutate(true, { onSuccess: () => setConfirming(false) })}
                  data-testid="employer-delete-archive"
                >
                  {e.actions.archive}
                </Button>
              )
            ) : (
              <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="employer-delete-confirm">
                {e.deleteDialog.confirm}
              </Button>
            )}
          </>
        }
      >
        <div className="space-y-3">
          <p>{e.deleteDialog.rule}</p>
          <p>{e.deleteDialog.cascade}</p>
          {activeContracts > 0 && (
            <div data-testid="employer-delete-active">
              <Alert tone="amber">
                {e.deleteDialog.hasActive(activeContracts)} {e.deleteDialog.endFirst}
              </Alert>
            </div>
          )}
          {!employer.archived && <p className="text-slate-500">{e.deleteDialog.suggestArchive}</p>}
          {deleteError && (
            <div data-testid="employer-delete-error">
              <Alert>{deleteError}</Alert>
            </div>
          )}
        </div>
      </Dialog>
    </div>
  );
}
