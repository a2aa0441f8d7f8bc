import { describe, expect, it } from "vitest";
import { badTextPointers, isBadText } from "@/lib/api/text";
import { canonicalJson } from "@/lib/api/idempotency";

describe("bad text", () => {
  it("finds NUL and unpaired surrogates, accepts paired ones", () => {
    expect(isBadText("a\u0000b")).toBe(true);
    expect(isBadText("\ud800")).toBe(true);
    expect(isBadText("x\udc00")).toBe(true);
    expect(isBadText("\ud83d\ude00 ok")).toBe(false);
    expect(isBadText("àèìòù €")).toBe(false);
  });
  it("answers JSON pointers", () => {
    expect(badTextPointers({ a: "ok", b: ["x", "\u0000"], "c/d": { e: "\ud800" } })).toEqual(["/b/1", "/c~1d/e"]);
  });
});

describe("canonicalJson", () => {
  it("is the same for the same document spaced or ordered differently", () => {
    expect(canonicalJson(JSON.parse('{ "b": 1, "a": [ 1, {"y":2,"x":1} ] }'))).toBe(canonicalJson(JSON.parse('{"a":[1,{"x":1,"y":2}],"b":1}')));
    expect(canonicalJson({ a: "1" })).not.toBe(canonicalJson({ a: 1 }));
  });
});
