import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { scopeOf, type AccessScope } from "@/lib/auth/scope";
import type { RateTableSource } from "@/lib/services/rate-tables/rate-source";

/**
 * The one first argument of every service: who calls, what they may see, and the request it
 * serves (audit entries and logs carry its id). Built once by the route handler
 * (lib/api/handler.ts) or by a job from the principal it recorded.
 */
export interface ServiceContext {
  principal: Principal;
  scope: AccessScope;
  requestId: string;
  /** the rate tables the services read (default: the versions shipped with the application; tests inject their own) */
  rates?: RateTableSource;
}

export function serviceContext(principal: Principal, requestId: string): ServiceContext {
  return { principal, scope: scopeOf(principal), requestId };
}
