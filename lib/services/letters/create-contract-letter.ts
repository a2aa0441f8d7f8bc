import "server-only";
import { createHash } from "node:crypto";
import { getDb, type Tx } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { lockContractRow } from "@/lib/db/statements/locks";
import { AppError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { renderContractLetterPdf } from "@/lib/pdf/contract-letter-pdf";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { RateRegistry } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import type { ContractLetterView, CreateContractLetterBody, LetterDetails } from "@/lib/validation/contract-letter";
import { composeLetterData, findLetterContract, letterDataHash, type LetterContract } from "./letter-data";
import { currentLetterFor, letterRows, letterView, type LetterRow } from "./letter-views";

/** Which terms set the request names: the first for a hiring letter, a later one (default the latest) for a change letter. */
function termsIndexFor(contract: LetterContract, body: CreateContractLetterBody): number {
  let index: number;
  if (body.termsId) {
    index = contract.terms.findIndex((t) => t.id === body.termsId);
    if (index < 0) throw notFound("Contract terms");
  } else index = body.kind === "change" ? contract.terms.length - 1 : 0;
  if (index < 0) throw notFound("Contract terms");
  const kind = body.kind ?? (index === 0 ? "hiring" : "change");
  if ((kind === "hiring") !== (index === 0))
    throw new AppError(
      "letter_terms_mismatch",
      kind === "hiring" ? "The hiring letter describes the contract's first terms" : "A change letter describes terms after the first ones",
    );
  return index;
}

/** The details a letter prints: those sent, else those of the contract's latest letter. */
function detailsFor(body: CreateContractLetterBody, rows: readonly LetterRow[]): LetterDetails {
  if (body.details) return body.details;
  const latest = [...rows].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).at(-1);
  return latest?.details ?? {};
}

/**
 * POST /v1/domestic-contracts/{id}/letters: the hiring letter (first terms) or the change letter of a
 * later terms set, rendered and stored as the next version of that letter, the earlier versions kept
 * and marked superseded. A letter whose data did not change since its current version is answered as
 * it is (`created: false`), not stored again. The contract row is locked while numbering.
 */
export async function createContractLetter(
  ctx: ServiceContext,
  contractId: string,
  body: CreateContractLetterBody,
  now: Date,
): Promise<{ letter: ContractLetterView; created: boolean }> {
  const db = getDb();
  // the organization's tables: the minimum a letter prints is the one its payslips are computed on
  const rates = await ratesOf(ctx);
  const before = await findLetterContract(db, ctx.scope, contractId);
  const index = termsIndexFor(before, body);
  const unchanged = (contract: LetterContract, rows: LetterRow[]) => {
    const details = detailsFor(body, rows);
    const data = composeLetterData(contract, index, details, rates);
    const hash = letterDataHash(data);
    const current = currentLetterFor(rows, contract, index);
    return { data, hash, current: current && current.data_hash === hash && current.terms_id === contract.terms[index]!.id ? current : null };
  };
  const early = unchanged(before, await letterRows(db, contractId));
  if (early.current) return { letter: letterView(before, early.current, rates), created: false };

  const letter = await writeTransaction(
    async (tx) => {
      if (!(await lockContractRow(tx, ctx.scope, contractId))) throw notFound("Domestic contract");
      const contract = await findLetterContract(tx, ctx.scope, contractId);
      const rows = await letterRows(tx, contractId);
      const { data, hash, current } = unchanged(contract, rows);
      if (current) return letterView(contract, current, rates);
      return storeLetter(tx, ctx, contract, rows, data, hash, index, now, rates);
    },
    { timeout: 20_000 },
  );
  return { letter, created: true };
}

async function storeLetter(
  tx: Tx,
  ctx: ServiceContext,
  contract: LetterContract,
  rows: LetterRow[],
  data: ReturnType<typeof composeLetterData>,
  hash: string,
  index: number,
  now: Date,
  rates: RateRegistry,
): Promise<ContractLetterView> {
  const kind = data.kind;
  const effectiveFrom = data.terms.effectiveFrom;
  const sameLetter = (r: LetterRow) => r.kind === kind && (kind === "hiring" || r.effective_from === effectiveFrom);
  const version = Math.max(0, ...rows.filter(sameLetter).map((r) => r.version)) + 1;
  const content = await renderContractLetterPdf(data, todayInItaly(now), now, { testMode: ctx.principal.livemode === false });
  const sha256 = createHash("sha256").update(content).digest("hex");
  await tx.contractLetter.updateMany({
    where: { contractId: contract.id, kind, ...(kind === "change" ? { effectiveFrom: new Date(`${effectiveFrom}T00:00:00Z`) } : {}), superseded: false },
    data: { superseded: true },
  });
  const created = await tx.contractLetter.create({
    data: {
      organizationId: ctx.scope.organizationId,
      contractId: contract.id,
      termsId: contract.terms[index]!.id,
      kind,
      effectiveFrom: new Date(`${effectiveFrom}T00:00:00Z`),
      version,
      content: new Uint8Array(content),
      sha256,
      dataHash: hash,
      data: data as unknown as Prisma.InputJsonValue,
      createdByType: ctx.principal.kind,
      createdById: ctx.principal.actorId,
      createdAt: now,
    },
    select: { id: true },
  });
  await writeAuditEntry(tx, ctx.principal, {
    action: "contract.letter_create",
    entityType: "contract_letter",
    entityId: created.id,
    after: { contractId: contract.id, termsId: contract.terms[index]!.id, kind, version, sha256 },
    requestId: ctx.requestId,
  });
  const [row] = await letterRows(tx, contract.id, created.id);
  return letterView(contract, row!, rates);
}
