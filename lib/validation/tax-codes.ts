/**
 * Italian tax identifiers (universal: used by API schemas and forms).
 * - codice fiscale of a person: 16 characters, the last a check letter (DM 23/12/1976),
 *   with the omocodia substitutions allowed in the digit positions;
 * - codice fiscale of a company / temporary code of a person: 11 digits with a Luhn-style
 *   check digit, the same algorithm as the partita IVA.
 */
const ODD_VALUES: Record<string, number> = {
  "0": 1,
  "1": 0,
  "2": 5,
  "3": 7,
  "4": 9,
  "5": 13,
  "6": 15,
  "7": 17,
  "8": 19,
  "9": 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

function evenValue(ch: string): number {
  if (ch >= "0" && ch <= "9") return ch.charCodeAt(0) - 48;
  return ch.charCodeAt(0) - 65;
}

const PERSON_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export function personFiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i] as string;
    // positions are 1-based in the standard: index 0 is "odd"
    sum += i % 2 === 0 ? (ODD_VALUES[ch] ?? 0) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function isValidPersonFiscalCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!PERSON_PATTERN.test(code)) return false;
  return personFiscalCodeCheckChar(code.slice(0, 15)) === code[15];
}

/** 11-digit numeric code: partita IVA, or codice fiscale of a company / temporary personal code. */
export function isValidNumericTaxCode(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = value.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(10) - 48;
}

export const isValidVatNumber = isValidNumericTaxCode;

/** A person may hold a 16-character code or (temporarily) an 11-digit one. */
export function isValidFiscalCode(value: string): boolean {
  return isValidPersonFiscalCode(value) || isValidNumericTaxCode(value);
}

/** ISO 13616 IBAN check (mod 97), any country. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith("IT") && iban.length !== 27) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = ch >= "A" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

const OMOCODIA_DIGITS: Record<string, string> = { L: "0", M: "1", N: "2", P: "3", Q: "4", R: "5", S: "6", T: "7", U: "8", V: "9" };
const MONTH_LETTERS = "ABCDEHLMPRST";

/** What a valid 16-character fiscal code says about its holder (DM 23/12/1976). */
export interface FiscalCodeFacts {
  /** the last two digits of the birth year: the century is not in the code */
  birthYearTwoDigits: number;
  birthMonth: number;
  birthDay: number;
  sex: "M" | "F";
  /** cadastral (Belfiore) code of the birth municipality, or Z… for a foreign country */
  birthPlaceCode: string;
  bornAbroad: boolean;
}

/** Decodes a person's 16-character code; null for an invalid one or an 11-digit temporary code. */
export function decodePersonFiscalCode(value: string): FiscalCodeFacts | null {
  const code = value.toUpperCase();
  if (!isValidPersonFiscalCode(code)) return null;
  const digits = (s: string) => Number(s.replace(/[LMNPQRSTUV]/g, (c) => OMOCODIA_DIGITS[c] as string));
  const dayField = digits(code.slice(9, 11));
  const placeCode = code[11] + code.slice(12, 15).replace(/[LMNPQRSTUV]/g, (c) => OMOCODIA_DIGITS[c] as string);
  return {
    birthYearTwoDigits: digits(code.slice(6, 8)),
    birthMonth: MONTH_LETTERS.indexOf(code[8] as string) + 1,
    birthDay: dayField > 40 ? dayField - 40 : dayField,
    sex: dayField > 40 ? "F" : "M",
    birthPlaceCode: placeCode,
    bornAbroad: placeCode.startsWith("Z"),
  };
}

/**
 * The birth date a fiscal code gives, with its century chosen so that the holder is not born
 * after `today` (YYYY-MM-DD): "05" is 2005 in 2026, "30" is 1930. Null when the code says nothing.
 */
export function fiscalCodeBirthDate(value: string, today: string): string | null {
  const facts = decodePersonFiscalCode(value);
  if (!facts) return null;
  const mmdd = `${String(facts.birthMonth).padStart(2, "0")}-${String(facts.birthDay).padStart(2, "0")}`;
  const recent = `${2000 + facts.birthYearTwoDigits}-${mmdd}`;
  return recent <= today ? recent : `${1900 + facts.birthYearTwoDigits}-${mmdd}`;
}

/** Whether a birth date agrees with a fiscal code's year (last two digits), month and day. */
export function birthDateMatchesFiscalCode(birthDate: string, value: string): boolean {
  const facts = decodePersonFiscalCode(value);
  if (!facts) return true;
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  return y % 100 === facts.birthYearTwoDigits && m === facts.birthMonth && d === facts.birthDay;
}
