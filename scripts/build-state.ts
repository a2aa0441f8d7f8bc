/**
 * Whether `.next` holds a production build newer than every source it was built from. `npm start`
 * builds when it does not; `npm test` starts that build early, beside the integration tier.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || entry.name === "generated") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  const sources = ["app", "components", "lib", "public"]
    .map((d) => path.join(root, d))
    .filter((d) => existsSync(d))
    .map((d) => newestMtime(d));
  // proxy.ts and instrumentation.ts are compiled into the build like the sources
  const configs = ["next.config.mjs", "package.json", "tailwind.config.ts", "postcss.config.mjs", "proxy.ts", "instrumentation.ts"]
    .map((f) => path.join(root, f))
    .filter((f) => existsSync(f))
    .map((f) => statSync(f).mtimeMs);
  return Math.max(...sources, ...configs) < built;
}
