import "server-only";
/**
 * Erasure (issue 27 point 3, issue 31): what goes with an employer or a worker beyond the
 * foreign-key cascade, found by the ids it mentions, inside the erasure's transaction.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

const REDACTED = Prisma.sql`'{"redacted": true}'::jsonb`;

/**
 * Audit entries about the employer and everything under it (contracts, terms, opening balances,
 * work events, payslips), or mentioning the employer's or its contracts' ids: their before/after
 * become {"redacted": true}; action, actor, entity and time stay.
 */
export async function redactEmployerAudit(db: Queryable, organizationId: string, employerId: string): Promise<void> {
  await sqlOf(db).execute(Prisma.sql`
    WITH contracts AS (SELECT id FROM domestic_contracts WHERE employer_id = ${employerId}::uuid AND organization_id = ${organizationId}::uuid),
    entities AS (
      SELECT ${employerId}::uuid AS id
      UNION ALL SELECT id FROM contracts
      UNION ALL SELECT id FROM contract_terms WHERE contract_id IN (SELECT id FROM contracts)
      UNION ALL SELECT id FROM contract_opening_balances WHERE contract_id IN (SELECT id FROM contracts)
      UNION ALL SELECT id FROM work_events WHERE contract_id IN (SELECT id FROM contracts)
      UNION ALL SELECT id FROM payslips WHERE contract_id IN (SELECT id FROM contracts)
    ),
    mentioned AS (SELECT ${employerId}::text AS id UNION ALL SELECT id::text FROM contracts)
    UPDATE audit_log a
       SET "before" = CASE WHEN a."before" IS NULL THEN NULL ELSE ${REDACTED} END,
           "after" = CASE WHEN a."after" IS NULL THEN NULL ELSE ${REDACTED} END
     WHERE a.organization_id = ${organizationId}::uuid
       AND (a.entity_id IN (SELECT id FROM entities)
            OR EXISTS (SELECT 1 FROM mentioned m WHERE strpos(coalesce(a."before"::text, '') || coalesce(a."after"::text, ''), m.id) > 0))`);
}

/** The workers' audit entries: before/after (the person's data) become {"redacted": true}. */
export async function redactWorkerAudit(db: Queryable, organizationId: string, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await sqlOf(db).execute(Prisma.sql`
    UPDATE audit_log SET "before" = CASE WHEN "before" IS NULL THEN NULL ELSE ${REDACTED} END,
                         "after" = CASE WHEN "after" IS NULL THEN NULL ELSE ${REDACTED} END
     WHERE organization_id = ${organizationId}::uuid AND entity_type = 'worker' AND entity_id = ANY(${[...workerIds]}::uuid[])`);
}

/**
 * The traces no key ties to an employer: the messages of month-end items about its contracts,
 * stored API answers (idempotency records) and webhook deliveries that mention it, its contracts or
 * their payslips. Answers the deleted deliveries' ids.
 */
export async function eraseEmployerTraces(db: Queryable, organizationId: string, employerId: string): Promise<string[]> {
  const rows = await sqlOf(db).query<{ id: string }>(Prisma.sql`
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
    imports AS (
      -- a bulk import's document naming the employer (its outcomes name the ids, its rows the tax id):
      -- the document goes, the outcomes (pointers, ids, codes) and the summary stay
      UPDATE book_imports b SET document = jsonb_build_object('redacted', true)
       WHERE b.organization_id = ${organizationId}::uuid
         AND (EXISTS (SELECT 1 FROM ids WHERE strpos(b.outcomes::text, ids.id) > 0)
              OR EXISTS (SELECT 1 FROM employers e WHERE e.id = ${employerId}::uuid AND e.display_tax_id IS NOT NULL
                                                    AND strpos(b.document::text, e.display_tax_id) > 0))
    ),
    answers AS (
      DELETE FROM idempotency_records r
       WHERE r.organization_id = ${organizationId}::uuid
         AND EXISTS (SELECT 1 FROM ids WHERE strpos(coalesce(r.response_body, '') || ' ' || r.path, ids.id) > 0)
    )
    DELETE FROM webhook_deliveries d
     WHERE d.organization_id = ${organizationId}::uuid
       AND EXISTS (SELECT 1 FROM ids WHERE strpos(d.payload::text, ids.id) > 0)
    RETURNING d.id::text AS id`);
  return rows.map((r) => r.id);
}

/** The queue's jobs (schema pgboss, when the queue has created it) of deliveries `deliveryIds`: a job whose delivery is gone would do nothing, but its data names it. */
export async function deleteDeliveryJobs(db: Queryable, deliveryIds: readonly string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  const queue = await sqlOf(db).one<{ job: boolean; archive: boolean }>(
    Prisma.sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS job, to_regclass('pgboss.archive') IS NOT NULL AS archive`,
  );
  const ids = Prisma.sql`${[...deliveryIds]}::text[]`;
  if (queue?.job) await sqlOf(db).execute(Prisma.sql`DELETE FROM pgboss.job WHERE data->>'deliveryId' = ANY(${ids}) AND state <> 'active'`);
  if (queue?.archive) await sqlOf(db).execute(Prisma.sql`DELETE FROM pgboss.archive WHERE data->>'deliveryId' = ANY(${ids})`);
}
