import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Scalar's API reference renderer, served from our own origin (no CDN): the self-contained browser
 * bundle of @scalar/api-reference, read once per process.
 */
const BUNDLE = path.join(process.cwd(), "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");
let bundle: Promise<Buffer> | undefined;

export async function GET(): Promise<Response> {
  bundle ??= readFile(BUNDLE);
  const body = await bundle;
  return new Response(new Uint8Array(body), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400", "x-content-type-options": "nosniff" },
  });
}
