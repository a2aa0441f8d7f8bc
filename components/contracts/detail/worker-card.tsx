"use client";
import Link from "next/link";
import { Card } from "@/components/ui/misc";
import { formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView } from "@/lib/validation/contract";
import { Row } from "./parts";

/** The worker's personal data as the contract holds it, and the link to the worker's page. */
export function WorkerCard({ contract }: { contract: ContractDetailView }) {
  const { t } = useI18n();
  const c = t.contracts;
  const d = c.detail;
  const w = contract.worker;
  const address = [w.address, [w.zipCode, w.locality].filter(Boolean).join(" "), w.province ? `(${w.province})` : null].filter(Boolean).join(", ");
  return (
    <Card
      title={d.worker}
      actions={
        contract.workerId && (
          <Link href={`/workers/${contract.workerId}`} className="text-sm text-blue-700 hover:underline">
            {t.workers.open}
          </Link>
        )
      }
    >
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <Row label={c.fields.fiscalCode}>{w.fiscalCode ?? d.none}</Row>
        <Row label={c.fields.birthDate}>
          {w.birthDate ? formatDate(w.birthDate) : d.none}
          {w.birthPlace ? ` · ${w.birthPlace}` : ""}
        </Row>
        <Row label={c.fields.nationality}>{w.nationality ?? d.none}</Row>
        <Row label={c.fields.address}>{address || d.none}</Row>
        <Row label={c.fields.iban}>{w.iban ?? d.none}</Row>
      </dl>
    </Card>
  );
}
