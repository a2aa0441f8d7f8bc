/**
 * The server folders carry Next's `server-only` marker (issue 17 point 3): a client component that
 * reaches one of their modules fails `next build`. Outside Next (tsx, vitest) the marker resolves to
 * lib/server-only.ts, an empty module (tsconfig paths, vitest alias).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER_FOLDERS = ["lib/db", "lib/services", "lib/auth", "lib/api"];

function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return modules(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("server-only markers", () => {
  it.each(SERVER_FOLDERS)('every module of %s starts with import "server-only"', (folder) => {
    const unmarked = modules(folder).filter((file) => !readFileSync(file, "utf8").startsWith('import "server-only";'));
    expect(unmarked).toEqual([]);
  });
});
