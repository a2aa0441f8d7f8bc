import "server-only";
import { randomBytes } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { inTransaction } from "./sql";

/** The clerks' session signing secret in installation_secrets. */
export const SESSION_SECRET_NAME = "nextauth_secret";

/**
 * A secret every instance of the installation shares (issue 27 point 6): read from
 * installation_secrets, or created there by the first instance that asks, under an advisory lock,
 * so two instances starting together agree on one value.
 */
export async function sharedSecret(name: string): Promise<string> {
  return inTransaction(
    async (sql) => {
      await sql.execute(
        Prisma.sql`INSERT INTO installation_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString("base64url")}) ON CONFLICT (name) DO NOTHING`,
      );
      const row = await sql.one<{ value: string }>(Prisma.sql`SELECT value FROM installation_secrets WHERE name = ${name}`);
      return row!.value;
    },
    { lockKeys: [`installation-secret:${name}`], lockWaitMs: null },
  );
}

/**
 * The session secret of this process: NEXTAUTH_SECRET (or AUTH_SECRET) when set, else the
 * installation's shared one from the database, put into NEXTAUTH_SECRET where next-auth and
 * lib/auth/secret.ts read it. The server calls it at start (instrumentation.ts), before any request.
 */
export async function resolveSessionSecret(): Promise<string> {
  const configured = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (configured) return configured;
  const secret = await sharedSecret(SESSION_SECRET_NAME);
  process.env.NEXTAUTH_SECRET = secret;
  return secret;
}

/**
 * resolveSessionSecret for a server starting while its database may still be coming up: retried
 * each second for `withinMs`, then the last error is thrown (the server does not start without it).
 */
export async function resolveSessionSecretAtStart(withinMs = 30_000): Promise<string> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await resolveSessionSecret();
    } catch (error) {
      if (Date.now() >= until) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}
