import "server-only";
import { assertPortalRight } from "@/lib/auth/portal";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { loadContract } from "./load-contract";
import { openingBalanceSelect, serializeContractDetail } from "./serialize-contract";
import type { ContractDetailView } from "@/lib/validation/contract";
import { todayInItaly } from "@/lib/validation/common";

/** The contract with its current terms, the terms history and the opening balances. */
export async function getContract(ctx: ServiceContext, id: string, db: Db | Tx = getDb()): Promise<ContractDetailView> {
  await assertContractInScope(db, ctx.scope, id);
  const row = await loadContract(db, ctx.scope.organizationId, id);
  // a household person sees a contract's data with the `full` right on its employer (issue 29)
  assertPortalRight(ctx.principal, row.employerId, "full");
  const balances = await db.contractOpeningBalance.findUnique({ where: { contractId: id }, select: openingBalanceSelect });
  return serializeContractDetail(row, balances, todayInItaly());
}
