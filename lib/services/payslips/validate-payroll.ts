import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import type { PayrollValidation } from "@/lib/validation/payslip";
import { checkPayroll } from "./check-payroll";
import { loadPayrollInputs } from "./payroll-inputs";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";

/** POST /v1/domestic-payslips/validate-before-run → 200 {valid, errors, warnings}. */
export async function validatePayroll(ctx: ServiceContext, input: { domesticContractId: string; date: string }): Promise<PayrollValidation> {
  const db = getDb();
  await assertContractInScope(db, ctx.scope, input.domesticContractId);
  const inputs = await loadPayrollInputs(db, ctx.scope.organizationId, input.domesticContractId, input.date, "ordinary");
  return checkPayroll(db, inputs, input.date, {}, "ordinary", await ratesOf(ctx));
}
