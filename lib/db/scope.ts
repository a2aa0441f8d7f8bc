import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { isOrganizationWide, type AccessScope } from "@/lib/auth/scope";
import { AppError, notFound } from "@/lib/errors";
import type { Db, Tx } from "@/lib/db/client";

/**
 * The where-builders every service uses to stay inside its caller's scope (lib/auth/scope.ts):
 * Prisma `where` fragments and SQL fragments that say the same thing. A row outside the scope is
 * simply not found, exactly like an unknown id.
 *
 * Two kinds of tenant model:
 * - rows of an employer or a contract (employers, contracts and what hangs off them, workers):
 *   a narrowed scope sees only its own employers' and contracts' rows;
 * - organization-level resources (users, API keys, webhook endpoints, payroll runs, settings):
 *   their builders refuse a narrowed scope with 403 `forbidden` (organizationOnly), because a
 *   household's key must not read or change what concerns every employer of the organization.
 */

// ---- rows of an employer or a contract ------------------------------------------------------
//
// Use them spread into a where: `{ id, ...employerWhere(ctx.scope) }`. The organization is a
// top-level key; a narrowed scope's conditions sit in `AND`, so the caller's own `id`,
// `employerId` or `contractId` never replaces them, nor they the caller's. Do not set a top-level
// `AND` beside a spread builder (it would replace the scope's): put your conditions in an `AND`
// of your own around it, `{ AND: [contractWhere(ctx.scope), …] }`.

export function employerWhere(scope: AccessScope): Prisma.EmployerWhereInput {
  const narrowing: Prisma.EmployerWhereInput[] = [];
  if (scope.employerIds) narrowing.push({ id: { in: [...scope.employerIds] } });
  if (scope.contractIds) narrowing.push({ contracts: { some: contractWhere(scope) } });
  return narrowing.length > 0 ? { organizationId: scope.organizationId, AND: narrowing } : { organizationId: scope.organizationId };
}

export function contractWhere(scope: AccessScope): Prisma.DomesticContractWhereInput {
  const narrowing: Prisma.DomesticContractWhereInput[] = [];
  if (scope.employerIds) narrowing.push({ employerId: { in: [...scope.employerIds] } });
  if (scope.contractIds) narrowing.push({ id: { in: [...scope.contractIds] } });
  return narrowing.length > 0 ? { organizationId: scope.organizationId, AND: narrowing } : { organizationId: scope.organizationId };
}

/** Rows that hang off a contract and carry organization_id (work events, payslips, run items). */
export function contractRowWhere(scope: AccessScope): { organizationId: string; AND?: { contract: Prisma.DomesticContractWhereInput }[] } {
  return isOrganizationWide(scope)
    ? { organizationId: scope.organizationId }
    : { organizationId: scope.organizationId, AND: [{ contract: contractWhere(scope) }] };
}

export function workEventWhere(scope: AccessScope): Prisma.WorkEventWhereInput {
  return contractRowWhere(scope);
}

export function payslipWhere(scope: AccessScope): Prisma.PayslipWhereInput {
  return contractRowWhere(scope);
}

/** A payslip's payments (and through them their receipts): those of the payslips in scope. */
export function payslipPaymentWhere(scope: AccessScope): Prisma.PayslipPaymentWhereInput {
  return { AND: [{ payslip: payslipWhere(scope) }] };
}

/** A payslip's stored documents: those of the payslips in scope. */
export function payslipDocumentWhere(scope: AccessScope): Prisma.PayslipDocumentWhereInput {
  return { AND: [{ payslip: payslipWhere(scope) }] };
}

/** A contract's terms and opening balances (no organization column: through their contract). */
export function contractTermsWhere(scope: AccessScope): Prisma.ContractTermsWhereInput {
  return { AND: [{ contract: contractWhere(scope) }] };
}

export function openingBalanceWhere(scope: AccessScope): Prisma.ContractOpeningBalanceWhereInput {
  return { AND: [{ contract: contractWhere(scope) }] };
}

/** A contract's letters (they carry organization_id): those of the contracts in scope. */
export function contractLetterWhere(scope: AccessScope): Prisma.ContractLetterWhereInput {
  return contractRowWhere(scope);
}

