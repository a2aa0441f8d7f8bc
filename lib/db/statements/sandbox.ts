import "server-only";
/**
 * The sandbox (issue 33 point 1, docs/api-sandbox.md): an organization row of its own, linked to
 * the live one, on which test-mode keys act.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

/**
 * The live organization's row, locked (two first uses of the sandbox queue, the second finds the
 * sandbox the first made), with its sandbox's id if it has one. Null: no such live organization.
 */
export function lockLiveOrganization(db: Queryable, organizationId: string): Promise<{ name: string; sandboxId: string | null } | null> {
  return sqlOf(db).one(
    Prisma.sql`SELECT o.name, (SELECT s.id FROM organizations s WHERE s.sandbox_of_id = o.id) AS "sandboxId"
                 FROM organizations o WHERE o.id = ${organizationId}::uuid AND o.livemode FOR UPDATE`,
  );
}

/** The sandbox's row, locked (two resets queue); null when `organizationId` is not a sandbox. */
export function lockSandbox(db: Queryable, organizationId: string): Promise<{ id: string } | null> {
  return sqlOf(db).one(Prisma.sql`SELECT id FROM organizations WHERE id = ${organizationId}::uuid AND NOT livemode FOR UPDATE`);
}

/**
 * Deletes a sandbox's data, never a live organization's (each statement names `NOT livemode`):
 * employers (their contracts, terms, balances, work events, payslips, letters, INPS communications
 * and portal accesses go with them by cascade), workers, payroll runs, book imports (their documents
 * name people that are gone), provisional TFR coefficients,
 * stored API answers (a replay would name rows that are gone) and e-mails. Kept: the sandbox's API
 * keys, webhook endpoints and their deliveries, settings and the audit log.
 */
export async function deleteSandboxData(db: Queryable, sandboxId: string): Promise<void> {
  const sql = sqlOf(db);
  const sandbox = Prisma.sql`(SELECT id FROM organizations WHERE id = ${sandboxId}::uuid AND NOT livemode)`;
  for (const table of ["employers", "workers", "payroll_runs", "book_imports", "tfr_provisional_coefficients", "idempotency_records", "email_outbox"]) {
    await sql.execute(Prisma.sql`DELETE FROM ${Prisma.raw(`"${table}"`)} WHERE organization_id = ${sandbox}`);
  }
}
