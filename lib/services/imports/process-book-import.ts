import "server-only";
import type { z } from "zod";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { contractWhere, employerWhere, workerWhere, workEventWhere } from "@/lib/db/scope";
import { toDbDate } from "@/lib/db/serialize";
import { withTransactionHooks } from "@/lib/db/transaction-hooks";
import { AppError } from "@/lib/errors";
import { serviceContext, type ServiceContext } from "@/lib/services/context";
import { createContract } from "@/lib/services/contracts/create-contract";
import { setOpeningBalances } from "@/lib/services/contracts/set-opening-balances";
import { createEmployer } from "@/lib/services/employers/create-employer";
import { createWorker } from "@/lib/services/workers/create-worker";
import { createWorkEvent } from "@/lib/services/work-events/create-work-event";
import { IMPORT_ENTITIES, type BookImportDocument, type CreateBookImportBody, type ImportEntity, type ImportRowOutcome } from "@/lib/validation/book-import";
import { documentOfCsv } from "@/lib/validation/book-import-csv";
import { createContractSchema, openingBalancesSchema, type CreateContractInput, type OpeningBalancesInput } from "@/lib/validation/contract";
import { createEmployerSchema, type CreateEmployerInput } from "@/lib/validation/employer";
import { createWorkerSchema, type CreateWorkerInput } from "@/lib/validation/worker";
import { createWorkEventSchema, type CreateWorkEventInput } from "@/lib/validation/work-event";
import { zodIssuesToFieldErrors } from "@/lib/validation/zod-errors";
import { summarize } from "./serialize-book-import";
import { primeRates } from "@/lib/services/rate-tables/rate-source";

/** Rows between two saves of the progress. */
const PROGRESS_EVERY = 25;
/** An id for a reference a dry run did not write: lets the row's own schema be checked. */
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

type RowError = NonNullable<ImportRowOutcome["errors"]>[number];
/** What a ref names: a resource's id, a row a dry run would create, or a row that failed. */
type Resolved = { id: string } | { dry: true } | { failed: string };

class DryRunRollback extends Error {}

/** A row's answer short of writing it: failed (errors), or the body to hand to the service. */
class RowFailure extends Error {
  constructor(
    readonly errors: RowError[],
    readonly status: "failed" | "skipped" = "failed",
    readonly reason?: string,
  ) {
    super("row failure");
  }
}

function principalOf(stored: unknown, organizationId: string): Principal {
  const p = stored as {
    kind: "user" | "api_key";
    actorId: string;
    role: Principal["role"];
    keyScope: Principal["keyScope"] | null;
    employerIds: string[] | null;
    contractIds: string[] | null;
    livemode: boolean | null;
  };
  return {
    kind: p.kind,
    actorId: p.actorId,
    organizationId,
    readOnly: false,
    role: p.role,
    ...(p.keyScope ? { keyScope: p.keyScope } : {}),
    ...(p.employerIds ? { employerIds: p.employerIds } : {}),
    ...(p.contractIds ? { contractIds: p.contractIds } : {}),
    ...(p.livemode === null ? {} : { livemode: p.livemode }),
  };
}

/** The row's own body checked by the single-resource schema; issues under the row's pointer. */
function parseRow<S extends z.ZodType>(schema: S, body: unknown, pointer: string, rename: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new RowFailure(zodIssuesToFieldErrors(parsed.error).map((e) => ({ pointer: pointer + renamed(e.path, rename), code: e.code, message: e.message })));
}

function renamed(path: string, rename: Record<string, string>): string {
  for (const [from, to] of Object.entries(rename)) if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
  return path;
}

/** A service's refusal as row errors: its field errors (paths of the create body) under the row's pointer. */
function errorsOfService(error: unknown, pointer: string, rename: Record<string, string>): RowError[] {
  if (error instanceof RowFailure) return error.errors;
  if (error instanceof AppError) {
    if (error.errors?.length) return error.errors.map((e) => ({ pointer: pointer + renamed(e.path, rename), code: e.code, message: e.message }));
    return [{ pointer, code: error.code, message: error.detail ?? error.code }];
  }
  console.error(
    JSON.stringify({ level: "error", source: "imports", step: "row", error: error instanceof Error ? `${error.name}: ${error.message}` : typeof error }),
  );
  return [{ pointer, code: "internal_error", message: "Unexpected error importing this row" }];
}