/** A contract's contribution payments (they carry organization_id): those of the contracts in scope. */
export function contributionPaymentWhere(scope: AccessScope): Prisma.ContributionPaymentWhereInput {
  return contractRowWhere(scope);
}

/** A worker is in a narrowed scope when one of their contracts is. */
export function workerWhere(scope: AccessScope): Prisma.WorkerWhereInput {
  return isOrganizationWide(scope)
    ? { organizationId: scope.organizationId }
    : { organizationId: scope.organizationId, AND: [{ contracts: { some: contractWhere(scope) } }] };
}

// ---- organization-level resources ---------------------------------------------------------

/** 403 for a scope narrower than the organization (what a household's key gets on organization-level resources). */
export function assertOrganizationWide(scope: AccessScope): void {
  if (!isOrganizationWide(scope)) {
    throw new AppError("forbidden", "These credentials are restricted to some employers: this resource concerns the whole organization");
  }
}

/** `{ organizationId }` of an organization-level resource, or 403 for a narrowed scope. */
export function organizationOnly(scope: AccessScope): { organizationId: string } {
  assertOrganizationWide(scope);
  return { organizationId: scope.organizationId };
}

/** The organization's clerks (households' and workers' portal sign-ins are not users of the clerk screens). */
export const userWhere = (scope: AccessScope): Prisma.UserWhereInput => ({ ...organizationOnly(scope), role: { not: "portal" } });
/** Every sign-in of the organization, clerks' and portal users' alike (an address is one sign-in per organization). */
export const signInWhere = (scope: AccessScope): Prisma.UserWhereInput => organizationOnly(scope);
/** The organization's e-mail outbox (read by its administrators). */
export const emailMessageWhere = (scope: AccessScope): Prisma.EmailMessageWhereInput => organizationOnly(scope);
/** The portal accesses of households and workers (issue 29): managed by the organization's clerks. */
export const portalAccessWhere = (scope: AccessScope): Prisma.PortalAccessWhereInput => organizationOnly(scope);
/**
 * The organization's API keys and its sandbox's test keys (issue 33: test keys are administered
 * from the live organization, docs/api-sandbox.md). A test key sees its sandbox's keys only.
 */
export const apiKeyWhere = (scope: AccessScope): Prisma.ApiKeyWhereInput => {
  const { organizationId } = organizationOnly(scope);
  return { OR: [{ organizationId }, { organization: { sandboxOfId: organizationId } }] };
};
export const webhookEndpointWhere = (scope: AccessScope): Prisma.WebhookEndpointWhereInput => organizationOnly(scope);
export const payrollRunWhere = (scope: AccessScope): Prisma.PayrollRunWhereInput => organizationOnly(scope);
/**
 * Bulk imports (POST /v1/imports): the organization's, all of them for organization-wide
 * credentials; credentials restricted to some employers see the imports they submitted themselves
 * (an import's document may name other employers' people).
 */
export const bookImportWhere = (scope: AccessScope, actorId: string): Prisma.BookImportWhereInput =>
  isOrganizationWide(scope) ? { organizationId: scope.organizationId } : { organizationId: scope.organizationId, actorId };

/**
 * The organization's provisional TFR coefficients: kept at organization level (created by its
 * administrators), read by every scope of it, because they enter every employer's payroll.
 */
export function tfrProvisionalCoefficientWhere(scope: AccessScope): Prisma.TfrProvisionalCoefficientWhereInput {
  return { organizationId: scope.organizationId };
}

/**
 * The organization's overrides of provisional rate-table versions: read by every caller of the
 * organization (its payslips use them), written only with organization-wide credentials.
 */
export function rateTableOverrideWhere(scope: AccessScope): Prisma.RateTableOverrideWhereInput {
  return { organizationId: scope.organizationId };
}

/** A user's own calendar feed (a clerk's, in the scope's organization). */
export function calendarFeedWhere(scope: AccessScope, userId: string): Prisma.CalendarFeedWhereInput {
  return { organizationId: scope.organizationId, userId };
}

/** The organization's own row (its settings): organization-level. */
export function organizationWhere(scope: AccessScope): Prisma.OrganizationWhereUniqueInput {
  assertOrganizationWide(scope);
  return { id: scope.organizationId };
}

