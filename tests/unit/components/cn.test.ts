import { describe, expect, it } from "vitest";
import { cn } from "@/components/ui/cn";

describe("cn", () => {
  it("a caller's class overrides the kit's class of the same kind, conditions drop out", () => {
    expect(cn("rounded-md px-3.5 py-2 text-sm", false, null, undefined, "px-2")).toBe("rounded-md py-2 text-sm px-2");
    expect(cn("bg-brand-600 text-white", { "bg-red-600": true })).toBe("text-white bg-red-600");
  });
});
