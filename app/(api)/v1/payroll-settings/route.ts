import { route } from "@/lib/api/handler";
import { getPayrollSettings, updatePayrollSettings } from "@/lib/services/payroll-settings/payroll-settings";
import { updatePayrollSettingsSchema } from "@/lib/validation/payroll-settings";

export const GET = route({ access: "read", organizationWide: true, handler: ({ service }) => getPayrollSettings(service) });

export const PATCH = route({
  access: "admin",
  organizationWide: true,
  body: updatePayrollSettingsSchema,
  handler: ({ service, body }) => updatePayrollSettings(service, body),
});
