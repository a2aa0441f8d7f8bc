import "server-only";
import type { Db, Tx } from "@/lib/db/client";

/**
 * The household's addresses for a payment's e-mails: the employer's own e-mail and the active
 * household portal accesses (accepted, not revoked) on that employer; one message per address.
 */
export async function householdRecipients(db: Db | Tx, employerIds: readonly string[]): Promise<Map<string, { email: string; locale: "it" | "en" }[]>> {
  const [employers, accesses] = await Promise.all([
    db.employer.findMany({ where: { id: { in: [...employerIds] } }, select: { id: true, personalInfo: true } }),
    db.portalAccess.findMany({
      where: { employerId: { in: [...employerIds] }, acceptedAt: { not: null }, revokedAt: null },
      select: { employerId: true, email: true, locale: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const out = new Map<string, { email: string; locale: "it" | "en" }[]>();
  const add = (employerId: string, email: string, locale: string) => {
    const list = out.get(employerId) ?? [];
    const address = email.trim().toLowerCase();
    if (address && !list.some((r) => r.email === address)) list.push({ email: address, locale: locale === "en" ? "en" : "it" });
    out.set(employerId, list);
  };
  for (const e of employers) {
    const email = (e.personalInfo as { email?: unknown } | null)?.email;
    if (typeof email === "string") add(e.id, email, "it");
  }
  for (const a of accesses) if (a.employerId) add(a.employerId, a.email, a.locale);
  return out;
}
