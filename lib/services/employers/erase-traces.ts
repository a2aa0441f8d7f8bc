import "server-only";
import type { Tx } from "@/lib/db/client";
import { deleteDeliveryJobs, eraseEmployerTraces } from "@/lib/db/statements/erasure";

/**
 * Erasure beyond the foreign-key cascade (issue 27 point 3): the traces of an employer, its
 * contracts and their payslips that no key ties to them — stored API answers (idempotency
 * records: an employer's POST answer holds its name, address, e-mail…), webhook deliveries that
 * report them, the queue jobs of those deliveries (schema pgboss) and the messages of month-end
 * items about the contracts, the documents of bulk imports that name them. Found by the ids they mention, inside the erasure's transaction,
 * before the rows the ids belong to go.
 */
export async function eraseTracesOfEmployer(tx: Tx, organizationId: string, employerId: string): Promise<void> {
  await deleteDeliveryJobs(tx, await eraseEmployerTraces(tx, organizationId, employerId));
}
