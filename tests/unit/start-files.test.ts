/**
 * Issue 27 point 9: `npm start` prints only the demo credentials of the database it serves, and a
 * change to proxy.ts or instrumentation.ts makes the build stale.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsCurrent } from "@/scripts/build-state";
import { credentialsFileName } from "@/scripts/credentials-file";

describe("demo credentials per database", () => {
  it("keys the file by host, port and database, never by user or password", () => {
    expect(credentialsFileName(null)).toBe("demo-credentials.txt");
    expect(credentialsFileName("postgresql://paghe:s3cret@db.internal:5433/paghe_prod")).toBe("demo-credentials-db.internal-5433-paghe_prod.txt");
    expect(credentialsFileName("postgresql://postgres@127.0.0.1/paghe")).toBe("demo-credentials-127.0.0.1-5432-paghe.txt");
    expect(credentialsFileName("postgresql://postgres@127.0.0.1/paghe")).not.toBe(credentialsFileName("postgresql://postgres@127.0.0.1/other"));
  });
});

describe("build state", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each(["proxy.ts", "instrumentation.ts", "lib/x.ts"])("a build older than %s is not current", (changed) => {
    root = mkdtempSync(path.join(tmpdir(), "build-state-"));
    mkdirSync(path.join(root, ".next"));
    mkdirSync(path.join(root, "lib"));
    for (const f of ["proxy.ts", "instrumentation.ts", "lib/x.ts"]) writeFileSync(path.join(root, f), "");
    const old = new Date(Date.now() - 60_000);
    for (const f of ["proxy.ts", "instrumentation.ts", "lib/x.ts", "lib"]) utimesSync(path.join(root, f), old, old);
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "x");
    expect(buildIsCurrent(root)).toBe(true);
    writeFileSync(path.join(root, changed), "// changed");
    expect(buildIsCurrent(root)).toBe(false);
  });
});
