import { EmailOutboxPanel } from "@/components/settings/email-outbox-panel";
import { requireSessionUser } from "@/lib/auth/session";

export default async function EmailOutboxPage() {
  const user = await requireSessionUser();
  return <EmailOutboxPanel isAdmin={user.role === "admin"} />;
}
