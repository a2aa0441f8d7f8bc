import "server-only";
import { assertPortalRight, portalRightCovers } from "@/lib/auth/portal";
import type { AccessScope } from "@/lib/auth/scope";
import type { ServiceContext } from "@/lib/services/context";
import type { Principal } from "@/lib/auth/principal";
import type { Db, Tx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { periodOf } from "@/lib/payroll";

/** Statuses in which a household may still change the month's events (a returned month is open again). */
export const HOUSEHOLD_EDITABLE = new Set(["open", "returned"]);

/**
 * What a household's portal user may change (issue 29 point 4): with `presences` (or `full`) on the
 * contract's employer (403 otherwise), only the events of months still open or returned, with no
 * final payslip (409 month_closed otherwise). Clerks and API keys pass: a clerk keeps editing a
 * submitted or accepted month (the month's status does not change; the audit log keeps the edit).
 * Called inside the write's transaction, after the contract's event lock, which a month's
 * transitions take too, so a submission and an edit never cross.
 */
export async function assertHouseholdMayEdit(tx: Tx | Db, principal: Principal, contractId: string, dates: readonly string[]): Promise<void> {
  if (!principal.portal) return;
  // the contract is already known to be in the caller's scope: its employer decides the right
  const contract = await tx.domesticContract.findUnique({ where: { id: contractId }, select: { id: true, employerId: true } });
  if (!contract) throw notFound("Domestic contract");
  assertPortalRight(principal, contract.employerId, "presences");
  const periods = [...new Set(dates.map(periodOf))];
  if (periods.length === 0) return;
  const closed = await tx.contractMonth.findFirst({
    where: { contractId: contract.id, period: { in: periods }, status: { in: ["submitted", "accepted"] } },
    select: { period: true, status: true },
  });
  if (closed)
    throw new AppError("month_closed", `The month ${closed.period} is ${closed.status}: ask the studio to change it`, { extra: { period: closed.period } });
  const final = await tx.payslip.findFirst({ where: { contractId: contract.id, period: { in: periods }, status: "final" }, select: { period: true } });
  if (final)
    throw new AppError("month_closed", `The month ${final.period} has a final payslip: ask the studio to change it`, { extra: { period: final.period } });
}

/**
 * The scope in which a caller reads work events: a household's employers where it holds presences
 * or full (with view only, their events answer like unknown ones); everyone else's own scope.
 */
export function calendarScope(ctx: ServiceContext): AccessScope {
  const grant = ctx.principal.portal;
  if (grant?.kind !== "household") return ctx.scope;
  const employerIds = Object.entries(grant.rights)
    .filter(([, right]) => portalRightCovers(right, "presences"))
    .map(([id]) => id);
  return { ...ctx.scope, employerIds: (ctx.scope.employerIds ?? employerIds).filter((id) => employerIds.includes(id)) };
}
