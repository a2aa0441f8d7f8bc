import { route } from "@/lib/api/handler";
import { getPayrollSettings, updatePayrollSettings } from "@/lib/services/payroll-settings/payroll-settings";
import { updatePayrollSettingsSchema } from "@/lib/validation/payroll-settings";

export const GET = route({ access: "read", organizationWide: true, handler: ({ principal }) => getPayrollSettings(principal) });

export const PATCH = route({
  access: "admin",
  organizationWide: true,
  body: updatePayrollSettingsSchema,
  handler: ({ principal, body, requestId }) => updatePayrollSettings(principal, body, requestId),
});
