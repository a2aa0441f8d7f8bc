"use client";
import Link from "next/link";
import { PageHeader } from "@/components/ui/misc";
import { statementLinks } from "@/lib/client/statements";
import { useI18n } from "@/lib/i18n/client";
import type { ContractDetailView } from "@/lib/validation/contract";
import { workerName } from "../format";
import { ContractStatusBadge } from "../status-badge";
import { LINK_BUTTON } from "./parts";

/** The worker's name and status, the employer, and the links to the calendar, payslips and annual statement. */
export function ContractHeader({ contract, checkDate }: { contract: ContractDetailView; checkDate: string }) {
  const { t } = useI18n();
  const c = t.contracts;
  const d = c.detail;
  const terms = contract.currentTerms;
  return (
    <PageHeader
      title={
        <span className="flex flex-wrap items-center gap-3">
          {workerName(contract.worker)}
          <ContractStatusBadge contract={contract} />
        </span>
      }
      description={
        <>
          <Link href={`/employers/${contract.employerId}`} className="text-brand-700 underline underline-offset-2 hover:no-underline">
            {contract.employer.displayName}
          </Link>
          {" · "}
          {c.jobTypes[terms.jobType]} · {c.fields.level} {terms.level}
        </>
      }
      actions={
        <>
          <Link href={`/contracts/${contract.id}/calendar`} className={LINK_BUTTON}>
            {d.calendar}
          </Link>
          <Link href={`/contracts/${contract.id}/payslips`} className={LINK_BUTTON}>
            {d.payslips}
          </Link>
          <Link href={statementLinks.annual(contract.id, Number(checkDate.slice(0, 4)))} className={LINK_BUTTON} data-testid="contract-annual-statement">
            {d.annualStatement}
          </Link>
        </>
      }
    />
  );
}
