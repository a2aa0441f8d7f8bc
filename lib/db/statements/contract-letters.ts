import "server-only";
/** Contract letters (lib/services/letters): their rows without the PDF bytes, and the signature's row lock. */
import { Prisma } from "@/lib/generated/prisma/client";
import type { ContractLetterKind, LetterDetails } from "@/lib/validation/contract-letter";
import { sqlOf, type Queryable } from "../sql";

export interface LetterRow {
  id: string;
  contract_id: string;
  terms_id: string | null;
  kind: ContractLetterKind;
  effective_from: string;
  version: number;
  sha256: string;
  size: number;
  data_hash: string;
  details: LetterDetails | null;
  created_at: Date;
  superseded: boolean;
  signed_on: string | null;
  signature_method: "paper" | "portal" | null;
}

/** Every letter of a contract (or only `letterId`), oldest terms first, versions in order; the bytes stay in the database. */
export async function selectLetterRows(db: Queryable, contractId: string, letterId?: string): Promise<LetterRow[]> {
  const only = letterId ? Prisma.sql` AND id = ${letterId}::uuid` : Prisma.empty;
  const rows = await sqlOf(db).query<Omit<LetterRow, "created_at"> & { created_at: string }>(Prisma.sql`
    SELECT id::text, contract_id::text, terms_id::text, kind::text AS kind, to_char(effective_from, 'YYYY-MM-DD') AS effective_from, version,
           sha256::text, octet_length(content)::int AS size, data_hash::text, data->'details' AS details,
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, superseded,
           to_char(signed_on, 'YYYY-MM-DD') AS signed_on, signature_method::text AS signature_method
      FROM contract_letters
     WHERE contract_id = ${contractId}::uuid${only}
     ORDER BY effective_from, kind, version`);
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

/** Locks one letter of the contract (FOR UPDATE) and answers its signature, or null when there is no such letter. */
export function lockLetterSignature(
  db: Queryable,
  contractId: string,
  letterId: string,
): Promise<{ signed_on: string | null; signature_method: "paper" | "portal" | null } | null> {
  return sqlOf(db).one(Prisma.sql`
    SELECT to_char(signed_on, 'YYYY-MM-DD') AS signed_on, signature_method::text AS signature_method FROM contract_letters
     WHERE id = ${letterId}::uuid AND contract_id = ${contractId}::uuid FOR UPDATE`);
}
