import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { contractSelect, type ContractRow } from "./serialize-contract";

/**
 * Takes a row lock on the contract (SELECT … FOR UPDATE) so that concurrent changes to the same
 * contract (end, terms, delete, and the foreign-key insert of a work event) serialize. A contract
 * of another organization is answered exactly like an unknown one.
 */
export async function lockContract(tx: Tx, organizationId: string, contractId: string): Promise<void> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM domestic_contracts WHERE id = ${contractId}::uuid AND organization_id = ${organizationId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound("Domestic contract");
}

/** The contract row with its employer and terms history, or 404. */
export async function loadContract(db: Db | Tx, organizationId: string, contractId: string): Promise<ContractRow> {
  const row = await db.domesticContract.findFirst({ where: { id: contractId, organizationId }, select: contractSelect });
  if (!row) throw notFound("Domestic contract");
  return row;
}
