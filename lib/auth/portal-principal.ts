import "server-only";
import { pooledSql } from "@/lib/db/sql";
import { selectActivePortalAccesses } from "@/lib/db/statements/portal";
import type { PortalRight, Principal } from "./principal";

const RIGHTS: readonly PortalRight[] = ["view", "presences", "full"];

/**
 * A portal user's principal (issue 29 point 1), from their active accesses (accepted, not
 * revoked): one statement. A household person: their rights per employer, the scope narrowed to
 * those employers. A worker: their worker record, the scope narrowed to that worker's contracts in
 * the organization (computed now: a contract added later is theirs at the next request). No active
 * access: null (the caller answers 401 / sends to sign-in). A person holding both kinds in one
 * organization signs in as the household (the worker access waits until the household ones end).
 */
export async function portalPrincipal(user: { id: string; organizationId: string; ratesStamp: number }): Promise<Principal | null> {
  const accesses = await selectActivePortalAccesses(pooledSql(), { userId: user.id, organizationId: user.organizationId });
  const base = { kind: "user" as const, actorId: user.id, organizationId: user.organizationId, readOnly: false, role: null, ratesStamp: user.ratesStamp };
  const rights: Record<string, PortalRight> = {};
  for (const a of accesses) {
    const right = RIGHTS.find((r) => r === a.right);
    if (!a.employerId || !right) continue;
    const held = rights[a.employerId];
    // two accesses on one employer (re-invited with another right): the wider counts
    if (!held || RIGHTS.indexOf(right) > RIGHTS.indexOf(held)) rights[a.employerId] = right;
  }
  const employerIds = Object.keys(rights);
  if (employerIds.length > 0) return { ...base, employerIds, portal: { kind: "household", rights } };
  const workers = accesses.filter((a) => a.workerId !== null);
  const first = workers[0];
  if (!first?.workerId) return null;
  const contractIds = [...new Set(workers.flatMap((a) => a.contractIds))];
  return { ...base, contractIds, portal: { kind: "worker", workerId: first.workerId } };
}
