/**
 * Watches the steps of the payslip (lib/payroll/pipeline.ts) at work: each step of a case runs on
 * a draft seen through a recording proxy (which draft fields it reads and assigns) and the draft
 * is compared field by field before and after (which fields it changes, by assignment or in place). step-descriptors.test.ts holds the
 * steps' declared `reads` and `writes` to what is seen here over the regression corpus.
 */
import { readFileSync } from "node:fs";
import { PayrollError, RatesMissingError, type PayrollInput } from "@/lib/payroll";
import { Decimal } from "@/lib/payroll/money";
import { PAYSLIP_STEPS } from "@/lib/payroll/pipeline";
import { createDraft, type PayslipDraft } from "@/lib/payroll/rules/draft";
import { LineBuilder } from "@/lib/payroll/rules/lines";
import { emptyState } from "@/lib/payroll/rules/accruals";
import { runMonths, statementWeeks } from "../../golden/statement-helpers";
import { autoFill, contract, ev, replaceOn, terms } from "./fixtures";

export interface StepTrace {
  reads: ReadLog;
  writes: Set<string>;
  runs: number;
}

/** the draft's fields with named parts: recorded as `balances.x`, `month.x`, `ctx.x`, `options.x`, `input.x` */
const CONTEXT_FIELDS = new Set(["ctx", "options", "input"]);
/** the parts of the draft whose fields are logged one by one (`balances.x`, `ctx.x`…) */
const PARTS = new Set(["balances", "month", "ctx", "options", "input"]);

function serialize(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Decimal) return `D:${v.toString()}`;
    if (v instanceof LineBuilder) return v.build();
    if (v instanceof Map) return { map: [...v.entries()] };
    if (v instanceof Set) return { set: [...v].sort() };
    if (typeof v === "function") return undefined;
    return v;
  });
}

/** every field of the draft a step may change, serialized (the context, options and input apart) */
export function draftSnapshot(d: PayslipDraft): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(d)) {
    if (CONTEXT_FIELDS.has(key)) continue;
    if (key === "balances" || key === "month") {
      for (const [sub, v] of Object.entries(value as object)) out.set(`${key}.${sub}`, serialize(v));
    } else out.set(key, serialize(value));
  }
  return out;
}

/** the context, options and input: read-only for every step */
export function contextSnapshot(d: PayslipDraft): string {
  const { warnings: _shared, ...ctx } = d.ctx;
  return serialize({ ctx, options: d.options, input: d.input });
}

/** reads per part of the draft ("" for the draft's own fields), turned into `part.key` names by `readNames` */
type ReadLog = Map<string, Set<string>>;

function logOf(log: ReadLog, part: string): Set<string> {
  let keys = log.get(part);
  if (!keys) log.set(part, (keys = new Set()));
  return keys;
}

export function readNames(log: ReadLog): string[] {
  return [...log].flatMap(([part, keys]) => [...keys].map((k) => (part ? `${part}.${k}` : k)));
}

/** the draft as a step sees it: reads of its fields (and of the named parts) are logged */
export function recordingDraft(d: PayslipDraft, log: ReadLog, writes: Set<string>): PayslipDraft {
  const own = logOf(log, "");
  // the context's warnings are the draft's own list; its options are the run's options
  const redirects = (part: string): Record<string, object | Set<string>> =>
    part === "ctx" ? { warnings: own, options: recorder(d.options, logOf(log, "options"), {}, "options", writes) } : {};
  const proxies = new Map<string, { target: object; proxy: object }>();
  return new Proxy(d, {
    get(t, key, receiver) {
      const value: unknown = Reflect.get(t, key, receiver);
      if (typeof key !== "string") return value;
      if (!PARTS.has(key)) {
        own.add(key);
        return value;
      }
      const hit = proxies.get(key);
      if (hit && hit.target === value) return hit.proxy;
      const proxy = recorder(value as object, logOf(log, key), redirects(key), key, writes);
      proxies.set(key, { target: value as object, proxy });
      return proxy;
    },
    set(t, key, value, receiver) {
      if (typeof key === "string") writes.add(key);
      return Reflect.set(t, key, value, receiver);
    },
  });
}

function recorder<T extends object>(target: T, keys: Set<string>, redirect: Record<string, object | Set<string>>, part: string, writes: Set<string>): T {
  return new Proxy(target, {
    // an assignment is a write even when it leaves the same value (a counter reset to zero)
    set(t, key, value, receiver) {
      if (typeof key === "string") writes.add(`${part}.${key}`);
      return Reflect.set(t, key, value, receiver);
    },
    get(t, key, receiver) {
      const value: unknown = Reflect.get(t, key, receiver);
      if (typeof key !== "string") return value;
      const to = redirect[key];
      if (to instanceof Set) to.add(String(key));
      else if (to) return to;
      else keys.add(key);
      return value;
    },
  });
}

