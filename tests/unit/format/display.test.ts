/** The screens' figures in one formatter on Intl (lib/format/display.ts). */
import { describe, expect, it } from "vitest";
import { formatAmount, formatDate, formatHours, formatMoney, formatNumber, formatRate, formatSignedHours, isZero } from "@/lib/format/display";

describe("display formats", () => {
  it("money with the euro and thousands always grouped; an amount without the sign", () => {
    expect(formatMoney("1234.5", "it")).toBe("1.234,50\u00a0€"); // Intl puts a no-break space before the euro
    expect(formatMoney("1234.5", "en")).toBe("€1,234.50");
    expect(formatMoney(null, "it")).toBe("—");
    expect(formatAmount("1250", "it")).toBe("1.250,00");
    expect(formatAmount("9.5", "en")).toBe("9.50");
    expect(formatRate("9.1788", "it")).toBe("9,1788\u00a0€");
  });

  it("hours without useless zeros, a negative difference with a true minus, a positive one with its plus", () => {
    expect(formatHours("4.00", "it")).toBe("4");
    expect(formatHours("4.50", "it")).toBe("4,5");
    expect(formatHours("4.50", "en")).toBe("4.5");
    expect(formatHours("-21.25", "it")).toBe("−21,25");
    expect(formatHours("-0.00", "it")).toBe("0");
    expect(formatSignedHours("4", "it")).toBe("+4");
    expect(formatSignedHours("0", "it")).toBe("0");
    expect(formatNumber("12.345678", "it", "—", 0, 10)).toBe("12,345678");
  });

  it("dates stay text (no time zone), zero is recognised", () => {
    expect(formatDate("2025-01-15")).toBe("15/01/2025");
    expect(formatDate(undefined)).toBe("—");
    expect(isZero("0.00")).toBe(true);
    expect(isZero("0.01")).toBe(false);
  });
});
