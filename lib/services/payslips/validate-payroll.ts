import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import type { PayrollValidation } from "@/lib/validation/payslip";
import { checkPayroll } from "./check-payroll";
import { loadPayrollInputs } from "./payroll-inputs";

/** POST /v1/domestic-payslips/validate-before-run → 200 {valid, errors, warnings}. */
export async function validatePayroll(principal: Principal, input: { domesticContractId: string; date: string }): Promise<PayrollValidation> {
  const db = getDb();
  const inputs = await loadPayrollInputs(db, principal.organizationId, input.domesticContractId, input.date, "ordinary");
  return checkPayroll(db, inputs, input.date);
}