/**
 * The service call of one row. In a dry run the service runs to its last statement and its
 * transaction is rolled back (a hook that throws before COMMIT): every check of the service, no write.
 */
async function write<T>(dryRun: boolean, work: () => Promise<T>): Promise<T | "dry"> {
  if (!dryRun) return work();
  try {
    await withTransactionHooks(
      {
        beforeCommit: async () => {
          throw new DryRunRollback();
        },
      },
      work,
    );
  } catch (error) {
    if (error instanceof DryRunRollback) return "dry";
    throw error;
  }
  return "dry";
}

class Importer {
  readonly outcomes: ImportRowOutcome[] = [];
  private readonly refs: Record<ImportEntity, Map<string, Resolved>> = {
    employers: new Map(),
    workers: new Map(),
    contracts: new Map(),
    workEvents: new Map(),
  };

  constructor(
    private readonly ctx: ServiceContext,
    private readonly dryRun: boolean,
    private readonly onProgress: (importer: Importer) => Promise<void>,
  ) {}

  async run(document: BookImportDocument): Promise<void> {
    for (const entity of IMPORT_ENTITIES) {
      const rows = document[entity] as Record<string, unknown>[];
      for (let index = 0; index < rows.length; index++) {
        const pointer = `/${entity}/${index}`;
        const outcome = await this.row(entity, rows[index]!, pointer);
        this.outcomes.push(outcome);
        const ref = rows[index]!.ref;
        if (typeof ref === "string" && outcome.errors?.[0]?.code !== "duplicate_ref")
          // a resource that exists (even a contract whose balances were refused) can be named; a row that wrote nothing cannot
          this.refs[entity].set(ref, outcome.id ? { id: outcome.id } : outcome.status === "created" ? { dry: true } : { failed: pointer });
        if (this.outcomes.length % PROGRESS_EVERY === 0) await this.onProgress(this);
      }
    }
  }

  private async row(entity: ImportEntity, raw: Record<string, unknown>, pointer: string): Promise<ImportRowOutcome> {
    const rename: Record<string, string> = {};
    try {
      if (typeof raw.ref === "string" && this.refs[entity].has(raw.ref))
        throw new RowFailure([{ pointer: `${pointer}/ref`, code: "duplicate_ref", message: `Another row of ${entity} has the ref ${raw.ref}` }]);
      const done =
        entity === "employers"
          ? await this.employer(raw, pointer)
          : entity === "workers"
            ? await this.worker(raw, pointer)
            : entity === "contracts"
              ? await this.contract(raw, pointer, rename)
              : await this.workEvent(raw, pointer, rename);
      return { pointer, ...done };
    } catch (error) {
      if (error instanceof RowFailure && error.status === "skipped") return { pointer, status: "skipped", reason: error.reason, errors: error.errors };
      return { pointer, status: "failed", errors: errorsOfService(error, pointer, rename) };
    }
  }

  /** The id a reference names, or the row's failure (unknown ref, or a row that failed: skipped). */
  private resolve(entity: ImportEntity, ref: unknown, pointer: string): { id: string } | { dry: true } {
    const found = typeof ref === "string" ? this.refs[entity].get(ref) : undefined;
    if (!found) throw new RowFailure([{ pointer, code: "unknown_ref", message: `No earlier row of ${entity} has this ref` }]);
    if ("failed" in found)
      throw new RowFailure([{ pointer, code: "dependency_failed", message: `The row ${found.failed} was not imported` }], "skipped", "dependency_failed");
    return found;
  }

  private result(existing: { id: string } | null): { status: "skipped"; id: string; reason: string } | null {
    return existing ? { status: "skipped", id: existing.id, reason: "already_present" } : null;
  }

  private async created(work: () => Promise<{ id: string }>): Promise<Omit<ImportRowOutcome, "pointer">> {
    const done = await write(this.dryRun, work);
    return done === "dry" ? { status: "created" } : { status: "created", id: done.id };
  }

