import "server-only";
import { portalRightCovers } from "@/lib/auth/portal";
import { getDb } from "@/lib/db/client";
import { selectMonthInbox, type InboxRow } from "@/lib/db/statements/months";
import { periodBounds } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";

export type HouseholdMonth = InboxRow & { period: string };

/**
 * The household's months to fill in or follow (the portal's list): the previous and the current
 * month of each contract of the employers it holds presences or full on, accepted ones left out.
 * Others see none.
 */
export async function listHouseholdMonths(ctx: ServiceContext): Promise<HouseholdMonth[]> {
  const grant = ctx.principal.portal;
  if (grant?.kind !== "household") return [];
  const employerIds = Object.entries(grant.rights)
    .filter(([, right]) => portalRightCovers(right, "presences"))
    .map(([id]) => id);
  if (employerIds.length === 0) return [];
  const today = todayInItaly();
  const current = today.slice(0, 7);
  const [y, m] = current.split("-").map(Number) as [number, number];
  const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
  const scope = { ...ctx.scope, employerIds };
  const out: HouseholdMonth[] = [];
  for (const period of [previous, current]) {
    const { start, end } = periodBounds(period);
    const { rows } = await selectMonthInbox(getDb(), { scope, period, start, end, status: null, employerId: null, search: null, limit: 100, offset: 0 });
    out.push(...rows.filter((r) => r.status !== "accepted").map((r) => ({ ...r, period })));
  }
  return out;
}
