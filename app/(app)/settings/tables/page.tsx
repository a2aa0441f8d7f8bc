import { RateTablesPanel } from "@/components/settings/rate-tables/rate-tables-panel";
import { TfrCoefficientsPanel } from "@/components/settings/tfr-coefficients-panel";
import { requireSessionUser } from "@/lib/auth/session";
import { todayInItaly } from "@/lib/validation/common";

/** Impostazioni → Tabelle: the rate tables in force (and the organization's published figures, docs/rate-tables.md), then the TFR revaluation coefficients (docs/domain/rules-update.md §2). */
export default async function TablesPage() {
  const user = await requireSessionUser();
  const isAdmin = user.role === "admin";
  return (
    <div className="space-y-8">
      <RateTablesPanel isAdmin={isAdmin} currentYear={Number(todayInItaly().slice(0, 4))} />
      <TfrCoefficientsPanel isAdmin={isAdmin} />
    </div>
  );
}
