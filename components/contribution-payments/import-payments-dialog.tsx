"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { Alert } from "@/components/ui/misc";
import { useImportContributionPayments } from "@/lib/client/contribution-payments";
import { errorMessage } from "@/lib/client/error-message";
import { useT } from "@/lib/i18n/client";

/** Payments from a CSV: check first (dry run), then import; each refused row with its field and code. */
export function ImportPaymentsDialog({ organizationId, onClose }: { organizationId: string; onClose: () => void }) {
  const t = useT();
  const s = t.contributionPayments.importCsv;
  const [csv, setCsv] = useState("");
  const run = useImportContributionPayments();
  const send = (dryRun: boolean) => run.mutate({ organizationId, csv, dryRun });
  const result = run.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={s.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {s.close}
          </Button>
          <Button variant="secondary" onClick={() => send(true)} disabled={!csv.trim()} loading={run.isPending}>
            {s.check}
          </Button>
          <Button onClick={() => send(false)} disabled={!csv.trim()} loading={run.isPending} data-testid="import-run">
            {s.import}
          </Button>
        </>
      }
    >
      <Field label={s.hint}>{(p) => <Textarea {...p} rows={6} value={csv} onChange={(e) => setCsv(e.target.value)} data-testid="import-csv" />}</Field>
      {run.isError && <Alert>{errorMessage(run.error, t)}</Alert>}
      {result && (
        <div className="mt-3 text-sm">
          <p>{s.summary(String(result.rows.length - result.refused), String(result.refused))}</p>
          <ul className="mt-1 list-disc pl-5 text-red-700">
            {result.rows
              .filter((r) => r.outcome === "refused")
              .map((r) => (
                <li key={r.line}>
                  {s.line(String(r.line))}: {r.errors.map((e) => `${e.path} ${e.code}`).join(", ")}
                </li>
              ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
