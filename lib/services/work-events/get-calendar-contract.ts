import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import { getDb } from "@/lib/db/client";
import { findContractWithTerms, termsInForceOn } from "@/lib/services/contracts/contract-with-terms";

export interface CalendarContractView {
  id: string;
  workerName: string;
  employerName: string;
  startDate: string;
  endDate: string | null;
  payBasis: "hourly" | "monthly" | null;
}

/** The header of the calendar screen: whose calendar it is (404 for another organization's contract). */
export async function getCalendarContract(ctx: ServiceContext, contractId: string, onDate: string): Promise<CalendarContractView> {
  await assertContractInScope(getDb(), ctx.scope, contractId);
  const contract = await findContractWithTerms(getDb(), ctx.scope.organizationId, contractId);
  const terms = termsInForceOn(contract.terms, onDate) ?? contract.terms[0] ?? null;
  return {
    id: contract.id,
    workerName: `${contract.workerFirstName} ${contract.workerLastName}`.trim(),
    employerName: contract.employer.displayName,
    startDate: dateString(contract.startDate),
    endDate: contract.endDate ? dateString(contract.endDate) : null,
    payBasis: terms?.payBasis ?? null,
  };
}