/** the engine's refusals (calculatePayslip turns a missing rate table into a PayrollError too) */
const refused = (e: unknown): boolean => e instanceof PayrollError || e instanceof RatesMissingError;

export interface CorpusEntry {
  name: string;
  input: PayrollInput;
}

/** the inputs of the regression corpus (demo contracts over chained months, the golden cases) */
export function corpusInputs(): CorpusEntry[] {
  return ["demo-contracts", "golden-cases"].flatMap(
    (file) => JSON.parse(readFileSync(`${import.meta.dirname}/../../regression/${file}.json`, "utf8")) as CorpusEntry[],
  );
}

/**
 * Cases the corpus lacks, so that every step meets each of its paths: a thirteenth payslip that
 * accrues its own month, TFR liquidation payslips (one on a provisional coefficient), a TFR advance
 * above 70 % of the fund and the
 * quarter's last payslip settling its rounding difference (rules-update-3 A9, as the golden test).
 */
export function extraInputs(): CorpusEntry[] {
  const colf = terms({ wage: "9.00" });
  const january = autoFill(colf, "2024-12-29", "2025-02-01", { startDate: "2024-01-08" });
  const base = { contract: contract(), terms: [colf], events: january };
  const withFund = { ...emptyState(2025), severance: { ...emptyState(2025).severance, accruedPreviousYears: "1000" } };
  const q3 = terms({ wage: "10.00" });
  const q3Contract = contract({ startDate: "2026-01-05" });
  const q3Events = replaceOn(autoFill(q3, "2026-06-28", "2026-10-03"), ["2026-08-05"], (d) => ev(d, "regular_vacation", "4"));
  const [jul, aug] = runMonths(q3Contract, [q3], q3Events, ["2026-07", "2026-08"], {}, {});
  const earlier = statementWeeks([jul!, aug!]);
  return [
    {
      name: "thirteenth payslip accruing its own month",
      input: {
        ...base,
        state: { ...emptyState(2025), thirteenth: { ...emptyState(2025).thirteenth, totalLeft: "500" } },
        options: { period: "2025-01", isThirteenth: true },
      },
    },
    {
      name: "TFR liquidation payslip",
      input: { ...base, state: withFund, options: { period: "2025-02", severanceLiquidationPayslip: true, employmentEndDate: "2025-02-20" } },
    },
    {
      name: "TFR liquidation payslip on a provisional coefficient",
      input: {
        contract: q3Contract,
        terms: [q3],
        events: q3Events,
        state: { ...aug!.nextState, severance: { ...aug!.nextState.severance, accruedPreviousYears: "1000" } },
        options: { period: "2026-09", severanceLiquidationPayslip: true, provisionalTfrCoefficient: { percent: "2.0", reason: "not published yet" } },
      },
    },
    { name: "TFR advance above 70 % of the fund", input: { ...base, state: withFund, options: { period: "2025-01", severanceAnticipation: "800.00" } } },
    {
      name: "the quarter's last payslip settles its rounding difference",
      input: {
        contract: q3Contract,
        terms: [q3],
        events: q3Events,
        state: aug!.nextState,
        options: { period: "2026-09" },
        quarterEarlierWeeks: { inps: earlier.inpsWeeks, cassacolf: earlier.cassacolfWeeks },
      },
    },
  ];
}

/**
 * Runs every case's steps in order, each on the recording draft, and collects per step (by name)
 * what it read and changed. A case the engine refuses counts up to the refusal.
 * Returns the traces and the names of the cases whose context changed (none expected).
 */
export function traceSteps(cases: readonly CorpusEntry[]): { traces: Map<string, StepTrace>; contextChanged: string[] } {
  const traces = new Map<string, StepTrace>();
  const contextChanged: string[] = [];
  for (const c of cases) {
    let d: PayslipDraft;
    try {
      d = createDraft(c.input);
    } catch (e) {
      if (refused(e)) continue;
      throw e;
    }
    const context = contextSnapshot(d);
    let before = draftSnapshot(d);
    for (const step of PAYSLIP_STEPS[d.kind]) {
      const trace = traces.get(step.name) ?? { reads: new Map(), writes: new Set<string>(), runs: 0 };
      traces.set(step.name, trace);
      try {
        step.run(recordingDraft(d, trace.reads, trace.writes));
      } catch (e) {
        if (refused(e)) break;
        throw e;
      }
      trace.runs++;
      const after = draftSnapshot(d);
      for (const [field, value] of after) if (before.get(field) !== value) trace.writes.add(field);
      before = after;
    }
    if (contextSnapshot(d) !== context) contextChanged.push(c.name);
  }
  return { traces, contextChanged };
}
