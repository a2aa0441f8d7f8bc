import "server-only";
import { getDb } from "@/lib/db/client";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { ServiceContext } from "@/lib/services/context";
import type { ContractLetterList } from "@/lib/validation/contract-letter";
import { findLetterContract } from "./letter-data";
import { dueLetters, letterRows, letterView } from "./letter-views";

/**
 * GET /v1/domestic-contracts/{id}/letters: the contract's hiring and change letters, every version,
 * each saying whether it still describes the contract's data; and the terms sets whose letter is
 * missing or outdated.
 */
export async function listContractLetters(ctx: ServiceContext, contractId: string): Promise<ContractLetterList> {
  const db = getDb();
  const contract = await findLetterContract(db, ctx.scope, contractId);
  const [rows, rates] = await Promise.all([letterRows(db, contractId), ratesOf(ctx)]);
  const data = rows.map((r) => letterView(contract, r, rates));
  return { data, due: dueLetters(contract, rows, data) };
}
