/**
 * The HTTP server in front of Next.js (started by scripts/start.ts): Next's own request handler,
 * except for the methods Next cannot represent. TRACE, TRACK and CONNECT make the Fetch `Request`
 * constructor throw inside Next, which answered 500; here they get 405 problem+json with `Allow`
 * (issue 16 point 7) before Next sees them. Plain ESM so it starts without a TypeScript loader.
 *
 * `--embedded` (`npm start` without DATABASE_URL): this process also serves the embedded database
 * of the data folder (PGlite on a local socket, already migrated and seeded by scripts/start.ts),
 * so one Node runtime holds the app and the database instead of two (issue 34 point 7).
 *
 * Usage: node scripts/next-server.mjs [--dev] [--embedded] [-p PORT] [-H HOST]
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { holdDataLock, startEmbeddedDatabase } from "../lib/db/embedded-database.mjs";
import { PEER_ADDRESS_HEADER, protocolError } from "./protocol-errors.mjs";

const args = process.argv.slice(2);
const option = (flag, fallback) => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dev = args.includes("--dev");
const port = Number(option("-p", process.env.PORT ?? "3000"));
const hostname = option("-H", process.env.HOST ?? "127.0.0.1");

/** Methods the Fetch API forbids (so Next cannot route them); every other one goes to Next. */
const UNSUPPORTED = new Set(["TRACE", "TRACK", "CONNECT"]);
const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

function methodNotAllowed(req, res) {
  const requestId = randomUUID();
  const path = (req.url ?? "/").split("?")[0];
  const body = JSON.stringify({
    type: "/docs#error-method_not_allowed",
    title: "Method Not Allowed",
    status: 405,
    detail: `${req.method} is not supported`,
    instance: path,
    code: "method_not_allowed",
    requestId,
  });
  res.writeHead(405, {
    "content-type": "application/problem+json",
    "content-length": Buffer.byteLength(body),
    allow: ALLOW,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "x-request-id": requestId,
  });
  res.end(body);
}

let embedded = null;
let releaseLock = () => undefined;
if (args.includes("--embedded")) {
  // the folders and secret as scripts/start.ts prepared them
  const dataDir = path.resolve(process.env.PAGHE_DATA_DIR ?? ".data");
  const pgliteDir = path.resolve(process.env.PGLITE_DATA_DIR ?? path.join(dataDir, "pglite"));
  releaseLock = holdDataLock(pgliteDir);
  process.env.NEXTAUTH_SECRET ??= readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
  // on this thread: in a worker thread of its own it measured no faster on two cores, and 30–40 MiB larger
  embedded = await startEmbeddedDatabase({ dataDir: pgliteDir });
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = String(embedded.poolMax);
}

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * On the embedded default (one process for the app and its database, started with --expose-gc):
 * once requests have stopped for IDLE_COLLECT_MS, one full collection gives back to the system what
 * the burst left in V8's heap, so the app idles where it started (issue 34 point 7). A request in
 * the meantime postpones it; nothing runs while the app stays idle.
 */
const IDLE_COLLECT_MS = 10_000;
const collect = embedded && typeof globalThis.gc === "function" ? globalThis.gc : null;
let idleTimer = null;
function afterRequest() {
  if (!collect) return;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    collect();
  }, IDLE_COLLECT_MS);
  idleTimer.unref();
}

const server = createServer((req, res) => {
  afterRequest();
  // the TCP peer, as only this server knows it (a client cannot set it: its own copy is replaced)
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
  if (UNSUPPORTED.has((req.method ?? "").toUpperCase())) {
    methodNotAllowed(req, res);
    return;
  }
  void handle(req, res);
});
server.on("clientError", protocolError);
server.listen(port, hostname, () => {
  console.log(`▲ Next.js ${dev ? "dev" : "production"} server on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`);
});

let leaving = false;
async function leave() {
  if (leaving) return;
  leaving = true;
  // the embedded database closes cleanly (its files are consistent without recovery at the next start)
  if (embedded) await embedded.stop().catch(() => undefined);
  releaseLock();
  process.exit(0);
}
const shutdown = () => {
  server.close(() => void leave());
  // connections kept alive would hold close() open: give them a moment, then leave
  setTimeout(() => void leave(), 3000).unref();
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
