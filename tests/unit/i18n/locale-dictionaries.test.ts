/**
 * The browser loads one language's dictionary (lib/i18n/locales/<locale>.ts, one chunk each): the
 * Italian modules must not reach the English ones and back, or the bundler puts both languages in
 * one chunk again. Only type imports may cross (they leave no code).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/lib/i18n/dictionary";
import { dictionary as english } from "@/lib/i18n/locales/en";
import { dictionary as italian } from "@/lib/i18n/locales/it";

const I18N = path.resolve(__dirname, "../../../lib/i18n");

/** The specifiers a module imports for their code (type-only imports left out). */
function codeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gms)].map((m) => m[1]!);
}

const italianFiles = [
  path.join(I18N, "locales/it.ts"),
  ...readdirSync(path.join(I18N, "messages"))
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.join(I18N, "messages", f)),
];
const englishFiles = [path.join(I18N, "locales/en.ts"), ...readdirSync(path.join(I18N, "messages/en")).map((f) => path.join(I18N, "messages/en", f))];

describe("one language per chunk", () => {
  it.each(italianFiles.map((f) => [path.relative(I18N, f), f]))("%s imports no English module", (_name, file) => {
    expect(codeImports(file).filter((s) => /(^|\/)en(\/|$)/.test(s))).toEqual([]);
  });

  it.each(englishFiles.map((f) => [path.relative(I18N, f), f]))("%s imports no Italian messages", (_name, file) => {
    // the shared wording helpers (messages/format.ts) are the one exception
    expect(codeImports(file).filter((s) => /^\.\.\/(?!format$)|^\.\/it$/.test(s) && !s.startsWith("../messages/en/"))).toEqual([]);
  });

  it("the server's dictionary is the two languages' dictionaries", () => {
    expect(getDictionary("it")).toBe(italian);
    expect(getDictionary("en")).toBe(english);
    expect(Object.keys(english).sort()).toEqual(Object.keys(italian).sort());
  });
});
