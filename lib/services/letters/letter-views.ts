import "server-only";
/** The shape letters leave the service in, and whether each still describes the contract's data. */
import type { Queryable } from "@/lib/db/sql";
import { selectLetterRows, type LetterRow } from "@/lib/db/statements/contract-letters";
import type { RateRegistry } from "@/lib/payroll";
import type { ContractLetterDue, ContractLetterKind, ContractLetterView } from "@/lib/validation/contract-letter";
import { composeLetterData, letterDataHash, type LetterContract } from "./letter-data";

export type { LetterRow };

/** Every letter of a contract, oldest terms first, versions in order (the bytes stay in the database). */
export const letterRows = (db: Queryable, contractId: string, letterId?: string): Promise<LetterRow[]> => selectLetterRows(db, contractId, letterId);

/** "lettera-assunzione-rossi-2026-03-02.pdf", "-v2" from the second version. */
export function letterFilename(kind: ContractLetterKind, lastName: string, effectiveFrom: string, version: number): string {
  const slug =
    lastName
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "lavoratore";
  return `lettera-${kind === "hiring" ? "assunzione" : "variazione"}-${slug}-${effectiveFrom}${version > 1 ? `-v${version}` : ""}.pdf`;
}

/** The index of the terms set a letter describes (the hiring letter: the first), or -1 when those terms are gone. */
function termsIndexOf(contract: LetterContract, row: Pick<LetterRow, "kind" | "terms_id">): number {
  if (row.kind === "hiring") return 0;
  const index = contract.terms.findIndex((t) => t.id === row.terms_id);
  return index > 0 ? index : -1;
}

/** Whether the data a current letter printed differs from what the contract says now (its own details kept). */
function isOutdated(contract: LetterContract, row: LetterRow, rates: RateRegistry): boolean {
  if (row.superseded) return false;
  const index = termsIndexOf(contract, row);
  if (index < 0) return true;
  return letterDataHash(composeLetterData(contract, index, row.details ?? {}, rates)) !== row.data_hash;
}

/** `rates`: the organization's tables (ratesOf(ctx)): a letter whose printed minimum they changed is outdated. */
export function letterView(contract: LetterContract, row: LetterRow, rates: RateRegistry): ContractLetterView {
  return {
    id: row.id,
    contractId: row.contract_id,
    termsId: row.terms_id,
    kind: row.kind,
    effectiveFrom: row.effective_from,
    version: row.version,
    sha256: row.sha256,
    size: row.size,
    filename: letterFilename(row.kind, contract.workerLastName, row.effective_from, row.version),
    createdAt: row.created_at.toISOString(),
    superseded: row.superseded,
    outdated: isOutdated(contract, row, rates),
    signedOn: row.signed_on,
    signatureMethod: row.signature_method,
    details: row.details ?? {},
  };
}

/** The current letter of each terms set: the hiring letter for the first, the change letter dated like each later set. */
export function currentLetterFor(rows: readonly LetterRow[], contract: LetterContract, index: number): LetterRow | null {
  const t = contract.terms[index]!;
  const from = t.effectiveFrom.toISOString().slice(0, 10);
  const current = rows.filter((r) => !r.superseded && (index === 0 ? r.kind === "hiring" : r.kind === "change" && r.effective_from === from));
  return current.at(-1) ?? null;
}

/** Terms sets whose letter is missing, or whose current letter no longer matches the contract. */
export function dueLetters(contract: LetterContract, rows: readonly LetterRow[], views: readonly ContractLetterView[]): ContractLetterDue[] {
  const due: ContractLetterDue[] = [];
  contract.terms.forEach((t, index) => {
    const current = currentLetterFor(rows, contract, index);
    const effectiveFrom = t.effectiveFrom.toISOString().slice(0, 10);
    const kind = index === 0 ? "hiring" : "change";
    if (!current) due.push({ kind, termsId: t.id, effectiveFrom, reason: "missing" });
    else if (views.find((v) => v.id === current.id)?.outdated || current.terms_id !== t.id)
      due.push({ kind, termsId: t.id, effectiveFrom, reason: "outdated" });
  });
  return due;
}
