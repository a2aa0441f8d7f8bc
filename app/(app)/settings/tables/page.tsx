import { TfrCoefficientsPanel } from "@/components/settings/tfr-coefficients-panel";
import { requireSessionUser } from "@/lib/auth/session";

/** Impostazioni → Tabelle: the TFR revaluation coefficients (docs/domain/rules-update.md §2). */
export default async function TablesPage() {
  const user = await requireSessionUser();
  return <TfrCoefficientsPanel isAdmin={user.role === "admin"} />;
}
