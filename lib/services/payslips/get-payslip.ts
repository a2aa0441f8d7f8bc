import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { outdatedInfo } from "./outdated";
import { sqlOf, type Queryable } from "@/lib/db/sql";
import { fromRaw, jsonObject, selectList, type ColumnSpec } from "@/lib/db/raw-columns";
import {
  PAYSLIP_CASSACOLF_WEEK_COLUMNS,
  PAYSLIP_DETAIL_COLUMNS,
  PAYSLIP_ELEMENT_COLUMNS,
  PAYSLIP_INPS_WEEK_COLUMNS,
  payslipDetailInclude,
  serializePayslipDetail,
  type DetailRow,
  type PayslipDetail,
} from "./serialize-payslip";

/** The full payslip with isOutdated (its fingerprints compared with the inputs now). */
export async function loadPayslipDetail(db: Db | Tx, organizationId: string, id: string): Promise<PayslipDetail> {
  const payslip = await db.payslip.findFirst({ where: { id, organizationId }, include: payslipDetailInclude, omit: { runningState: true } });
  if (!payslip) throw notFound("Payslip");
  return serializePayslipDetail(payslip, await outdatedInfo(db, payslip));
}

/**
 * The full payslip its run has just computed and written, read back in the run's transaction in
 * one statement (the lines as JSON lists). Not outdated by construction: it was computed under the
 * contract's lock from the inputs read in the same transaction. The input snapshot is not read
 * back, only its end reason.
 */
export async function loadComputedPayslipDetail(db: Queryable, organizationId: string, id: string): Promise<PayslipDetail> {
  const lines = (table: string, alias: string, columns: Record<string, ColumnSpec>) =>
    `COALESCE((SELECT json_agg(${jsonObject(alias, columns)} ORDER BY ${alias}.position) FROM ${table} ${alias} WHERE ${alias}.payslip_id = p.id), '[]')`;
  const [row] = await sqlOf(db).query<Record<string, unknown> & { endReason: string | null; elements: Raw[]; inpsWeeks: Raw[]; cassacolfWeeks: Raw[] }>(
    `SELECT ${selectList("p", PAYSLIP_DETAIL_COLUMNS)}, p.input_snapshot->>'endReason' AS "endReason",
            ${lines("payslip_elements", "e", PAYSLIP_ELEMENT_COLUMNS)} AS elements,
            ${lines("payslip_inps_weeks", "w", PAYSLIP_INPS_WEEK_COLUMNS)} AS "inpsWeeks",
            ${lines("payslip_cassacolf_weeks", "k", PAYSLIP_CASSACOLF_WEEK_COLUMNS)} AS "cassacolfWeeks"
       FROM payslips p WHERE p.id = $1::uuid AND p.organization_id = $2::uuid`,
    [id, organizationId],
  );
  if (!row) throw notFound("Payslip");
  const payslip: Omit<DetailRow, "runningState"> = {
    ...fromRaw<Omit<DetailRow, "runningState" | "inputSnapshot" | "elements" | "inpsWeeks" | "cassacolfWeeks">>(row, PAYSLIP_DETAIL_COLUMNS),
    inputSnapshot: { endReason: row.endReason },
    elements: row.elements.map((e) => fromRaw<DetailRow["elements"][number]>(e, PAYSLIP_ELEMENT_COLUMNS)),
    inpsWeeks: row.inpsWeeks.map((w) => fromRaw<DetailRow["inpsWeeks"][number]>(w, PAYSLIP_INPS_WEEK_COLUMNS)),
    cassacolfWeeks: row.cassacolfWeeks.map((w) => fromRaw<DetailRow["cassacolfWeeks"][number]>(w, PAYSLIP_CASSACOLF_WEEK_COLUMNS)),
  };
  return serializePayslipDetail(payslip, { isOutdated: false, outdatedReasons: [] });
}

type Raw = Record<string, unknown>;

/** GET /v1/domestic-payslips/{id}: the full payslip (interface §2.2) with isOutdated. */
export async function getPayslip(principal: Principal, id: string, db: Db | Tx = getDb()): Promise<PayslipDetail> {
  return loadPayslipDetail(db, principal.organizationId, id);
}
