import "server-only";
import { organizationTestMode } from "@/lib/services/sandbox/organization-mode";
import { createHash } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
import { loadPayslipDocumentData } from "./payslip-document-data";

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export interface StoredPayslipDocument {
  content: Buffer;
  sha256: string;
  version: number;
}

const STORED = { content: true, sha256: true, version: true } as const;

function stored(row: { content: Uint8Array; sha256: string; version: number }): StoredPayslipDocument {
  return { content: Buffer.from(row.content), sha256: row.sha256, version: row.version };
}

/** A stored version of a payslip's document (the latest without `version`); null when none is stored. */
export async function readPayslipDocument(db: Db | Tx, payslipId: string, version?: number): Promise<StoredPayslipDocument | null> {
  const row = await db.payslipDocument.findFirst({
    where: { payslipId, ...(version === undefined ? {} : { version }) },
    orderBy: { version: "desc" },
    select: STORED,
  });
  return row ? stored(row) : null;
}

/**
 * Renders a final payslip's PDF and stores it as version 1 with its SHA-256 (once: an existing document
 * is kept, so the document the family signed is what is served afterwards, whatever later versions of
 * the app render; only an administrator's reissue adds a version). Answers the latest version.
 */
export async function storePayslipDocument(db: Db | Tx, organizationId: string, payslipId: string, finalizedAt: Date): Promise<StoredPayslipDocument> {
  const existing = await readPayslipDocument(db, payslipId);
  if (existing) return existing;
  // a sandbox's payslip says PROVA (stored that way: the stored bytes are what is served)
  const content = await renderPayslipPdf(await loadPayslipDocumentData(db, organizationId, payslipId), finalizedAt, {
    testMode: await organizationTestMode(db, organizationId),
  });
  await db.payslipDocument.createMany({
    data: [{ payslipId, version: 1, content: new Uint8Array(content), sha256: sha256Hex(content) }],
    skipDuplicates: true,
  });
  // a concurrent first request may have stored it first: both answer the row that won
  return (await readPayslipDocument(db, payslipId))!;
}
