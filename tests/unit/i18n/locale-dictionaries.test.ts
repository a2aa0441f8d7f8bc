/**
 * The browser loads one language's dictionary (lib/i18n/locales/<locale>.ts, one chunk each); the
 * server's getDictionary holds both. They must be the same strings, feature by feature.
 */
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/lib/i18n/dictionary";
import { dictionary as english } from "@/lib/i18n/locales/en";
import { dictionary as italian } from "@/lib/i18n/locales/it";

describe("per-language dictionaries", () => {
  it.each([
    ["it", italian],
    ["en", english],
  ] as const)("%s: every feature's messages are the server dictionary's", (locale, dictionary) => {
    const server = getDictionary(locale);
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(server).sort());
    for (const feature of Object.keys(server) as (keyof typeof server)[]) expect(dictionary[feature]).toBe(server[feature]);
  });
});
