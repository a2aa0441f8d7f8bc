import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { toPage, type Page } from "@/lib/validation/pagination";
import { getDb } from "@/lib/db/client";
import type { ListTermsQuery } from "@/lib/validation/contract";
import { loadContract } from "./load-contract";
import { serializeTermsHistory } from "./terms-row";
import type { TermsView } from "@/lib/validation/contract";

/** The terms history of a contract (each with its effectiveTo), oldest first by default. */
export async function listContractTerms(ctx: ServiceContext, contractId: string, query: ListTermsQuery): Promise<Page<TermsView>> {
  await assertContractInScope(getDb(), ctx.scope, contractId);
  const contract = await loadContract(getDb(), ctx.scope.organizationId, contractId);
  const history = serializeTermsHistory(contract.terms);
  const ordered = query.sortDirection === "desc" ? [...history].reverse() : history;
  const from = (query.page - 1) * query.limit;
  return toPage(ordered.slice(from, from + query.limit), ordered.length, query.page, query.limit);
}
