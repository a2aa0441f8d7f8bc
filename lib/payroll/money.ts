/**
 * Money, hours and rates: one configured Decimal (ROUND_HALF_UP, 24 significant digits).
 * Never a JS number for money: parse from strings, format back to strings.
 */
import DecimalBase from "decimal.js";

export const Decimal = DecimalBase.clone({
  precision: 24,
  rounding: DecimalBase.ROUND_HALF_UP,
  toExpNeg: -30,
  toExpPos: 40,
});
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

/** Parse a decimal string (or an integer count) into a Decimal. Throws on anything else. */
const cache = new Map<string, Decimal>();

export function dec(value: string | Decimal | number): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === "string") {
    const hit = cache.get(value);
    if (hit) return hit;
  }
  if (typeof value === "number") {
    if (!Number.isInteger(value)) throw new Error(`dec(): non-integer number ${value} (use a string)`);
    return new Decimal(value);
  }
  const s = value.trim();
  if (!DECIMAL_RE.test(s)) throw new Error(`dec(): not a decimal string: "${value}"`);
  const d = new Decimal(s);
  if (cache.size < 5000) cache.set(value, d);
  return d;
}

/** Half-up to the cent (money, hours). */
export function round2(d: Decimal): Decimal {
  return d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
/** Half-up to n places. */
export function roundN(d: Decimal, places: number): Decimal {
  return d.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}
/** Round up (away from zero) to the cent – only for the `monthly_up` convention setting. */
export function roundUp2(d: Decimal): Decimal {
  return d.toDecimalPlaces(2, Decimal.ROUND_UP);
}
/** Format with exactly 2 decimals (value rounded half-up first). */
export function fmt2(d: Decimal): string {
  const r = d.toFixed(2, Decimal.ROUND_HALF_UP);
  return r === "-0.00" ? "0.00" : r;
}
/** Format with exactly n decimals. */
export function fmtN(d: Decimal, places: number): string {
  const r = d.toFixed(places, Decimal.ROUND_HALF_UP);
  return /^-0\.?0*$/.test(r) ? r.slice(1) : r;
}
/** Internal running-state precision (10 decimals): exact enough that 12 twelfths sum back. */
export function fmtExact(d: Decimal): string {
  return fmtN(d, 10).replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
}

export function sum(values: Iterable<Decimal>): Decimal {
  let s = ZERO;
  for (const v of values) s = s.plus(v);
  return s;
}
export function max(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}
export function min(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

/** d > 0 without allocating a Decimal for the comparison. */
export function gt0(d: Decimal): boolean {
  return !d.isZero() && !d.isNegative();
}
