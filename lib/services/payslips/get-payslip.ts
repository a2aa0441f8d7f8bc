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
  if (options.justComputed) {
    // the input snapshot (every event, the terms, the state) is only needed for its end reason:
    // it is not read back and parsed through Prisma after every run
    const payslip = await db.payslip.findFirst({
      where: { id, organizationId },
      include: payslipDetailInclude,
      omit: { inputSnapshot: true, runningState: true },
    });
    if (!payslip) throw notFound("Payslip");
    const endReason = payslip.isEmploymentEnded ? await storedEndReason(db, id) : null;
    return serializePayslipDetail({ ...payslip, inputSnapshot: { endReason } }, { isOutdated: false, outdatedReasons: [] });
  }
  const payslip = await db.payslip.findFirst({ where: { id, organizationId }, include: payslipDetailInclude, omit: { runningState: true } });
  if (!payslip) throw notFound("Payslip");
  return serializePayslipDetail(payslip, await outdatedInfo(db, payslip));
}

/** The contract's end reason recorded in a payslip's input snapshot. */
async function storedEndReason(db: Db | Tx, id: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ endReason: string | null }[]>`SELECT input_snapshot->>'endReason' AS "endReason" FROM payslips WHERE id = ${id}::uuid`;
  return rows[0]?.endReason ?? null;
}

/** GET /v1/domestic-payslips/{id}: the full payslip (interface §2.2) with isOutdated. */
export async function getPayslip(principal: Principal, id: string): Promise<PayslipDetail> {
  return loadPayslipDetail(getDb(), principal.organizationId, id);
}
