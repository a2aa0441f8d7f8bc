/**
 * `npm start`: the one command that brings the app up on a fresh machine.
 *  1. DATABASE_URL set → that Postgres. Unset → embedded PGlite persisted in .data/pglite
 *     (PGLITE_DATA_DIR to move it), served on a local socket and reached through the same
 *     Postgres driver as a real server.
 *  2. Applies migrations; seeds the demo when the database has no organization yet
 *     (SEED_DEMO=false turns that off) and prints the login and API key.
 *  3. Builds the app when the build is missing or older than the sources; serves on PORT.
 * `npm run dev` does the same with `next dev`.
 * `--prepare-only` (scripts/start.sh): steps 1–3 without serving, the login printed at once; the
 * shell then becomes the Next server (`exec`), so no supervisor stays behind. With the embedded
 * database the server opens it itself (`scripts/next-server.mjs --embedded`, issue 34 point 7):
 * this process locks the data folder for the shell, whose process the server becomes.
 * Run directly (`node --import tsx scripts/start.ts`), it stays as the server's parent; with
 * `--dev` and the embedded database it serves the database to `next dev` itself.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { lockDataFolder, type DataLock } from "@/lib/db/data-lock";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { buildIsCurrent } from "./build-state";
import { credentialsFileName } from "./credentials-file";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const prepareOnly = process.argv.includes("--prepare-only");
const port = process.env.PORT ?? "3000";
// The demo listens on this machine only unless HOST says otherwise (e.g. HOST=0.0.0.0).
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = path.resolve(process.env.PAGHE_DATA_DIR ?? ".data");
const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: "1", ...process.env };

/** The data folder holds the database, the auth secret and the demo credentials: this user only. */
function ensureDataDir() {
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

function ensureAuthSecret() {
  if (env.NEXTAUTH_SECRET) return;
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) {
    ensureDataDir();
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Runs `node <args>` without blocking this process (it may be serving the embedded database); resolves with its stdout. */
function runChild(args: string[], childEnv: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: childEnv, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`node ${args.join(" ")} exited with ${code}`))));
  });
}

let embedded: EmbeddedDatabase | null = null;
/** The embedded database's folder (PGLITE_DATA_DIR, else pglite in the data folder). */
const embeddedDir = () => path.resolve(env.PGLITE_DATA_DIR ?? path.join(dataDir, "pglite"));
let dataLock: DataLock | null = null;

/** Waits until the server answers /healthz (then its own start-up lines are on the screen). */
async function waitUntilServing(url: string, timeoutMs = 120_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * `--prepare-embedded` (run by this script as its child): migrates and seeds the embedded database
 * of the data folder, then exits. Both grow PGlite's WebAssembly heap (index builds, the seed's
 * writes) and that heap is never given back to the system, so they happen in a process that ends:
 * the one serving the database opens it afterwards at its small idle size (issue 34 point 7).
 * The parent holds the folder's lock. Prints the seed's output on stdout for the parent.
 */
async function prepareEmbedded(): Promise<string> {
  const db = await startEmbeddedDatabase({ dataDir: embeddedDir() });
  try {
    const migrated = await migrate(db.url);
    console.error(`Migrations: ${migrated.applied.length} applied, ${migrated.alreadyApplied.length} already applied.`);
    return await runChild(["--import", "tsx", "scripts/seed-if-empty.ts"], {
      ...env,
      DATABASE_URL: db.url,
      DATABASE_POOL_MAX: String(db.poolMax),
      CREDENTIALS_FILE: path.join(dataDir, credentialsFileName(null)),
    });
  } finally {
    await db.stop();
  }
}

