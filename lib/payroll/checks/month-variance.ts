/**
 * A contract's month against the one before, for the clerk's look before confirming a month
 * (issue 32 point 4, docs/corrections.md): net and employer-cost changes above a threshold, a
 * change in the contribution hours, a relationship that starts or ends, and the first month on a
 * new table version (a hook: the rate-table version the payslip names, when both months name one).
 */
import { dec, fmt2, type Decimal } from "../money";

export interface VarianceMonth {
  totalNet: string;
  totalCost: string;
  /** contribution hours of the month's own weeks */
  hours: string;
  /** the table version(s) the payslip used, as it names them; null when unknown */
  rateTableVersion: string | null;
}

export interface VarianceThresholds {
  /** a change counts when its share of last month's figure is above this percent … */
  percent: string;
  /** … and its amount at least this (EUR) */
  minimumAmount: string;
}

export const DEFAULT_VARIANCE_THRESHOLDS: VarianceThresholds = { percent: "10", minimumAmount: "5.00" };

export const VARIANCE_FLAGS = ["net_change", "cost_change", "hours_change", "new_relationship", "ended_relationship", "new_table_version", "not_run"] as const;
export type VarianceFlag = (typeof VARIANCE_FLAGS)[number];

export interface VarianceChange {
  previous: string | null;
  current: string | null;
  difference: string | null;
  /** percent of last month's figure, 1 decimal; null without last month or when it was 0 */
  percent: string | null;
}

export interface ContractVariance {
  net: VarianceChange;
  cost: VarianceChange;
  hours: VarianceChange;
  flags: VarianceFlag[];
}

function change(previous: string | null, current: string | null): VarianceChange {
  if (previous === null || current === null) return { previous, current, difference: null, percent: null };
  const d: Decimal = dec(current).minus(dec(previous));
  const base = dec(previous);
  return { previous, current, difference: fmt2(d), percent: base.isZero() ? null : d.times(100).div(base).toDecimalPlaces(1, 4).toFixed(1) };
}

function above(c: VarianceChange, t: VarianceThresholds): boolean {
  if (c.difference === null) return false;
  const d = dec(c.difference).abs();
  if (d.lt(dec(t.minimumAmount))) return false;
  return c.percent === null || dec(c.percent).abs().gt(dec(t.percent));
}

/**
 * The variance of one contract. `starts`/`ends`: the relationship starts or ends in this month.
 * `current` null: the month has no payslip yet; `previous` null: last month had none.
 */
export function contractVariance(input: {
  previous: VarianceMonth | null;
  current: VarianceMonth | null;
  starts: boolean;
  ends: boolean;
  thresholds?: VarianceThresholds;
}): ContractVariance {
  const t = input.thresholds ?? DEFAULT_VARIANCE_THRESHOLDS;
  const { previous: p, current: c } = input;
  const net = change(p?.totalNet ?? null, c?.totalNet ?? null);
  const cost = change(p?.totalCost ?? null, c?.totalCost ?? null);
  const hours = change(p?.hours ?? null, c?.hours ?? null);
  const flags: VarianceFlag[] = [];
  if (above(net, t)) flags.push("net_change");
  if (above(cost, t)) flags.push("cost_change");
  if (hours.difference !== null && !dec(hours.difference).isZero()) flags.push("hours_change");
  if (input.starts) flags.push("new_relationship");
  if (input.ends) flags.push("ended_relationship");
  if (p?.rateTableVersion && c?.rateTableVersion && p.rateTableVersion !== c.rateTableVersion) flags.push("new_table_version");
  if (!c) flags.push("not_run");
  return { net, cost, hours, flags };
}
