import "server-only";
import { DEFAULT_RATES, type RateRegistry } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { organizationRateTables } from "./organization-rate-source";

/**
 * Where a service reads the rate tables from (docs/rate-tables.md). By default the versions
 * shipped with the application with the organization's overrides of provisional versions swapped
 * in (organization-rate-source.ts); a ServiceContext may carry another source (a test's versions),
 * so no caller mutates a global registry. One registry per organization.
 */
export interface RateTableSource {
  /** `stamp`: the organization's overrides stamp when the caller read it already (with its principal) */
  registryFor(organizationId: string, stamp?: number): RateRegistry | Promise<RateRegistry>;
}

/** The versions shipped with the application, the same for every organization (no overrides). */
export const shippedRateTables: RateTableSource = { registryFor: () => DEFAULT_RATES };

const resolved = new WeakMap<ServiceContext, Promise<RateRegistry>>();

/**
 * The tables of the caller's organization: its context's source, else the shipped ones with its
 * overrides. Read once per context: a service may ask again inside its transaction without a
 * second read (primeRates).
 */
export function ratesOf(ctx: ServiceContext): Promise<RateRegistry> {
  let registry = resolved.get(ctx);
  if (!registry) {
    registry = Promise.resolve((ctx.rates ?? organizationRateTables).registryFor(ctx.scope.organizationId, ctx.principal.ratesStamp));
    resolved.set(ctx, registry);
    registry.catch(() => resolved.delete(ctx));
  }
  return registry;
}

/**
 * Reads the context's tables now, before the service opens a transaction: a read of the
 * overrides from inside one would need a second connection, and the embedded database has one
 * (the transaction would wait for itself until it expires). Costs nothing for an organization
 * without overrides whose principal carries its stamp.
 */
export async function primeRates(ctx: ServiceContext): Promise<ServiceContext> {
  await ratesOf(ctx);
  return ctx;
}
