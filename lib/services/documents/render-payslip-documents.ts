import "server-only";
import { getDb } from "@/lib/db/client";
import { payslipWhere, scopeOfOwner } from "@/lib/db/scope";
import { storePayslipDocuments } from "./store-payslip-document";

/** A queue job: the stored PDFs of payslips a run's finalize just made final (one job per batch). */
export interface PayslipDocumentsJob {
  organizationId: string;
  payslipIds: string[];
}

/**
 * Renders and stores the PDF of each final payslip of the job that has none yet, as
 * storePayslipDocument does on a GET (from the payslip's data and its finalize date, version 1,
 * stored once): whichever comes first — this job, the first GET, the e-mail that attaches it —
 * stores the bytes that are then served unchanged. A retried job finds the stored ones and skips them.
 */
export async function renderPayslipDocuments(job: PayslipDocumentsJob): Promise<number> {
  const db = getDb();
  const payslips = await db.payslip.findMany({
    where: { id: { in: job.payslipIds }, ...payslipWhere(scopeOfOwner(job.organizationId)), status: "final", documents: { none: {} } },
    select: { id: true, finalizedAt: true },
  });
  // their data read together, each rendered as storePayslipDocument renders it, written a few at a time
  await storePayslipDocuments(
    db,
    job.organizationId,
    payslips.map((p) => ({ id: p.id, finalizedAt: p.finalizedAt ?? new Date() })),
  );
  return payslips.length;
}
