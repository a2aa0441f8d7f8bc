import "server-only";
/**
 * Row locks a write transaction takes first (SELECT … FOR UPDATE), so concurrent changes to one
 * resource serialize; each finds the row only inside the caller's scope, so a row outside it is
 * answered exactly like an unknown id. Each answers whether the row was found.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { AccessScope } from "@/lib/auth/scope";
import { contractScopeSql, employerScopeSql } from "../scope";
import { sqlOf, type Queryable } from "../sql";

async function found(db: Queryable, statement: Prisma.Sql): Promise<boolean> {
  return (await sqlOf(db).query(statement)).length > 0;
}

export const lockContractRow = (db: Queryable, scope: AccessScope, id: string) =>
  found(db, Prisma.sql`SELECT c.id FROM domestic_contracts c WHERE c.id = ${id}::uuid AND ${contractScopeSql(scope, "c")} FOR UPDATE`);

export const lockEmployerRow = (db: Queryable, scope: AccessScope, id: string) =>
  found(db, Prisma.sql`SELECT e.id FROM employers e WHERE e.id = ${id}::uuid AND ${employerScopeSql(scope, "e")} FOR UPDATE`);

/**
 * A worker of the organization (workers are the organization's people, across its employers); a
 * scope narrower than the organization sees only the workers of its contracts.
 */
export function lockWorkerRow(db: Queryable, scope: AccessScope, id: string): Promise<boolean> {
  const narrowed =
    scope.employerIds || scope.contractIds
      ? Prisma.sql` AND EXISTS (SELECT 1 FROM domestic_contracts c WHERE c.worker_id = w.id AND ${contractScopeSql(scope, "c")})`
      : Prisma.empty;
  return found(
    db,
    Prisma.sql`SELECT w.id FROM workers w WHERE w.id = ${id}::uuid AND w.organization_id = ${scope.organizationId}::uuid${narrowed} FOR UPDATE OF w`,
  );
}

export const lockUserRow = (db: Queryable, organizationId: string, id: string) =>
  found(db, Prisma.sql`SELECT id FROM users WHERE id = ${id}::uuid AND organization_id = ${organizationId}::uuid FOR UPDATE`);

/** Every administrator of the organization, in id order (two administrators demoting each other queue). */
export async function lockAdministrators(db: Queryable, organizationId: string): Promise<void> {
  await sqlOf(db).query(Prisma.sql`SELECT id FROM users WHERE organization_id = ${organizationId}::uuid AND role = 'admin' ORDER BY id FOR UPDATE`);
}

/** The organization's settings column, locked: the other keys are kept and two administrators' changes queue. */
export async function lockOrganizationSettings(db: Queryable, organizationId: string): Promise<unknown> {
  return (await sqlOf(db).one<{ settings: unknown }>(Prisma.sql`SELECT settings FROM organizations WHERE id = ${organizationId}::uuid FOR UPDATE`))?.settings;
}

/** A transaction-level advisory lock on one key (held to COMMIT or ROLLBACK). */
export async function lockKey(db: Queryable, key: string): Promise<void> {
  await sqlOf(db).query(Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${key}))::text AS locked`);
}

/** A payslip of a contract in scope (its payments are recorded one at a time: the sum against the net is checked under this lock). */
export const lockPayslipRow = (db: Queryable, scope: AccessScope, id: string) =>
  found(
    db,
    Prisma.sql`SELECT p.id FROM payslips p JOIN domestic_contracts c ON c.id = p.contract_id WHERE p.id = ${id}::uuid AND ${contractScopeSql(scope, "c")} FOR UPDATE OF p`,
  );
