/**
 * Next.js calls register() once when the server starts, before it serves a request: without
 * NEXTAUTH_SECRET the session secret is the installation's, shared through the database by every
 * instance (lib/db/installation-secret.ts); the app runs its own queue workers unless
 * PAGHE_WORKERS=off (e.g. when dedicated `npm run worker` processes do the work).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (!process.env.NEXTAUTH_SECRET && !process.env.AUTH_SECRET && process.env.DATABASE_URL) {
    const { resolveSessionSecretAtStart } = await import("@/lib/db/installation-secret");
    await resolveSessionSecretAtStart();
  }
  if (process.env.PAGHE_WORKERS === "off") return;
  const { keepStartingWorkers } = await import("@/lib/queue/workers");
  keepStartingWorkers();
}
