import { CalendarFeedPanel } from "@/components/settings/calendar-feed-panel";
import { requireSessionUser } from "@/lib/auth/session";

export default async function CalendarSettingsPage() {
  await requireSessionUser();
  return <CalendarFeedPanel />;
}
