import { ApiKeysPanel } from "@/components/settings/api-keys-panel";
import { requireSessionUser } from "@/lib/auth/session";

export default async function ApiKeysPage() {
  const user = await requireSessionUser();
  return <ApiKeysPanel isAdmin={user.role === "admin"} />;
}
