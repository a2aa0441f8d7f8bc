import "server-only";
import type { Principal } from "./principal";

/**
 * What a caller may see, resolved once with the principal: always one organization, and
 * optionally only some of its employers (a household's people) or some of its contracts (a
 * worker's own). Services never filter by `principal.organizationId` by hand: they pass the scope
 * to the where-builders of lib/db/scope.ts. Today an API key created with `employerIds` is the
 * narrowed principal (lib/auth/principal.ts reads them with the key); clerks' sessions and other
 * keys hold the whole organization.
 */
export interface AccessScope {
  organizationId: string;
  /** null: every employer of the organization */
  employerIds: readonly string[] | null;
  /** null: every contract of the employers in scope */
  contractIds: readonly string[] | null;
}

/** The scope a principal carries (a clerk or an unrestricted API key: the whole organization). */
export function scopeOf(principal: Principal): AccessScope {
  return {
    organizationId: principal.organizationId,
    employerIds: principal.employerIds ?? null,
    contractIds: principal.contractIds ?? null,
  };
}

/** True when the scope is the whole organization: what only clerks and unrestricted keys hold. */
export function isOrganizationWide(scope: AccessScope): boolean {
  return scope.employerIds === null && scope.contractIds === null;
}
