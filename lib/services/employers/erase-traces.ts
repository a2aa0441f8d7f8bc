import "server-only";
import type { Tx } from "@/lib/db/client";

/**
 * Erasure beyond the foreign-key cascade (issue 27 point 3): the traces of an employer, its
 * contracts and their payslips that no key ties to them — stored API answers (idempotency
 * records: an employer's POST answer holds its name, address, e-mail…), webhook deliveries that
 * report them, the queue jobs of those deliveries (schema pgboss) and the messages of month-end
 * items about the contracts. Found by the ids they
 * mention, inside the erasure's transaction, before the rows the ids belong to go.
 */
export async function eraseTracesOfEmployer(tx: Tx, organizationId: string, employerId: string): Promise<void> {
  const deliveries = await tx.$queryRaw<{ id: string }[]>`
    WITH contracts AS (SELECT id FROM domestic_contracts WHERE employer_id = ${employerId}::uuid AND organization_id = ${organizationId}::uuid),
    ids AS (
      SELECT ${employerId}::text AS id
      UNION ALL SELECT id::text FROM contracts
      UNION ALL SELECT id::text FROM payslips WHERE contract_id IN (SELECT id FROM contracts)
    ),
    run_items AS (
      -- a month-end's outcome per contract stays counted, its messages (which may name the worker) go
      UPDATE payroll_run_items SET errors = '[]'::jsonb, warnings = '[]'::jsonb
       WHERE organization_id = ${organizationId}::uuid AND contract_id IN (SELECT id FROM contracts)
    ),
    answers AS (
      DELETE FROM idempotency_records r
       WHERE r.organization_id = ${organizationId}::uuid
         AND EXISTS (SELECT 1 FROM ids WHERE strpos(coalesce(r.response_body, '') || ' ' || r.path, ids.id) > 0)
    )
    DELETE FROM webhook_deliveries d
     WHERE d.organization_id = ${organizationId}::uuid
       AND EXISTS (SELECT 1 FROM ids WHERE strpos(d.payload::text, ids.id) > 0)
    RETURNING d.id::text AS id`;
  if (deliveries.length === 0) return;
  // the queue's jobs of those deliveries (a job whose delivery is gone would do nothing, but its data names it)
  const [queue] = await tx.$queryRaw<{ job: boolean; archive: boolean }[]>`
    SELECT to_regclass('pgboss.job') IS NOT NULL AS job, to_regclass('pgboss.archive') IS NOT NULL AS archive`;
  const ids = deliveries.map((d) => d.id);
  if (queue?.job) await tx.$executeRawUnsafe("DELETE FROM pgboss.job WHERE data->>'deliveryId' = ANY($1::text[]) AND state <> 'active'", ids);
  if (queue?.archive) await tx.$executeRawUnsafe("DELETE FROM pgboss.archive WHERE data->>'deliveryId' = ANY($1::text[])", ids);
}
