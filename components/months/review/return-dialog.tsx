"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useReturnMonth } from "@/lib/client/months";
import { useT } from "@/lib/i18n/client";

/** The clerk's "return" with its required note: what the household should change. */
export function ReturnDialog({
  contractId,
  period,
  open,
  onClose,
  onDone,
}: {
  contractId: string;
  period: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const r = t.months.review;
  const [note, setNote] = useState("");
  const mutation = useReturnMonth(contractId, period, { onSuccess: onDone });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={r.returnDialog}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {r.cancel}
          </Button>
          <Button
            variant="danger"
            loading={mutation.isPending}
            disabled={note.trim() === ""}
            onClick={() => mutation.mutate({ note })}
            data-testid="return-send"
          >
            {r.send}
          </Button>
        </>
      }
    >
      {mutation.isError && <Alert>{errorMessage(mutation.error, t)}</Alert>}
      <Field label={r.returnNoteLabel} required>
        {(p) => <Textarea {...p} rows={4} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} data-testid="return-note" />}
      </Field>
    </Dialog>
  );
}
