"use client";
import { Badge } from "@/components/ui/misc";
import { useT } from "@/lib/i18n/client";
import type { ContractView } from "@/lib/validation/contract";
import { formatDate } from "@/lib/format/display";

/** Active, ending on a date, ended: the status a clerk needs at a glance. */
export function ContractStatusBadge({ contract }: { contract: Pick<ContractView, "status" | "endDate"> }) {
  const c = useT().contracts;
  if (contract.status === "ended") return <Badge tone="gray">{contract.endDate ? c.status.endedOn(formatDate(contract.endDate)) : c.status.ended}</Badge>;
  if (contract.endDate) return <Badge tone="amber">{c.status.endsOn(formatDate(contract.endDate))}</Badge>;
  return <Badge tone="green">{c.status.active}</Badge>;
}
