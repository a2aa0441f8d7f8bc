import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AccessScope } from "@/lib/auth/scope";

/**
 * The where-builders every service uses to stay inside its caller's scope (lib/auth/scope.ts):
 * Prisma `where` fragments and SQL fragments that say the same thing. A row outside the scope is
 * simply not found, exactly like an unknown id.
 */

export function employerWhere(scope: AccessScope): Prisma.EmployerWhereInput {
  return { organizationId: scope.organizationId, ...(scope.employerIds ? { id: { in: [...scope.employerIds] } } : {}) };
}

export function contractWhere(scope: AccessScope): Prisma.DomesticContractWhereInput {
  return {
    organizationId: scope.organizationId,
    ...(scope.employerIds ? { employerId: { in: [...scope.employerIds] } } : {}),
    ...(scope.contractIds ? { id: { in: [...scope.contractIds] } } : {}),
  };
}

/** Rows that hang off a contract and carry organization_id (work events, payslips, run items). */
export function contractRowWhere(scope: AccessScope): { organizationId: string; contract?: Prisma.DomesticContractWhereInput } {
  return scope.employerIds || scope.contractIds
    ? { organizationId: scope.organizationId, contract: contractWhere(scope) }
    : { organizationId: scope.organizationId };
}

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
