import "server-only";
import { AppError } from "@/lib/errors";
import type { PortalRight, Principal } from "./principal";

/**
 * The rights of portal users (issue 29: households and workers), beside the organization scope.
 * The scope (lib/auth/scope.ts) already hides every other employer's or contract's ids (404 as
 * unknown); these checks say what a portal user may do with what they do see.
 */

const RANK: Record<PortalRight, number> = { view: 1, presences: 2, full: 3 };

/** True when `held` includes everything `needed` allows (full ⊃ presences ⊃ view). */
export function portalRightCovers(held: PortalRight, needed: PortalRight): boolean {
  return RANK[held] >= RANK[needed];
}

/** Which portal users may call an operation (a route's `portal` option); absent: none of them. */
export interface PortalRouteAccess {
  /** the least right a household user needs on at least one of their employers */
  household?: PortalRight;
  /** a worker user may call it (on their own contracts: the scope narrows the ids) */
  worker?: boolean;
}

/** Refuses (403) a portal user an operation its route does not open to them; clerks and keys pass. */
export function assertPortalRouteAccess(principal: Principal, access: PortalRouteAccess | undefined): void {
  const grant = principal.portal;
  if (!grant) return;
  if (grant.kind === "worker") {
    if (access?.worker) return;
  } else if (access?.household) {
    const needed = access.household;
    if (Object.values(grant.rights).some((held) => portalRightCovers(held, needed))) return;
  }
  throw new AppError("forbidden", "This operation is not open to your access");
}

/**
 * Inside a service, once the resource's employer is known (and in scope): a household user must
 * hold at least `needed` on that employer (403 otherwise); a worker user may only read. Clerks and
 * API keys pass.
 */
export function assertPortalRight(principal: Principal, employerId: string, needed: PortalRight): void {
  const grant = principal.portal;
  if (!grant) return;
  if (grant.kind === "household") {
    const held = grant.rights[employerId];
    if (held && portalRightCovers(held, needed)) return;
  }
  throw new AppError("forbidden", "Your access does not allow this");
}

/** True for a household's or a worker's sign-in (never a clerk's screen). */
export function isPortalPrincipal(principal: Principal): boolean {
  return principal.portal !== undefined;
}