  private async employer(raw: Record<string, unknown>, pointer: string) {
    const { ref: _ref, ...fields } = raw;
    const body = parseRow(createEmployerSchema, { organizationId: this.ctx.scope.organizationId, ...fields }, pointer, {}) as CreateEmployerInput;
    const db = getDb();
    const taxIds =
      body.type === "domestic"
        ? [body.personalInfo.fiscalCode]
        : [(body.businessDetails as { vatNumber?: string | null }).vatNumber, (body.businessDetails as { fiscalCode?: string | null }).fiscalCode];
    const ids = taxIds.filter((id): id is string => typeof id === "string" && id.length > 0);
    const existing = body.externalId
      ? await db.employer.findFirst({ where: { ...employerWhere(this.ctx.scope), externalId: body.externalId }, select: { id: true } })
      : !body.allowDuplicate && ids.length > 0
        ? await db.employer.findFirst({
            where: { ...employerWhere(this.ctx.scope), displayTaxId: { in: ids } },
            select: { id: true },
            orderBy: { createdAt: "asc" },
          })
        : null;
    return this.result(existing) ?? this.created(() => createEmployer(this.ctx, body));
  }

  private async worker(raw: Record<string, unknown>, pointer: string) {
    const { ref: _ref, ...fields } = raw;
    const body = parseRow(createWorkerSchema, fields, pointer, {}) as CreateWorkerInput;
    const db = getDb();
    const existing = body.externalId
      ? await db.worker.findFirst({ where: { ...workerWhere(this.ctx.scope), externalId: body.externalId }, select: { id: true } })
      : body.fiscalCode
        ? await db.worker.findFirst({ where: { ...workerWhere(this.ctx.scope), fiscalCode: body.fiscalCode }, select: { id: true } })
        : null;
    return this.result(existing) ?? this.created(() => createWorker(this.ctx, body));
  }

  private async contract(raw: Record<string, unknown>, pointer: string, rename: Record<string, string>) {
    const { ref: _ref, employerRef, workerRef, openingBalances, ...fields } = raw;
    let pending = false;
    const body: Record<string, unknown> = { ...fields };
    if (employerRef !== undefined) {
      rename["/employerId"] = "/employerRef";
      const employer = this.resolve("employers", employerRef, `${pointer}/employerRef`);
      body.employerId = "id" in employer ? employer.id : PLACEHOLDER_ID;
      pending ||= !("id" in employer);
    }
    if (workerRef !== undefined) {
      rename["/workerId"] = "/workerRef";
      const worker = this.resolve("workers", workerRef, `${pointer}/workerRef`);
      body.workerId = "id" in worker ? worker.id : PLACEHOLDER_ID;
      pending ||= !("id" in worker);
    }
    const input = parseRow(createContractSchema, body, pointer, rename) as CreateContractInput;
    const balances =
      openingBalances === undefined ? null : (parseRow(openingBalancesSchema, openingBalances, `${pointer}/openingBalances`, {}) as OpeningBalancesInput);
    if (pending) return { status: "created" as const, reason: "checked_by_schema_only" };
    const existing = await this.existingContract(input);
    if (existing) return this.result(existing)!;
    const created = await this.created(() => createContract(this.ctx, input));
    if (!created.id || !balances) return created;
    try {
      await setOpeningBalances(this.ctx, created.id, balances);
    } catch (error) {
      // the contract stays (its own transaction committed); re-sending the row sets the balances
      return { status: "failed" as const, id: created.id, errors: errorsOfService(error, `${pointer}/openingBalances`, {}) };
    }
    return created;
  }

  /** The contract already present: by externalId, else the employer, the worker (id or fiscal code) and the start date. */
  private async existingContract(input: CreateContractInput): Promise<{ id: string } | null> {
    const where = contractWhere(this.ctx.scope);
    const db = getDb();
    if (input.externalId) return db.domesticContract.findFirst({ where: { ...where, externalId: input.externalId }, select: { id: true } });
    const worker = input.workerId ? { workerId: input.workerId } : input.worker?.fiscalCode ? { workerFiscalCode: input.worker.fiscalCode } : null;
    if (!worker) return null;
    return db.domesticContract.findFirst({
      where: { ...where, employerId: input.employerId, startDate: toDbDate(input.startDate), ...worker },
      select: { id: true },
    });
  }

