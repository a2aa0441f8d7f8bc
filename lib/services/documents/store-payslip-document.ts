import "server-only";
import { organizationTestMode } from "@/lib/services/sandbox/organization-mode";
import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db, Tx } from "@/lib/db/client";
import type { RateRegistry } from "@/lib/payroll";
import { organizationRateTables } from "@/lib/services/rate-tables/organization-rate-source";
import { renderPayslipPdf } from "@/lib/pdf/payslip-pdf";
import { loadPayslipDocumentData, loadPayslipDocumentDataMany, type PayslipDocumentData } from "./payslip-document-data";

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
export async function storePayslipDocument(
  db: Db | Tx,
  organizationId: string,
  payslipId: string,
  finalizedAt: Date,
  rates?: RateRegistry,
): Promise<StoredPayslipDocument> {
  const existing = await readPayslipDocument(db, payslipId);
  if (existing) return existing;
  const data = await loadPayslipDocumentData(db, organizationId, payslipId, rates);
  await db.payslipDocument.createMany({
    data: [firstVersion(data, await renderForStorage(data, finalizedAt, await organizationTestMode(db, organizationId)))],
    skipDuplicates: true,
  });
  // a concurrent first request may have stored it first: both answer the row that won
  return (await readPayslipDocument(db, payslipId))!;
}

/**
 * storePayslipDocument of many final payslips of one organization that have no document yet (a
 * run's finalize batch, rendered by the workers): their data in one read, the same rendering, the
 * rows written a few at a time (skipping any a concurrent first request stored first). Answers
 * how many were written.
 */
export async function storePayslipDocuments(db: Db, organizationId: string, payslips: readonly { id: string; finalizedAt: Date }[]): Promise<number> {
  if (payslips.length === 0) return 0;
  const testMode = await organizationTestMode(db, organizationId);
  // the organization's tables (its overrides), read once for the job: the CCNL minimum printed
  const rates = await organizationRateTables.registryFor(organizationId);
  const at = new Map(payslips.map((p) => [p.id, p.finalizedAt]));
  let written = 0;
  for (let i = 0; i < payslips.length; i += STORE_BATCH) {
    const data = await loadPayslipDocumentDataMany(
      db,
      organizationId,
      payslips.slice(i, i + STORE_BATCH).map((p) => p.id),
      rates,
    );
    const rows = [];
    for (const d of data) {
      rows.push(firstVersion(d, await renderForStorage(d, at.get(d.payslip.id)!, testMode)));
      // a rendering holds the process for tens of milliseconds: the process's other work (a run's
      // finalize batch waiting on its statements, requests) gets its turn between two documents
      await nextTurn();
    }
    written += (await db.payslipDocument.createMany({ data: rows, skipDuplicates: true })).count;
  }
  return written;
}

/** Documents rendered and written per statement by storePayslipDocuments. */
const STORE_BATCH = 25;

/** The stored document's bytes: rendered from the payslip's data at its finalize date; a sandbox's payslip says PROVA (stored that way: the stored bytes are what is served). */
function renderForStorage(data: PayslipDocumentData, finalizedAt: Date, testMode: boolean): Promise<Buffer> {
  return renderPayslipPdf(data, finalizedAt, { testMode });
}

function firstVersion(data: PayslipDocumentData, content: Buffer) {
  return { payslipId: data.payslip.id, version: 1, content: new Uint8Array(content), sha256: sha256Hex(content) };
}
