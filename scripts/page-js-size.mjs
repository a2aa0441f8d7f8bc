/**
 * The JavaScript a page's first load asks for after `next build`: the root main files plus the
 * client chunks of the root layout, the page's own layouts and the page (from the page's client
 * reference manifest), raw and gzipped. Usage: node scripts/page-js-size.mjs "/(auth)/sign-in/page" …
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

const NEXT = ".next";
const buildManifest = JSON.parse(readFileSync(join(NEXT, "build-manifest.json"), "utf8"));

function pageChunks(page) {
  globalThis.__RSC_MANIFEST = {};
  // the manifest is a script that assigns globalThis.__RSC_MANIFEST[page]
  new Function(readFileSync(join(NEXT, "server/app", `${page}_client-reference-manifest.js`), "utf8"))();
  const manifest = globalThis.__RSC_MANIFEST[page];
  const segments = page.split("/").slice(0, -1);
  // the root layout, each layout above the page, and the page itself
  const entries = [
    "[project]/app/layout",
    ...segments.slice(1).map((_, i) => `[project]/app/${segments.slice(1, i + 2).join("/")}/layout`),
    `[project]/app${page}`,
  ];
  const files = new Set(buildManifest.rootMainFiles);
  for (const entry of entries) for (const file of manifest.entryJSFiles[entry] ?? []) files.add(file);
  return [...files];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const page of process.argv.slice(2)) {
  let raw = 0;
  let gzip = 0;
  for (const file of pageChunks(page)) {
    const bytes = readFileSync(join(NEXT, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  console.log(`${page}: ${kb(raw)} (gzip ${kb(gzip)})`);
}
