import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { outdatedInfo } from "./outdated";
import { payslipDetailInclude, serializePayslipDetail, type PayslipDetail } from "./serialize-payslip";

/**
 * The full payslip. `justComputed`: the caller has just computed it, under the contract's lock,
 * from the inputs it read in the same transaction, so it is not outdated and the fingerprints need
 * not be read again (run-payroll's answer).
 */
export async function loadPayslipDetail(db: Db | Tx, organizationId: string, id: string, options: { justComputed?: boolean } = {}): Promise<PayslipDetail> {
  const payslip = await db.payslip.findFirst({ where: { id, organizationId }, include: payslipDetailInclude });
  if (!payslip) throw notFound("Payslip");
  return serializePayslipDetail(payslip, options.justComputed ? { isOutdated: false, outdatedReasons: [] } : await outdatedInfo(db, payslip));
}

/** GET /v1/domestic-payslips/{id}: the full payslip (interface §2.2) with isOutdated. */
export async function getPayslip(principal: Principal, id: string): Promise<PayslipDetail> {
  return loadPayslipDetail(getDb(), principal.organizationId, id);
}
