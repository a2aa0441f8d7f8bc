import "server-only";
import { randomBytes } from "node:crypto";
import { getPool } from "./client";

/** The clerks' session signing secret in installation_secrets. */
export const SESSION_SECRET_NAME = "nextauth_secret";

/**
 * A secret every instance of the installation shares (issue 27 point 6): read from
 * installation_secrets, or created there by the first instance that asks, under an advisory lock,
 * so two instances starting together agree on one value.
 */
export async function sharedSecret(name: string): Promise<string> {
  const client = await getPool().connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`installation-secret:${name}`]);
    await client.query("INSERT INTO installation_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
      name,
      randomBytes(32).toString("base64url"),
    ]);
    const { rows } = await client.query<{ value: string }>("SELECT value FROM installation_secrets WHERE name = $1", [name]);
    await client.query("COMMIT");
    return rows[0]!.value;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
