import { UsersPanel } from "@/components/settings/users-panel";
import { requireSessionUser } from "@/lib/auth/session";

export default async function UsersPage() {
  const user = await requireSessionUser();
  return <UsersPanel isAdmin={user.role === "admin"} currentUserId={user.id} />;
}
