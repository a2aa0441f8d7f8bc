import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { contractRowScopeSql } from "@/lib/db/scope";
import { lockPayslip } from "@/lib/db/statements/payslips";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { ServiceContext } from "@/lib/services/context";
import { AppError, notFound } from "@/lib/errors";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { PayslipDocumentVersion, ReissuePayslipDocumentBody } from "@/lib/validation/payslip-document";
import { loadPayslipDocumentData } from "./payslip-document-data";
import { serializeDocumentVersion } from "./list-payslip-document-versions";
import { sha256Hex, storePayslipDocument } from "./store-payslip-document";

/**
 * POST /v1/domestic-payslips/{id}/pdf/reissue (an administrator; the route checks the role): renders a
 * final payslip's document again from what is stored now and keeps it as the next version, the earlier
 * versions' bytes untouched and still served by number; one audit entry names both versions and the
 * reason. A draft has no stored document (409 payslip_not_final). The payslip row is locked, so two
 * reissues at once number their versions one after the other.
 */
export async function reissuePayslipDocument(ctx: ServiceContext, id: string, body: ReissuePayslipDocumentBody, now: Date): Promise<PayslipDocumentVersion> {
  const { principal, requestId } = ctx;
  return writeTransaction(async (tx) => {
    const payslip = await lockPayslip(tx, id, contractRowScopeSql(ctx.scope, "p"));
    if (!payslip) throw notFound("Payslip");
    if (payslip.status !== "final") throw new AppError("payslip_not_final", "Only a final payslip's document can be reissued");
    // a payslip finalized before documents existed gets its version 1 first, as a GET would store it
    const rates = await ratesOf(ctx);
    const previous = await storePayslipDocument(tx, ctx.scope.organizationId, id, payslip.finalizedAt ?? now, rates);
    const content = await renderPayslipPdf(await loadPayslipDocumentData(tx, ctx.scope.organizationId, id, rates), now, {
      testMode: ctx.principal.livemode === false,
    });
    const created = await tx.payslipDocument.create({
      data: { payslipId: id, version: previous.version + 1, content: new Uint8Array(content), sha256: sha256Hex(content), createdAt: now },
      select: { payslipId: true, version: true, sha256: true, createdAt: true },
    });
    await writeAuditEntry(tx, principal, {
      action: "payslip.document_reissue",
      entityType: "payslip",
      entityId: id,
      before: { version: previous.version, sha256: previous.sha256 },
      after: { version: created.version, sha256: created.sha256, reason: body.reason },
      requestId,
    });
    return serializeDocumentVersion({ ...created, size: content.length }, created.version);
  });
}
