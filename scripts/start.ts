/**
 * `npm start`: the one command that brings the app up on a fresh machine.
 *  1. DATABASE_URL set → that Postgres. Unset → embedded PGlite persisted in .data/pglite
 *     (PGLITE_DATA_DIR to move it), served on a local socket and reached through the same
 *     Postgres driver as a real server.
 *  2. Applies migrations; seeds the demo when the database has no organization yet
 *     (SEED_DEMO=false turns that off) and prints the login and API key.
 *  3. Builds the app when the build is missing or older than the sources; serves on PORT.
 * `npm run dev` does the same with `next dev`.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const dataDir = path.resolve(process.env.PAGHE_DATA_DIR ?? ".data");
const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: "1", ...process.env };

function ensureAuthSecret() {
  if (env.NEXTAUTH_SECRET) return;
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || entry.name === "generated") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  const sources = ["app", "components", "lib", "public"].filter((d) => existsSync(d)).map((d) => newestMtime(path.join(root, d)));
  const configs = ["next.config.mjs", "package.json", "tailwind.config.ts", "postcss.config.mjs"].filter((f) => existsSync(f)).map((f) => statSync(f).mtimeMs);
  return Math.max(...sources, ...configs) < built;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

let embedded: EmbeddedDatabase | null = null;
async function main() {
  if (!env.DATABASE_URL) {
    const pgliteDir = path.resolve(env.PGLITE_DATA_DIR ?? path.join(dataDir, "pglite"));
    embedded = await startEmbeddedDatabase({ dataDir: pgliteDir });
    env.DATABASE_URL = embedded.url;
    env.DATABASE_POOL_MAX = String(embedded.poolMax);
    console.log(`Database: embedded PGlite in ${path.relative(root, pgliteDir) || pgliteDir} (set DATABASE_URL to use your Postgres)`);
  } else {
    console.log("Database: DATABASE_URL");
  }
  ensureAuthSecret();
  env.NEXTAUTH_URL ??= `http://localhost:${port}`;

  const migrated = await migrate(env.DATABASE_URL as string);
  console.log(`Migrations: ${migrated.applied.length} applied, ${migrated.alreadyApplied.length} already applied.`);

  // The seed uses the app's own db client: point it at the database chosen above.
  process.env.DATABASE_URL = env.DATABASE_URL;
  process.env.DATABASE_POOL_MAX = env.DATABASE_POOL_MAX;
  const { getDb, disconnectDb } = await import("@/lib/db/client");
  const { seedDemo } = await import("../prisma/seed/demo");
  const { seedOptionsFromEnv, describeSeed } = await import("../prisma/seed");
  const credentialsFile = path.join(dataDir, "demo-credentials.txt");
  const organizations = await getDb().organization.count();
  if (organizations === 0 && env.SEED_DEMO !== "false") {
    const result = await seedDemo(getDb(), seedOptionsFromEnv());
    const text = describeSeed(result);
    mkdirSync(dataDir, { recursive: true });
    // Kept (readable by this user only) so later starts can remind you of the demo login.
    writeFileSync(credentialsFile, text + "\n", { mode: 0o600 });
    console.log(text);
  } else if (existsSync(credentialsFile) && env.SEED_DEMO !== "false") {
    console.log(`Demo credentials (from the first start):\n${readFileSync(credentialsFile, "utf8").split("\n").slice(1).join("\n")}`);
  }
  await disconnectDb();

  if (!dev && env.SKIP_BUILD !== "true" && !buildIsCurrent()) {
    console.log("Building the application (first start or sources changed)…");
    run("npx", ["next", "build"]);
  }

  console.log(`\nPaghe Domestiche: http://localhost:${port}  (API: http://localhost:${port}/v1, reference: http://localhost:${port}/docs)\n`);
  const child = spawn("npx", ["next", dev ? "dev" : "start", "-p", port], { stdio: "inherit", env });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code) => {
    if (embedded) await embedded.stop().catch(() => undefined);
    process.exit(code ?? 0);
  });
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  if (embedded) await embedded.stop().catch(() => undefined);
  process.exit(1);
});
