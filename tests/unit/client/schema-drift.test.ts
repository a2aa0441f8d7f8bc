/**
 * The typed client cannot drift from the API: its schema (packages/client/src/schema.d.ts) is
 * rendered again from the document /v1/openapi.json serves and must equal the committed file, and
 * the package type-checks under `tsc --strict` (the schema included: the package does not skip .d.ts).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import * as openapi from "@/app/(api)/v1/openapi.json/route";
import { CLIENT_SCHEMA_PATH, renderClientSchema } from "@/scripts/client-schema";

/** tsc's exit code and output (started first: it runs in its own process while the schema renders) */
function typeCheck(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "--strict", "-p", "packages/client/tsconfig.json"], (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe("the typed client (packages/client)", () => {
  let typeChecked: Promise<{ code: number; output: string }>;
  beforeAll(() => {
    typeChecked = typeCheck();
  });

  it("has the schema generated from the served OpenAPI document", async () => {
    const served: unknown = await openapi.GET().json();
    const fresh = await renderClientSchema(served);
    const committed = readFileSync(CLIENT_SCHEMA_PATH, "utf8");
    // a plain boolean first: a 13,000-line diff helps nobody
    expect(committed === fresh, `${CLIENT_SCHEMA_PATH} is out of date with /v1/openapi.json: run npm run client:generate`).toBe(true);
  }, 60_000);

  it("type-checks under tsc --strict", async () => {
    const { code, output } = await typeChecked;
    expect(output).toBe("");
    expect(code).toBe(0);
  }, 60_000);
});
