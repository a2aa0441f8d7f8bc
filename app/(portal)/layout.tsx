import type { ReactNode } from "react";
import { PortalShell } from "@/components/portal/portal-shell";
import { portalRightCovers } from "@/lib/auth/portal";
import { requirePortalContext } from "@/lib/services/portal-context";

export const dynamic = "force-dynamic";

/** The household's and the worker's pages (issue 29): phone first; clerks are sent to their app, no session to sign-in. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const { principal } = await requirePortalContext();
  const grant = principal.portal;
  const nav = {
    months: grant?.kind === "household" && Object.values(grant.rights).some((r) => portalRightCovers(r, "presences")),
    calendar: grant?.kind === "worker",
  };
  return <PortalShell nav={nav}>{children}</PortalShell>;
}
