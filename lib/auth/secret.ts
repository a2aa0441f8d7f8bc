import "server-only";
/**
 * The JWT signing secret. NEXTAUTH_SECRET in production; scripts/start.ts generates one per
 * installation (persisted in the data folder) so a fresh machine works without configuration.
 */
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  return secret;
}
