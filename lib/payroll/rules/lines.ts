/** Line builder: aggregates quantities per (type, code, name, rate) and rounds once per line. */
import { Decimal, ZERO, round2 } from "../money";
import type { ElementType, PeriodType } from "../types";
import type { ElementCode } from "../element-wording";

export interface RawLine {
  type: ElementType;
  code: string;
  name: string;
  periodType: PeriodType;
  duration: Decimal;
  rate: Decimal;
  /** rounded half-up to the cent */
  value: Decimal;
  includedInBaseWage: boolean;
  /** occasional item flagged to enter the thirteenth base (value / 12) */
  extraThirteenth: boolean;
  /** occasional item flagged to enter the TFR base (value / 13.5) */
  extraSeverance: boolean;
  /** TFR and TFR advances: taxed separately, excluded from the taxable gross */
  separatelyTaxed: boolean;
  /** a base-wage line whose events say addsToThirteen = false / addsToSeverance = false (hourly period-pay bases) */
  excludeThirteenth: boolean;
  excludeSeverance: boolean;
}

export interface LineFlags {
  includedInBaseWage?: boolean;
  extraThirteenth?: boolean;
  extraSeverance?: boolean;
  separatelyTaxed?: boolean;
  excludeThirteenth?: boolean;
  excludeSeverance?: boolean;
}

interface Acc {
  type: ElementType;
  code: string;
  name: string;
  periodType: PeriodType;
  duration: Decimal;
  rate: Decimal;
  fixed: Decimal | null;
  flags: LineFlags;
}

const keyCache = new WeakMap<Decimal, string>();
function decKey(d: Decimal): string {
  let k = keyCache.get(d);
  if (k === undefined) {
    k = d.toString();
    keyCache.set(d, k);
  }
  return k;
}

export class LineBuilder {
  private readonly acc = new Map<string, Acc>();
  private readonly order: string[] = [];

  /** quantity × rate line; same code, name and rate accumulate their quantity */
  add(type: ElementType, code: ElementCode, name: string, periodType: PeriodType, quantity: Decimal, rate: Decimal, flags: LineFlags = {}): void {
    if (quantity.isZero() || rate.isZero()) return;
    const excluded = flags.excludeThirteenth || flags.excludeSeverance ? `|x${flags.excludeThirteenth ? 1 : 0}${flags.excludeSeverance ? 1 : 0}` : "";
    const key = `${type}|${code}|${name}|${periodType}|${decKey(rate)}${excluded}`;
    const a = this.acc.get(key);
    if (a) a.duration = a.duration.plus(quantity);
    else {
      this.acc.set(key, { type, code, name, periodType, duration: quantity, rate, fixed: null, flags });
      this.order.push(key);
    }
  }

  /** line with a given value (custom items, settlement amounts) */
  addFixed(
    type: ElementType,
    code: ElementCode,
    name: string,
    periodType: PeriodType,
    duration: Decimal,
    rate: Decimal,
    value: Decimal,
    flags: LineFlags = {},
  ): void {
    const key = `${type}|${code}|${name}|fixed|${this.order.length}`;
    this.acc.set(key, { type, code, name, periodType, duration, rate, fixed: value, flags });
    this.order.push(key);
  }

  remove(type: ElementType, code: string): void {
    for (const [k, a] of this.acc) if (a.type === type && a.code === code) this.acc.delete(k);
  }

  has(type: ElementType, code: string): boolean {
    for (const a of this.acc.values()) if (a.type === type && a.code === code) return true;
    return false;
  }

  build(): RawLine[] {
    const out: RawLine[] = [];
    for (const k of this.order) {
      const a = this.acc.get(k);
      if (!a) continue;
      const value = a.fixed !== null ? round2(a.fixed) : round2(a.duration.times(a.rate));
      out.push({
        type: a.type,
        code: a.code,
        name: a.name,
        periodType: a.periodType,
        duration: a.duration,
        rate: a.rate,
        value,
        includedInBaseWage: a.flags.includedInBaseWage ?? false,
        extraThirteenth: a.flags.extraThirteenth ?? false,
        extraSeverance: a.flags.extraSeverance ?? false,
        separatelyTaxed: a.flags.separatelyTaxed ?? false,
        excludeThirteenth: a.flags.excludeThirteenth ?? false,
        excludeSeverance: a.flags.excludeSeverance ?? false,
      });
    }
    return out;
  }
}

export function sumValues(lines: readonly RawLine[], type: ElementType): Decimal {
  let s = ZERO;
  for (const l of lines) if (l.type === type) s = s.plus(l.value);
  return s;
}
