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

/*
 * Rounding and formatting fast paths. Most values reaching these helpers already have few enough
 * decimals (amounts rounded to the cent, hours like "4.00"): rounding them is the identity, so we
 * skip decimal.js' copy-and-round (a new Decimal + `finalise` per call, the engine's top cost) and
 * only format. Values with more decimals take the original decimal.js path, so every result is
 * unchanged. (decimal.js keeps no trailing zeros and `toFixed()` without arguments never uses
 * exponent notation.)
 */

/** Round half-up to `places` decimals (the same instance when it already has at most that many). */
function roundHalfUp(d: Decimal, places: number): Decimal {
  return d.decimalPlaces() <= places ? d : d.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** Plain notation with at least `places` decimals (pads with zeros, never rounds). */
function padDecimals(s: string, places: number): string {
  const dot = s.indexOf(".");
  const have = dot < 0 ? 0 : s.length - dot - 1;
  if (have >= places) return s;
  return (dot < 0 ? `${s}.` : s) + "0".repeat(places - have);
}

/** Half-up to the cent (money, hours). */
export function round2(d: Decimal): Decimal {
  return roundHalfUp(d, 2);
}
/** Half-up to n places. */
export function roundN(d: Decimal, places: number): Decimal {
  return roundHalfUp(d, places);
}
/** Round up (away from zero) to the cent – only for the `monthly_up` convention setting. */
export function roundUp2(d: Decimal): Decimal {
  return d.toDecimalPlaces(2, Decimal.ROUND_UP);
}
/** Format with exactly 2 decimals (value rounded half-up first). */
export function fmt2(d: Decimal): string {
  // ≤ 2 decimals: nothing to round; a non-zero value cannot print as "-0.00"
  if (d.decimalPlaces() <= 2) return padDecimals(d.toFixed(), 2);
  const r = d.toFixed(2, Decimal.ROUND_HALF_UP);
  return r === "-0.00" ? "0.00" : r;
}
/** Format with exactly n decimals. */
export function fmtN(d: Decimal, places: number): string {
  if (d.decimalPlaces() <= places) return padDecimals(d.toFixed(), places);
  const r = d.toFixed(places, Decimal.ROUND_HALF_UP);
  return /^-0\.?0*$/.test(r) ? r.slice(1) : r;
}
/** Format with up to 6 decimals (half-up), at least 2: element rates and durations. */
export function fmtQty(d: Decimal): string {
  return padDecimals(roundHalfUp(d, 6).toFixed(), 2);
}
/** Internal running-state precision (10 decimals): exact enough that 12 twelfths sum back. */
export function fmtExact(d: Decimal): string {
  // ≤ 10 decimals: the plain value, which has no trailing zeros (what the stripping below yields)
  if (d.decimalPlaces() <= 10) return d.toFixed();
  return fmtN(d, 10)
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

/**
 * acc + x, without the addition when one side is zero and the sum is the other side itself:
 * - x zero: acc non-zero within the working precision (a + 0 only re-rounds a), or acc = +0
 *   (+0 + ±0 = +0);
 * - acc zero (the start of a sum): x non-zero within the working precision (0 + x = x).
 * Saves a Decimal and a rounding per zero term in day/week/line accumulations; the value (and sign)
 * is the one decimal.js would return.
 */
export function plus(acc: Decimal, x: Decimal): Decimal {
  if (x.isZero()) {
    if (acc.isZero() ? !acc.isNegative() : acc.precision() <= Decimal.precision) return acc;
  } else if (acc.isZero() && x.precision() <= Decimal.precision) return x;
  return acc.plus(x);
}

export function sum(values: Iterable<Decimal>): Decimal {
  let s = ZERO;
  for (const v of values) s = plus(s, v);
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
