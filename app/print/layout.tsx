import type { ReactNode } from "react";
import { requireSessionUser } from "@/lib/auth/session";
import "./print.css";

export const dynamic = "force-dynamic";

/** Print pages live outside the app shell (no navigation on paper) but still need a signed-in clerk. */
export default async function PrintLayout({ children }: { children: ReactNode }) {
  await requireSessionUser();
  return <main className="print-page">{children}</main>;
}
