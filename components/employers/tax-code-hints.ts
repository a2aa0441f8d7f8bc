/** Live hints under the fiscal-code and VAT inputs: what is wrong while the clerk types. */
import type { Dictionary } from "@/lib/i18n/dictionary";
import { normalizeTaxCode, normalizeVatNumber } from "@/lib/validation/employer";
import { isValidNumericTaxCode, isValidPersonFiscalCode, personFiscalCodeCheckChar } from "@/lib/validation/tax-codes";

export interface Hint {
  text: string;
  tone: "neutral" | "ok" | "warn";
}

const PERSON_SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export function fiscalCodeHint(raw: string, t: Dictionary, forBusiness = false): Hint {
  const h = t.employers.fiscalCodeHint;
  const code = normalizeTaxCode(raw);
  if (code === "") return { text: forBusiness ? h.idleBusiness : h.idle, tone: "neutral" };
  if (/^\d+$/.test(code)) {
    if (code.length < 11) return { text: `${code.length}/11`, tone: "neutral" };
    return code.length === 11 && isValidNumericTaxCode(code)
      ? { text: h.validNumeric, tone: "ok" }
      : { text: code.length === 11 ? h.wrongCheckDigit : h.badFormat, tone: "warn" };
  }
  if (code.length < 16) return { text: h.typing(code.length), tone: "neutral" };
  if (code.length > 16) return { text: h.badFormat, tone: "warn" };
  if (isValidPersonFiscalCode(code)) return { text: h.valid, tone: "ok" };
  if (PERSON_SHAPE.test(code)) return { text: h.wrongCheck(personFiscalCodeCheckChar(code.slice(0, 15))), tone: "warn" };
  return { text: h.badFormat, tone: "warn" };
}

export function vatNumberHint(raw: string, t: Dictionary): Hint {
  const h = t.employers.vatHint;
  const code = normalizeVatNumber(raw);
  if (code === "") return { text: h.idle, tone: "neutral" };
  if (!/^\d+$/.test(code) || code.length > 11) return { text: t.employers.fiscalCodeHint.badFormat, tone: "warn" };
  if (code.length < 11) return { text: `${code.length}/11`, tone: "neutral" };
  return isValidNumericTaxCode(code) ? { text: h.valid, tone: "ok" } : { text: h.wrongCheck, tone: "warn" };
}
