import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

/**
 * What portal users (households, workers: issue 29) see of payslips: final ones only. A draft is
 * the office's work in progress; to a household or a worker it answers like an unknown id (404).
 * Clerks and API keys see every status.
 */
export function portalPayslipFilter(principal: Principal): Prisma.PayslipWhereInput {
  return principal.portal ? { status: "final" } : {};
}

/** Only the worker records that they opened a payslip or received its pay (403 for anyone else). */
export function assertWorkerPrincipal(principal: Principal): void {
  if (principal.portal?.kind !== "worker") throw new AppError("forbidden", "Only the worker, signed in to the portal, records this");
}
