import "server-only";
/**
 * The JWT signing secret: NEXTAUTH_SECRET when set; otherwise, on a Postgres server, the
 * installation's secret shared by every instance through the database (lib/db/installation-secret.ts,
 * resolved by instrumentation.ts at start), and on the embedded database a file of the data folder
 * (scripts/start.ts).
 */
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  return secret;
}
