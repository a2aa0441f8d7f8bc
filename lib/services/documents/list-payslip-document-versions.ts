import "server-only";
import { getDb } from "@/lib/db/client";
import { contractRowWhere } from "@/lib/db/scope";
import { selectDocumentVersions } from "@/lib/db/statements/payslips";
import type { ServiceContext } from "@/lib/services/context";
import { notFound } from "@/lib/errors";
import type { PayslipDocumentVersion, PayslipDocumentVersionList } from "@/lib/validation/payslip-document";

export function serializeDocumentVersion(
  row: { payslipId: string; version: number; sha256: string; size: number; createdAt: Date },
  latest: number,
): PayslipDocumentVersion {
  return {
    payslipId: row.payslipId,
    version: row.version,
    sha256: row.sha256,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.version === latest,
  };
}

/**
 * GET /v1/domestic-payslips/{id}/pdf/versions: the stored versions of a final payslip's document, oldest
 * first (a draft, or a final payslip whose document was never served, has none yet).
 */
export async function listPayslipDocumentVersions(ctx: ServiceContext, id: string): Promise<PayslipDocumentVersionList> {
  const db = getDb();
  const payslip = await db.payslip.findFirst({ where: { id, ...contractRowWhere(ctx.scope) }, select: { id: true } });
  if (!payslip) throw notFound("Payslip");
  // sizes from the database: the bytes themselves stay there
  const rows = await selectDocumentVersions(db, id);
  const latest = rows.at(-1)?.version ?? 0;
  return { data: rows.map((r) => serializeDocumentVersion({ payslipId: id, ...r }, latest)) };
}
