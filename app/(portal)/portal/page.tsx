import { PortalHome } from "@/components/portal/portal-home";
import { portalRightCovers } from "@/lib/auth/portal";
import { getServerDictionary } from "@/lib/i18n/server";
import { getPortalHome } from "@/lib/services/portal-access/get-portal-home";
import { requirePortalContext } from "@/lib/services/portal-context";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const { t } = await getServerDictionary();
  return { title: t.portal.home.title };
}

/** /portal: what the household person or the worker follows (issue 29). */
export default async function PortalHomePage() {
  const ctx = await requirePortalContext();
  const [{ t }, home] = await Promise.all([getServerDictionary(), getPortalHome(ctx)]);
  const grant = ctx.principal.portal;
  const months = Object.fromEntries(
    grant?.kind === "household" ? Object.entries(grant.rights).map(([id, right]) => [id, portalRightCovers(right, "presences")]) : [],
  );
  return <PortalHome home={home} t={t.portal.home} months={months} />;
}
