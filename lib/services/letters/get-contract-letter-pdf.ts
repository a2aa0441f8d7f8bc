import "server-only";
import { getDb } from "@/lib/db/client";
import { dateString } from "@/lib/db/serialize";
import { contractLetterWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import type { PdfFile } from "@/lib/services/documents/get-payslip-pdf";
import { letterFilename } from "./letter-views";

/** GET /v1/domestic-contracts/{id}/letters/{letterId}/pdf: the stored bytes of one version, unchanged. */
export async function getContractLetterPdf(ctx: ServiceContext, contractId: string, letterId: string): Promise<PdfFile> {
  const row = await getDb().contractLetter.findFirst({
    where: { id: letterId, contractId, ...contractLetterWhere(ctx.scope) },
    select: { content: true, sha256: true, kind: true, effectiveFrom: true, version: true, contract: { select: { workerLastName: true } } },
  });
  if (!row) throw notFound("Contract letter");
  return {
    content: Buffer.from(row.content),
    sha256: row.sha256,
    filename: letterFilename(row.kind, row.contract.workerLastName, dateString(row.effectiveFrom), row.version),
  };
}
