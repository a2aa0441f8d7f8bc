"use client";
import { useContractSummary, useMonthStatus } from "@/lib/client/payroll";
import type { PayslipParties } from "./payslip-view";

/**
 * Worker and employer names of a contract: from the contract, or, when the contract cannot be
 * read, from the month-status row of a period in which the contract is active.
 */
export function usePayslipParties(contractId: string | null, period: string | null): { parties: PayslipParties | null; isPending: boolean } {
  const contract = useContractSummary(contractId);
  const month = useMonthStatus(period ?? "", !!period && contract.isError);
  if (contract.data) {
    return {
      parties: { workerName: `${contract.data.worker.firstName} ${contract.data.worker.lastName}`, employerName: contract.data.employer.displayName },
      isPending: false,
    };
  }
  const row = month.data?.data.find((r) => r.domesticContractId === contractId);
  if (row) return { parties: { workerName: row.workerName, employerName: row.employerName }, isPending: false };
  return { parties: null, isPending: contract.isPending || (contract.isError && month.isPending && !!period) };
}
