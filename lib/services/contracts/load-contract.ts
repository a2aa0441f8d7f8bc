import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { contractWhere, scopeOfOwner, type ContractOwner } from "@/lib/db/scope";
import { lockContractRow } from "@/lib/db/statements/locks";
import { notFound } from "@/lib/errors";
import { contractSelect, type ContractRow } from "./serialize-contract";

/**
 * Takes a row lock on the contract (SELECT … FOR UPDATE) so that concurrent changes to the same
 * contract (end, terms, delete, and the foreign-key insert of a work event) serialize. A contract
 * of another organization is answered exactly like an unknown one.
 */
export async function lockContract(tx: Tx, owner: ContractOwner, contractId: string): Promise<void> {
  if (!(await lockContractRow(tx, scopeOfOwner(owner), contractId))) throw notFound("Domestic contract");
}

/** The contract row with its employer and terms history, or 404. */
export async function loadContract(db: Db | Tx, owner: ContractOwner, contractId: string): Promise<ContractRow> {
  const row = await db.domesticContract.findFirst({ where: { AND: [contractWhere(scopeOfOwner(owner)), { id: contractId }] }, select: contractSelect });
  if (!row) throw notFound("Domestic contract");
  return row;
}
