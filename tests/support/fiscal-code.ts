import { personFiscalCodeCheckChar } from "@/lib/validation/tax-codes";

const MONTHS = "ABCDEHLMPRST";

/**
 * A valid 16-character fiscal code for a test person: the last six letters of `seed` (unique per
 * run), the birth date and sex encoded as the DM 23/12/1976 says (day + 40 for women), the place
 * code, and the check character computed.
 */
export function testFiscalCode(seed: string, birthDate: string, sex: "M" | "F", place = "H501"): string {
  const letters = ("XXXXXX" + seed.toUpperCase().replace(/[^A-Z]/g, "")).slice(-6);
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  const day = String(sex === "F" ? d + 40 : d).padStart(2, "0");
  const first15 = `${letters}${String(y % 100).padStart(2, "0")}${MONTHS[m - 1]}${day}${place}`;
  return first15 + personFiscalCodeCheckChar(first15);
}

/** Random letters for names and codes that must not collide between runs on one database. */
export function randomLetters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
}
