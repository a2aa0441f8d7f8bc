import "server-only";
import { AppError } from "@/lib/errors";
import type { Principal } from "@/lib/auth/principal";
import { parseOrganizationSettings } from "@/lib/db/json-columns";
import type { Queryable } from "@/lib/db/sql";
import { selectOrganizationSettings } from "@/lib/db/statements/payroll-inputs";

/** Roles that finalize when the organization requires an approver (maker–checker, issue 26). */
const APPROVER_ROLES: ReadonlySet<string> = new Set(["admin", "approver"]);

/** Whether the organization's setting `finalizeRequiresApprover` is on. */
export async function requiresApprover(db: Queryable, organizationId: string): Promise<boolean> {
  return parseOrganizationSettings(await selectOrganizationSettings(db, organizationId), organizationId).payroll?.finalizeRequiresApprover === true;
}

/**
 * Finalizing a payslip (one, or a run's) when the organization requires an approver: only a
 * signed-in administrator or approver may; a clerk or an API key → 403 approver_required.
 */
export async function assertCanFinalize(db: Queryable, principal: Principal): Promise<void> {
  if (principal.kind === "user" && principal.role !== null && APPROVER_ROLES.has(principal.role)) return;
  if (!(await requiresApprover(db, principal.organizationId))) return;
  throw new AppError("approver_required", "This organization requires an administrator or an approver to finalize payslips");
}
