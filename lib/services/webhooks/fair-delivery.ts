import "server-only";
import { getDb } from "@/lib/db/client";

/**
 * Fair webhook delivery (issue 27 point 4): one organization's slow or hanging receiver must not
 * hold up the others'. Each worker process delivers several at once (PAGHE_WEBHOOK_CONCURRENCY,
 * default 4) but at most one at a time per endpoint and PAGHE_WEBHOOK_PER_ORGANIZATION (default 2)
 * per organization; a delivery whose endpoint or organization is at its limit is put back on the
 * queue a few seconds later (not an attempt), so the free slots go to the others. An attempt
 * waits at most 10 s for its answer.
 */
const intEnv = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
export const webhookConcurrency = () => intEnv("PAGHE_WEBHOOK_CONCURRENCY", 4);
const perOrganization = () => intEnv("PAGHE_WEBHOOK_PER_ORGANIZATION", 2);
/** How long a delivery put back waits before it is fetched again. */
export const DEFER_SECONDS = 2;
/** The queue priority of a delivery sent back for a busy endpoint or organization: below a new delivery's (0). */
export const DEFERRED_PRIORITY = -1;

const inFlightEndpoints = new Set<string>();
const inFlightByOrganization = new Map<string, number>();

export interface DeliverySlot {
  release(): void;
}

/** A slot for the delivery, or null when its endpoint or organization is at its limit in this process (or the delivery is gone). */
export async function claimDeliverySlot(deliveryId: string): Promise<DeliverySlot | null | "gone"> {
  const row = await getDb().webhookDelivery.findUnique({ where: { id: deliveryId }, select: { endpointId: true, organizationId: true } });
  if (!row) return "gone";
  const { endpointId, organizationId } = row;
  const orgCount = inFlightByOrganization.get(organizationId) ?? 0;
  if (inFlightEndpoints.has(endpointId) || orgCount >= perOrganization()) return null;
  inFlightEndpoints.add(endpointId);
  inFlightByOrganization.set(organizationId, orgCount + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      inFlightEndpoints.delete(endpointId);
      const left = (inFlightByOrganization.get(organizationId) ?? 1) - 1;
      if (left > 0) inFlightByOrganization.set(organizationId, left);
      else inFlightByOrganization.delete(organizationId);
    },
  };
}