  private async workEvent(raw: Record<string, unknown>, pointer: string, rename: Record<string, string>) {
    const { ref: _ref, contractRef, ...fields } = raw;
    const body: Record<string, unknown> = { ...fields };
    let pending = false;
    if (contractRef !== undefined) {
      rename["/domesticContractId"] = "/contractRef";
      const contract = this.resolve("contracts", contractRef, `${pointer}/contractRef`);
      body.domesticContractId = "id" in contract ? contract.id : PLACEHOLDER_ID;
      pending = !("id" in contract);
    }
    const input = parseRow(createWorkEventSchema, body, pointer, rename) as CreateWorkEventInput;
    if (pending) return { status: "created" as const, reason: "checked_by_schema_only" };
    const db = getDb();
    const existing = await db.workEvent.findFirst({
      where: {
        ...workEventWhere(this.ctx.scope),
        ...(input.externalId
          ? { externalId: input.externalId }
          : {
              contractId: input.domesticContractId,
              date: toDbDate(input.date),
              type: input.type,
              ...(input.subType ? { subType: input.subType } : {}),
              ...(input.hours !== undefined ? { hours: input.hours } : {}),
            }),
      },
      select: { id: true },
    });
    return this.result(existing) ?? this.created(() => createWorkEvent(this.ctx, input));
  }
}

/** The rows of a stored document: a CSV body is read again into the same rows it was checked as. */
export function documentOf(body: CreateBookImportBody): BookImportDocument {
  if (body.format === "csv") return documentOfCsv(body);
  // a document redacted by an employer's erasure has no rows left
  return { ...body, employers: body.employers ?? [], workers: body.workers ?? [], contracts: body.contracts ?? [], workEvents: body.workEvents ?? [] };
}

/**
 * The queue job of an import (QUEUES.bookImport): every row, in document order (employers,
 * workers, contracts, work events), through the single-resource create service as the import's
 * caller, each in the service's own transaction; the progress saved every PROGRESS_EVERY rows. A
 * retried job (a killed worker) starts over: what the first attempt wrote is matched and skipped.
 */
export async function processBookImport(importId: string): Promise<void> {
  const db = getDb();
  const found = await db.bookImport.findUnique({
    where: { id: importId },
    select: { id: true, organizationId: true, status: true, dryRun: true, document: true, principal: true, requestId: true },
  });
  if (!found || found.status === "completed" || found.status === "failed") return;
  await db.bookImport.update({ where: { id: importId }, data: { status: "running", startedAt: new Date(), processed: 0, outcomes: [] } });
  // the organization's tables read before the rows' transactions (primeRates)
  const ctx = await primeRates(serviceContext(principalOf(found.principal, found.organizationId), found.requestId ?? `book-import:${importId}`));
  const save = (importer: Importer) =>
    db.bookImport.update({
      where: { id: importId },
      data: { processed: importer.outcomes.length, outcomes: importer.outcomes, summary: summarize(importer.outcomes) },
    });
  const importer = new Importer(ctx, found.dryRun, async (i) => {
    await save(i);
  });
  try {
    await importer.run(documentOf(found.document as CreateBookImportBody));
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", source: "imports", step: "import", error: error instanceof Error ? `${error.name}: ${error.message}` : typeof error }),
    );
    await db.bookImport.update({
      where: { id: importId },
      data: {
        status: "failed",
        failureReason: "internal_error",
        completedAt: new Date(),
        processed: importer.outcomes.length,
        outcomes: importer.outcomes,
        summary: summarize(importer.outcomes),
      },
    });
    return;
  }
  await db.bookImport.update({
    where: { id: importId },
    data: {
      status: "completed",
      completedAt: new Date(),
      processed: importer.outcomes.length,
      outcomes: importer.outcomes,
      summary: summarize(importer.outcomes),
    },
  });
}
