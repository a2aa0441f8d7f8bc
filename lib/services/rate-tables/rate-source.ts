import "server-only";
import { DEFAULT_RATES, type RateRegistry } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";

/**
 * Where a service reads the rate tables from (docs/rate-tables.md). The application's tables are
 * the versions shipped with it (lib/payroll/rates/data); a ServiceContext may carry another
 * source — a test's versions, or later an organization's overrides of provisional versions — so
 * no caller mutates a global registry. One registry per organization.
 */
export interface RateTableSource {
  registryFor(organizationId: string): RateRegistry | Promise<RateRegistry>;
}

/** The versions shipped with the application, the same for every organization. */
export const shippedRateTables: RateTableSource = { registryFor: () => DEFAULT_RATES };

/** The tables of the caller's organization: its context's source, else the shipped ones. */
export async function ratesOf(ctx: ServiceContext): Promise<RateRegistry> {
  return (ctx.rates ?? shippedRateTables).registryFor(ctx.scope.organizationId);
}