// ---- guards before a loader that knows only the organization ----------------------------

/**
 * 404 unless the contract is in scope. No query for an organization-wide scope (the loader that
 * follows filters by organization); one small query for a narrowed one.
 */
export async function assertContractInScope(db: Db | Tx, scope: AccessScope, contractId: string): Promise<void> {
  if (isOrganizationWide(scope)) return;
  const found = await db.domesticContract.findFirst({ where: { id: contractId, ...contractWhere(scope) }, select: { id: true } });
  if (!found) throw notFound("Domestic contract");
}

/**
 * A worker's personal fields are the organization's person, copied to every contract of the
 * worker: credentials restricted to some employers change them only when all of the worker's
 * contracts are theirs (403 `forbidden` otherwise), so they never write another employer's data.
 * No query for an organization-wide scope.
 */
export async function assertPersonInScope(db: Db | Tx, scope: AccessScope, workerId: string | null): Promise<void> {
  if (!workerId || isOrganizationWide(scope)) return;
  const outside = await db.domesticContract.count({ where: { workerId, NOT: contractWhere(scope) } });
  if (outside > 0) {
    throw new AppError(
      "forbidden",
      "The worker also has contracts of employers outside these credentials: change their personal fields with credentials of the whole organization",
    );
  }
}

/** 404 unless the payslip is in scope (no query for an organization-wide scope). */
export async function assertPayslipInScope(db: Db | Tx, scope: AccessScope, payslipId: string): Promise<void> {
  if (isOrganizationWide(scope)) return;
  const found = await db.payslip.findFirst({ where: { id: payslipId, ...payslipWhere(scope) }, select: { id: true } });
  if (!found) throw notFound("Payslip");
}

// ---- SQL fragments --------------------------------------------------------------------------

/** SQL: `<alias>.organization_id = … [AND <alias>.employer_id = ANY(…)] [AND <alias>.id = ANY(…)]` for domestic_contracts. */
export function contractScopeSql(scope: AccessScope, alias: string): Prisma.Sql {
  const table = Prisma.raw(alias);
  const parts = [Prisma.sql`${table}.organization_id = ${scope.organizationId}::uuid`];
  if (scope.employerIds) parts.push(Prisma.sql`${table}.employer_id = ANY(${[...scope.employerIds]}::uuid[])`);
  if (scope.contractIds) parts.push(Prisma.sql`${table}.id = ANY(${[...scope.contractIds]}::uuid[])`);
  return Prisma.join(parts, " AND ");
}

/** SQL: `<alias>.organization_id = … [AND <alias>.id = ANY(…)]` for employers. */
export function employerScopeSql(scope: AccessScope, alias: string): Prisma.Sql {
  const table = Prisma.raw(alias);
  const parts = [Prisma.sql`${table}.organization_id = ${scope.organizationId}::uuid`];
  if (scope.employerIds) parts.push(Prisma.sql`${table}.id = ANY(${[...scope.employerIds]}::uuid[])`);
  return Prisma.join(parts, " AND ");
}

/**
 * SQL for rows that hang off a contract and carry organization_id and contract_id (payslips, work
 * events, run items): the organization, and the contracts in scope when the scope is narrower.
 */
export function contractRowScopeSql(scope: AccessScope, alias: string): Prisma.Sql {
  const table = Prisma.raw(alias);
  const organization = Prisma.sql`${table}.organization_id = ${scope.organizationId}::uuid`;
  if (!scope.employerIds && !scope.contractIds) return organization;
  return Prisma.sql`${organization} AND ${table}.contract_id IN (SELECT sc.id FROM domestic_contracts sc WHERE ${contractScopeSql(scope, "sc")})`;
}

/**
 * Who may see a contract, for the helpers that still receive an organization id from callers
 * acting for the whole organization (a month-end job, a clerk's own transaction): an id is the
 * whole organization, a scope is itself.
 */
export type ContractOwner = string | AccessScope;

export function scopeOfOwner(owner: ContractOwner): AccessScope {
  return typeof owner === "string" ? { organizationId: owner, employerIds: null, contractIds: null } : owner;
}
