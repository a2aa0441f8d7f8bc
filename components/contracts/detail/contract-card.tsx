"use client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { formatDate } from "@/lib/format/display";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView } from "@/lib/validation/contract";
import { Row } from "./parts";

export type ContractAction = "edit" | "end" | "reopen" | "delete";

/** The contract's own data (start, duration, end, CUAF, IVS, INPS code, notes) and its actions. */
export function ContractCard({ contract, onAction }: { contract: ContractDetailView; onAction: (action: ContractAction) => void }) {
  const { t } = useI18n();
  const c = t.contracts;
  const d = c.detail;
  const reason = contract.endReason ? c.endReasons[contract.endReason] : "";
  const hasEnd = !!contract.endDate;
  return (
    <Card
      title={d.contract}
      actions={
        <Button size="sm" variant="ghost" onClick={() => onAction("edit")}>
          {d.editData}
        </Button>
      }
    >
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <Row label={c.fields.startDate}>{formatDate(contract.startDate)}</Row>
        <Row label={d.duration}>{contract.fixedTerm ? d.fixedTermUntil(formatDate(contract.fixedTermEndDate)) : d.openEnded}</Row>
        {contract.fixedTerm && <Row label="NASpI">{contract.fixedTermSurchargeApplies ? d.surcharge : d.noSurcharge}</Row>}
        {hasEnd && (
          <Row label={c.fields.endDate}>
            {contract.status === "ended" ? d.ended(formatDate(contract.endDate), reason) : d.endsOn(formatDate(contract.endDate), reason)}
          </Row>
        )}
        <Row label="CUAF">{contract.cuafDue ? d.cuaf.due : d.cuaf.notDue}</Row>
        {contract.workerRenouncedIvsShare && <Row label="IVS">{d.ivsRenounced}</Row>}
        <Row label={c.fields.inpsRelationshipCode}>{contract.inpsRelationshipCode ?? d.none}</Row>
        {contract.notes && <Row label={c.fields.notes}>{contract.notes}</Row>}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {hasEnd ? (
          <Button size="sm" variant="secondary" onClick={() => onAction("reopen")}>
            {d.reopen}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => onAction("end")} data-testid="contract-end">
            {d.end}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onAction("delete")}>
          {d.delete}
        </Button>
      </div>
    </Card>
  );
}
