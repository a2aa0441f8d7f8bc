/**
 * The typed client cannot drift from the API: its schema (packages/client/src/schema.d.ts) is
 * rendered again from the document /v1/openapi.json serves and must equal the committed file, and
 * the package type-checks under `tsc --strict` (the schema included: the package does not skip .d.ts).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as openapi from "@/app/(api)/v1/openapi.json/route";
import { CLIENT_SCHEMA_PATH, renderClientSchema } from "@/scripts/client-schema";

describe("the typed client (packages/client)", () => {
  it("has the schema generated from the served OpenAPI document", async () => {
    const served = await openapi.GET().json();
    const fresh = await renderClientSchema(served);
    const committed = readFileSync(CLIENT_SCHEMA_PATH, "utf8");
    // a plain boolean first: a 13,000-line diff helps nobody
    expect(committed === fresh, `${CLIENT_SCHEMA_PATH} is out of date with /v1/openapi.json: run npm run client:generate`).toBe(true);
  }, 30_000);

  it("type-checks under tsc --strict", () => {
    const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "--strict", "-p", "packages/client/tsconfig.json"], {
      encoding: "utf8",
    });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe("");
    expect(tsc.status).toBe(0);
  }, 60_000);
});
