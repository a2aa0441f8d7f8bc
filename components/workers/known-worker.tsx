"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/misc";
import { useKnownWorker } from "@/lib/client/workers";
import { formatHours } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { WorkerRecordView } from "@/lib/validation/worker";

/**
 * Offered while a contract is created (issue 31): the fiscal code typed is already a worker of the
 * organization, so the new contract will be linked to that person; the clerk may take the
 * registered fields into the form.
 */
export function KnownWorkerNotice({ fiscalCode, onUse }: { fiscalCode: string; onUse: (worker: WorkerRecordView) => void }) {
  const { t, locale } = useI18n();
  const known = useKnownWorker(fiscalCode);
  const worker = known.data;
  if (!worker) return null;
  const w = t.workers;
  return (
    <Alert tone="blue">
      <p>{w.known(`${worker.lastName} ${worker.firstName}`, worker.contracts.length, formatHours(worker.hours.weeklyHours, locale))}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => onUse(worker)}>
          {w.useKnown}
        </Button>
        <Link href={`/workers/${worker.id}`} className="text-sm text-blue-700 hover:underline">
          {w.open}
        </Link>
      </div>
    </Alert>
  );
}
