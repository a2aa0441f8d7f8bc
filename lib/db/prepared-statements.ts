import "server-only";
import { createHash } from "node:crypto";
import type pg from "pg";
import { onEmbeddedDatabase } from "./embedded-marker.mjs";

/**
 * Raw statements run as named prepared statements: each connection parses and plans a statement
 * once and then only binds and executes it. Measured on the API key's look-up (the first statement
 * of every call): 0.74 ms unnamed against 0.28 ms named; the planning of these statements costs
 * more than running them.
 *
 * A statement text is named once it has run twice (a text seen once — an unusual filter's
 * combination — is not worth a plan kept on every connection), and at most MAX_NAMED texts are
 * named per process, so the plans a connection keeps stay bounded whatever the texts. Postgres
 * replaces a statement's plan itself when a table it reads is analysed or altered. A statement
 * whose plan no longer fits a table changed under it (0A000 "cached plan must not change result
 * type", a migration applied while the process runs) fails once; the names are then renewed, so the
 * next run of every statement prepares it again.
 */
const MAX_NAMED = 300;
/** Texts seen once, counted until their second run: forgotten together past this many. */
const MAX_COUNTED = 5_000;

/**
 * Not on the embedded database: PGlite is one session behind every socket connection, so a
 * statement a connection prepared exists already for the next one (42P05), which pg cannot know.
 * Its connection string names it (lib/db/embedded-marker.mjs); a 42P05 anywhere stops the naming too.
 */
let stopped = false;

const names = new Map<string, string>();
const seen = new Map<string, number>();
let generation = 0;

function nameOf(text: string): string | undefined {
  if (stopped || onEmbeddedDatabase()) return undefined;
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED) return undefined;
  const runs = (seen.get(text) ?? 0) + 1;
  if (runs < 2) {
    // a bounded count: texts that never come back are forgotten together
    if (seen.size >= MAX_COUNTED) seen.clear();
    seen.set(text, runs);
    return undefined;
  }
  seen.delete(text);
  const name = `p${generation}_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/** pg's query config for a statement: named when it takes parameters (a statement list without them cannot be prepared). */
export function preparedQuery(text: string, values: readonly unknown[]): pg.QueryConfig {
  const name = values.length > 0 ? nameOf(text) : undefined;
  return name === undefined ? { text, values: values as unknown[] } : { name, text, values: values as unknown[] };
}

/**
 * True when the statement may run again unnamed: a kept plan made stale by a change of a table's
 * columns (the names are renewed), or a name the session already holds (42P05: the naming stops).
 */
export function forgetStalePlans(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "42P05") {
    stopped = true;
    return true;
  }
  const stale = code === "0A000" && /cached plan/i.test((error as Error).message ?? "");
  if (stale) {
    generation += 1;
    names.clear();
    seen.clear();
  }
  return stale;
}
