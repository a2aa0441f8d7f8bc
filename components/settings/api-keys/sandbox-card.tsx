"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Alert, Card } from "@/components/ui/misc";
import { errorMessage } from "@/lib/client/error-message";
import { useResetSandbox } from "@/lib/client/sandbox";
import { useT } from "@/lib/i18n/client";

/** The sandbox: what it is, and its reset (asked first), with what the reset left. */
export function SandboxCard() {
  const t = useT();
  const s = t.settings.sandbox;
  const [asking, setAsking] = useState(false);
  const reset = useResetSandbox({ onSuccess: () => setAsking(false) });
  return (
    <Card title={s.title}>
      <p className="mb-3 text-sm text-slate-600">{s.intro}</p>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="sandbox-reset">
        {s.reset}
      </Button>
      {reset.isSuccess && (
        <div className="mt-3">
          <Alert tone="green">{s.done(reset.data.counts.employers, reset.data.counts.contracts, reset.data.counts.workEvents)}</Alert>
        </div>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={s.resetConfirmTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t.common.actions.cancel}
            </Button>
            <Button loading={reset.isPending} onClick={() => reset.mutate()} data-testid="sandbox-reset-confirm">
              {s.reset}
            </Button>
          </>
        }
      >
        <p>{s.resetConfirm}</p>
        {reset.isError && (
          <div className="mt-3">
            <Alert>{errorMessage(reset.error, t)}</Alert>
          </div>
        )}
      </Dialog>
    </Card>
  );
}
