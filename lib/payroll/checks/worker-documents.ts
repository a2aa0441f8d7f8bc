/**
 * A worker's documents at a given day (issue 31 point 4): the identity document and the residence
 * permit warn 60 and 30 days before their expiry, on the day and after it; a worker who entered
 * Italy under a decreto flussi quota is flagged for the first year after the entry. The day is
 * always passed in by the caller (the service's "today" in Italy): the engine reads no clock.
 */
import { addDays, addYears, diffDays } from "../calendar/dates";

export type WorkerDocumentKind = "identity_document" | "residence_permit";

/** Days before the expiry from which a document warns, widest first. */
export const DOCUMENT_WARNING_DAYS = [60, 30] as const;

export type WorkerDocumentWarningCode =
  "document_expired" | "document_expires_today" | "document_expires_within_30_days" | "document_expires_within_60_days" | "decreto_flussi_first_year";

export interface WorkerDocumentWarning {
  code: WorkerDocumentWarningCode;
  message: string;
  params: Record<string, string>;
}

export interface WorkerDocumentsInput {
  documents: readonly { document: WorkerDocumentKind; expiryDate: string | null }[];
  /** entry into Italy under a decreto flussi quota (null: not such a worker) */
  flussiEntryDate: string | null;
  /** the day the warnings are computed for, YYYY-MM-DD */
  asOf: string;
}

const LABEL: Record<WorkerDocumentKind, string> = { identity_document: "identity document", residence_permit: "residence permit" };

function expiryWarning(document: WorkerDocumentKind, expiryDate: string, asOf: string): WorkerDocumentWarning | null {
  const days = diffDays(asOf, expiryDate);
  const params = { document, expiryDate, days: String(days) };
  const label = LABEL[document];
  if (days < 0) return { code: "document_expired", message: `The ${label} expired on ${expiryDate}`, params };
  if (days === 0) return { code: "document_expires_today", message: `The ${label} expires today (${expiryDate})`, params };
  if (days <= 30) return { code: "document_expires_within_30_days", message: `The ${label} expires on ${expiryDate}, in ${days} days`, params };
  if (days <= 60) return { code: "document_expires_within_60_days", message: `The ${label} expires on ${expiryDate}, in ${days} days`, params };
  return null;
}

/** The warnings of a worker's documents on `asOf`: one per document close to or past its expiry, and the decreto flussi flag. */
export function workerDocumentWarnings(input: WorkerDocumentsInput): WorkerDocumentWarning[] {
  const warnings: WorkerDocumentWarning[] = [];
  for (const { document, expiryDate } of input.documents) {
    const warning = expiryDate ? expiryWarning(document, expiryDate, input.asOf) : null;
    if (warning) warnings.push(warning);
  }
  const entry = input.flussiEntryDate;
  if (entry && entry <= input.asOf && input.asOf < addYears(entry, 1)) {
    const until = addDays(addYears(entry, 1), -1);
    warnings.push({
      code: "decreto_flussi_first_year",
      message: `First year after entry under the decreto flussi (${entry}, until ${until}): check the permit and the conditions of the quota before any change of employer`,
      params: { entryDate: entry, until },
    });
  }
  return warnings;
}
