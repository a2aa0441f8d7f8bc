import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { lockLetterSignature } from "@/lib/db/statements/contract-letters";
import { AppError, notFound } from "@/lib/errors";
import { isOrganizationWide } from "@/lib/auth/scope";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import type { ContractLetterView, SignContractLetterBody } from "@/lib/validation/contract-letter";
import { findLetterContract } from "./letter-data";
import { letterRows, letterView } from "./letter-views";

/**
 * POST /v1/domestic-contracts/{id}/letters/{letterId}/signed: the day the worker signed the letter.
 * A clerk (or an organization-wide key) records a signature on paper; a caller limited to the
 * worker's own contracts (the worker's portal) confirms it: `portal`. Recording it again corrects it.
 */
export async function signContractLetter(
  ctx: ServiceContext,
  contractId: string,
  letterId: string,
  body: SignContractLetterBody,
  now: Date,
): Promise<ContractLetterView> {
  if (body.signedOn > todayInItaly(now))
    throw new AppError("validation_failed", "The signing date cannot be in the future", {
      errors: [{ path: "/signedOn", message: "The signing date cannot be in the future", code: "signed_on_in_future" }],
    });
  const method = isOrganizationWide(ctx.scope) || !ctx.scope.contractIds ? "paper" : "portal";
  const rates = await ratesOf(ctx);
  return writeTransaction(async (tx) => {
    const contract = await findLetterContract(tx, ctx.scope, contractId);
    const row = await lockLetterSignature(tx, contractId, letterId);
    if (!row) throw notFound("Contract letter");
    await tx.contractLetter.update({ where: { id: letterId }, data: { signedOn: new Date(`${body.signedOn}T00:00:00Z`), signatureMethod: method } });
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.letter_signed",
      entityType: "contract_letter",
      entityId: letterId,
      before: { signedOn: row.signed_on, signatureMethod: row.signature_method },
      after: { signedOn: body.signedOn, signatureMethod: method },
      requestId: ctx.requestId,
    });
    const [updated] = await letterRows(tx, contractId, letterId);
    return letterView(contract, updated!, rates);
  });
}
