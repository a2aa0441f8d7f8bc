import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { getDb } from "@/lib/db/client";
import { lockOrganizationSettings } from "@/lib/db/statements/locks";
import type { ServiceContext } from "@/lib/services/context";
import { jsonColumn, parseOrganizationSettings } from "@/lib/db/json-columns";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { requiresApprover } from "@/lib/services/payslips/assert-can-finalize";
import { attachesPayslipPdf } from "@/lib/services/payslips/delivery-emails";
import { loadSettings } from "@/lib/services/payslips/payroll-inputs";
import {
  PAYROLL_SETTING_DEFAULTS,
  PAYROLL_SETTING_KEYS,
  type PayrollSettingKey,
  type PayrollSettingsView,
  type UpdatePayrollSettingsInput,
} from "@/lib/validation/payroll-settings";

/** The organization's payroll conventions: each value (its own, else the default), the defaults, and which it has set. */
function view(stored: Record<string, unknown>): PayrollSettingsView {
  const overridden = PAYROLL_SETTING_KEYS.filter((key) => stored[key] !== undefined);
  const values = { ...PAYROLL_SETTING_DEFAULTS };
  for (const key of overridden) (values as Record<PayrollSettingKey, unknown>)[key] = stored[key];
  return { values, defaults: PAYROLL_SETTING_DEFAULTS, overridden };
}

/** GET /v1/payroll-settings (the organization's stored choices are what run-payroll reads: loadSettings) */
export async function getPayrollSettings(ctx: ServiceContext): Promise<PayrollSettingsView> {
  const organizationId = ctx.scope.organizationId;
  // the engine's settings plus the rules it does not read (the approver rule, which loadSettings leaves out)
  const approver = await requiresApprover(getDb(), organizationId);
  const attach = await attachesPayslipPdf(getDb(), organizationId);
  return view({
    ...(await loadSettings(getDb(), organizationId)),
    ...(approver ? { finalizeRequiresApprover: true } : {}),
    ...(attach ? { attachPayslipPdf: true } : {}),
  });
}

/**
 * PATCH /v1/payroll-settings (administrators): sets the given conventions, null puts one back to
 * its default; the other keys of the column are kept. The row is locked, so two administrators'
 * changes never overwrite each other. Payslips already computed keep their figures: a draft shows
 * the change when it is run again.
 */
export async function updatePayrollSettings(ctx: ServiceContext, body: UpdatePayrollSettingsInput): Promise<PayrollSettingsView> {
  const { principal, requestId } = ctx;
  return writeTransaction(async (tx) => {
    // the whole column, locked: the other keys are kept and two administrators' changes queue
    const settings = parseOrganizationSettings(await lockOrganizationSettings(tx, ctx.scope.organizationId), ctx.scope.organizationId);
    const payroll: Record<string, unknown> = { ...settings.payroll };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(body) as PayrollSettingKey[]) {
      const value = body[key];
      before[key] = payroll[key] ?? null;
      if (value === null || value === undefined) delete payroll[key];
      else payroll[key] = value;
      after[key] = value ?? null;
    }
    // the merged column must parse as the engine will read it
    const next = parseOrganizationSettings({ ...settings, payroll }, ctx.scope.organizationId);
    await tx.organization.update({ where: { id: ctx.scope.organizationId }, data: { settings: jsonColumn(next) }, select: { id: true } });
    await writeAuditEntry(tx, principal, {
      action: "payroll_settings.update",
      entityType: "organization",
      entityId: ctx.scope.organizationId,
      before,
      after,
      requestId,
    });
    return view(payroll);
  });
}
