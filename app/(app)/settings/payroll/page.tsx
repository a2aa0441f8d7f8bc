import { PayrollSettingsPanel } from "@/components/settings/payroll-settings-panel";
import { requireSessionUser } from "@/lib/auth/session";

export default async function PayrollSettingsPage() {
  const user = await requireSessionUser();
  return <PayrollSettingsPanel isAdmin={user.role === "admin"} />;
}
