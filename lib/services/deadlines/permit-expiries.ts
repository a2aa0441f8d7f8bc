import "server-only";
import { getDb } from "@/lib/db/client";
import { workerWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { workerDocumentWarnings, type WorkerDocumentKind } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { inRange, makeDeadline, type Deadline, type DeadlineRange } from "./deadline";

/**
 * The expiry of each worker's identity document and residence permit. The worker page's warning
 * for the same document (`workerDocumentWarnings`, 60/30/0 days) is carried as `params.warning`,
 * so the calendar and the worker page say the same thing.
 */
export async function permitExpiryDeadlines(ctx: ServiceContext, range: DeadlineRange): Promise<Deadline[]> {
  const window = { gte: toDbDate(range.from), lte: toDbDate(range.to) };
  const workers = await getDb().worker.findMany({
    where: {
      // a household's or a worker's own access sees the workers of the contracts it sees
      ...workerWhere(ctx.scope),
      OR: [{ identityDocumentExpiry: window }, { residencePermitExpiry: window }],
    },
    select: { id: true, firstName: true, lastName: true, identityDocumentExpiry: true, residencePermitExpiry: true },
  });
  const out: Deadline[] = [];
  for (const w of workers) {
    const documents: { document: WorkerDocumentKind; expiryDate: string | null }[] = [
      { document: "identity_document", expiryDate: w.identityDocumentExpiry ? dateString(w.identityDocumentExpiry) : null },
      { document: "residence_permit", expiryDate: w.residencePermitExpiry ? dateString(w.residencePermitExpiry) : null },
    ];
    for (const doc of documents) {
      if (!doc.expiryDate || !inRange(doc.expiryDate, range)) continue;
      const [warning] = workerDocumentWarnings({ documents: [doc], flussiEntryDate: null, asOf: range.today });
      out.push(
        makeDeadline(
          {
            kind: "permit_expiry",
            subject: `${w.id}:${doc.document}`,
            date: doc.expiryDate,
            code: doc.document === "residence_permit" ? "residence_permit_expiry" : "identity_document_expiry",
            params: { workerName: `${w.firstName} ${w.lastName}`, ...(warning ? { warning: warning.code } : {}) },
            link: `/workers/${w.id}`,
            workerId: w.id,
          },
          range,
        ),
      );
    }
  }
  return out;
}