async function main() {
  let seeded: string;
  const credentialsFile = path.join(dataDir, credentialsFileName(env.DATABASE_URL ? env.DATABASE_URL : null));
  /** The embedded database is served by the Next server's process (all but `--dev`). */
  let serveEmbedded = false;
  if (!env.DATABASE_URL) {
    const pgliteDir = embeddedDir();
    ensureDataDir();
    // a second `npm start` on the same folder stops here, before opening the database; with
    // --prepare-only the lock is the shell's (scripts/start.sh), which becomes the server
    dataLock = lockDataFolder(pgliteDir, prepareOnly ? process.ppid : process.pid);
    // The embedded database serves this machine only: its session secret is a file of the data folder.
    // On a Postgres server every instance shares the installation's secret, kept in the database and
    // read by the server at start (instrumentation.ts), unless NEXTAUTH_SECRET is set.
    ensureAuthSecret();
    // this process ends (--prepare-only) or stays small: the migrations and the seed grow PGlite's
    // heap, in a process that ends before the server opens the database
    seeded = prepareOnly ? await prepareEmbedded() : await runChild(["--import", "tsx", "scripts/start.ts", "--prepare-embedded"], env);
    if (dev) {
      embedded = await startEmbeddedDatabase({ dataDir: pgliteDir });
      env.DATABASE_URL = embedded.url;
      env.DATABASE_POOL_MAX = String(embedded.poolMax);
    } else serveEmbedded = true;
    console.log(`Database: embedded PGlite in ${path.relative(root, pgliteDir) || pgliteDir} (set DATABASE_URL to use your Postgres)`);
  } else {
    console.log("Database: DATABASE_URL");
    const migrated = await migrate(env.DATABASE_URL);
    console.log(`Migrations: ${migrated.applied.length} applied, ${migrated.alreadyApplied.length} already applied.`);
    // Seeding runs in a child process: this process stays small (it only serves the embedded
    // database, if any, and forwards signals) and never loads Prisma.
    ensureDataDir();
    seeded = await runChild(["--import", "tsx", "scripts/seed-if-empty.ts"], { ...env, CREDENTIALS_FILE: credentialsFile });
  }
  env.NEXTAUTH_URL ??= `http://localhost:${port}`;

  // printed last, once the server answers, so the build and server output do not bury it
  let credentials: string | null = null;
  if (seeded.includes("seeded")) {
    credentials = readFileSync(credentialsFile, "utf8").trim();
    if (!prepareOnly)
      console.log(`Demo data seeded; the login, API key and ids follow once the server is up (kept in ${path.relative(root, credentialsFile)}).`);
  } else if (existsSync(credentialsFile) && env.SEED_DEMO !== "false") {
    credentials = `Demo credentials (from the first start):\n${readFileSync(credentialsFile, "utf8").split("\n").slice(1).join("\n")}`;
  }

  if (!dev && env.SKIP_BUILD !== "true" && !buildIsCurrent(root)) {
    console.log("Building the application (first start or sources changed)…");
    run("npx", ["next", "build"]);
  }

  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  const banner = [
    "",
    `Paghe Domestiche: http://${shown}:${port}  (API: http://${shown}:${port}/v1, reference: http://${shown}:${port}/docs)`,
    ...(credentials
      ? [credentials, `(kept in ${path.relative(root, credentialsFile)}; delete ${path.relative(root, dataDir) || dataDir} to reset the demo)`]
      : []),
    "",
  ].join("\n");
  if (prepareOnly) {
    // scripts/start.sh execs the Next server next (its session secret: NEXTAUTH_SECRET, the data
    // folder's or the database's), which takes over the data folder's lock
    console.log(banner);
    return;
  }

  // Next's request handler behind a small HTTP server that answers the methods Next cannot (TRACE…);
  // with the embedded database (one machine's default) V8's young generation kept small: ~20 MiB
  // less resident (scripts/start.sh passes the same flag)
  const nodeFlags = embedded || serveEmbedded ? ["--max-semi-space-size=1"] : [];
  const serverArgs = [...(dev ? ["--dev"] : []), ...(serveEmbedded ? ["--embedded"] : []), "-p", port, "-H", host];
  const child = spawn(process.execPath, [...nodeFlags, "scripts/next-server.mjs", ...serverArgs], {
    stdio: "inherit",
    env,
  });
  void waitUntilServing(`http://${shown === "localhost" ? "127.0.0.1" : shown}:${port}/healthz`).then((up) => {
    if (up) console.log(banner);
  });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code) => {
    if (embedded) await embedded.stop().catch(() => undefined);
    dataLock?.release();
    process.exit(code ?? 0);
  });
}

if (process.argv.includes("--prepare-embedded")) {
  prepareEmbedded().then(
    (seeded) => {
      process.stdout.write(seeded);
      process.exit(0);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else
  main().then(
    () => {
      if (prepareOnly) process.exit(0);
    },
    async (error) => {
      console.error(error instanceof Error ? error.message : error);
      if (embedded) await embedded.stop().catch(() => undefined);
      dataLock?.release();
      process.exit(1);
    },
  );
