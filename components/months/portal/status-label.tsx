"use client";
import type { InboxStatus } from "@/lib/client/months";
import { MonthStatusBadge } from "../status-badge";

/** The month's status in the portal's list (a client island: the badge reads the dictionary). */
export function MonthStatusLabel({ status }: { status: InboxStatus }) {
  return <MonthStatusBadge status={status} />;
}
