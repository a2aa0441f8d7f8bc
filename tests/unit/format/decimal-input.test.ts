import { describe, expect, it } from "vitest";
import { parseDecimalInput } from "@/lib/format/decimal-input";

describe("parseDecimalInput (what a clerk types → the API's decimal)", () => {
  it.each([
    ["1.250,00", "1250.00"],
    ["1250,00", "1250.00"],
    ["1250,5", "1250.5"],
    [" 1 250,00 € ", "1250.00"],
    ["1.250", "1250"],
    ["12.000", "12000"],
    ["1.250.000,75", "1250000.75"],
    ["1250.00", "1250.00"],
    ["1,250.00", "1250.00"],
    ["1,250", "1.250"], // a single comma is the Italian decimal comma
    ["9,50", "9.50"],
    ["9.5", "9.5"],
    ["0.500", "0.500"],
    ["-1.250,00", "-1250.00"],
  ])("money %j → %j", (typed, api) => {
    expect(parseDecimalInput(typed, "money")).toBe(api);
  });

  it.each([
    ["4,5", "4.5"],
    ["4.5", "4.5"],
    ["1.250", "1.250"], // never thousands for hours or multipliers
    ["1,25", "1.25"],
    [" 8 ", "8"],
  ])("quantity %j → %j", (typed, api) => {
    expect(parseDecimalInput(typed, "quantity")).toBe(api);
  });

  it("reads a lone dot as the decimal point on English screens", () => {
    expect(parseDecimalInput("9.500", "money", "en")).toBe("9.500");
    expect(parseDecimalInput("9.500", "money", "it")).toBe("9500");
    expect(parseDecimalInput("1.250,00", "money", "en")).toBe("1250.00");
  });

  it("leaves what is not a number for the form's validation to report", () => {
    expect(parseDecimalInput("1.25,0.0")).toBe("1.25,0.0");
    expect(parseDecimalInput("12,34,56")).toBe("12,34,56");
    expect(parseDecimalInput("abc")).toBe("abc");
    expect(parseDecimalInput("")).toBe("");
  });
});
