/**
 * Every step of the payslip declares its legal source and what it reads and writes on the draft
 * (`PayslipStep` in lib/payroll/rules/draft.ts). This test holds the declarations to the steps:
 * each step runs over the regression corpus (and a few cases the corpus lacks) on a draft that
 * records what it reads and changes (step-trace.ts), and the recorded fields must be exactly the
 * declared ones. docs/engine-steps.md is rendered from the declarations and must match them;
 * rewrite it with `WRITE_ENGINE_STEPS=1 npx vitest run --project unit tests/unit/payroll/step-descriptors.test.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { PayslipKind } from "@/lib/payroll";
import { PAYSLIP_STEPS } from "@/lib/payroll/pipeline";
import type { PayslipStep } from "@/lib/payroll/rules/draft";
import { corpusInputs, extraInputs, readNames, traceSteps, type StepTrace } from "./step-trace";

const KIND_TITLES: Record<PayslipKind, string> = {
  ordinary: "Ordinary payslip",
  thirteenth: "Thirteenth payslip (`isThirteenth`)",
  severance_liquidation: "TFR liquidation payslip (`severanceLiquidationPayslip`)",
};

const KINDS = Object.keys(PAYSLIP_STEPS) as PayslipKind[];
const STEPS: PayslipStep[] = [...new Set(KINDS.flatMap((k) => PAYSLIP_STEPS[k]))];
const DOC_PATH = `${import.meta.dirname}/../../../docs/engine-steps.md`;

/** a legal source (CCNL, INPS, civil code, law) or an avowed interpretation, and the document section that states it */
const SOURCE = /\b(CCNL|INPS|Interpretation)\b|\bc\.c\.|\bD\.Lgs\./;
const DOC_SECTION = /\b(rules|rules-update|rules-update-3)\.md\b|interface\.md|README\.md/;

const sorted = (xs: Iterable<string>) => [...xs].sort();
const anchor = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");

function renderEngineSteps(): string {
  const out: string[] = [
    "# Engine steps",
    "",
    "<!-- Rendered from the step declarations in lib/payroll (PAYSLIP_STEPS in pipeline.ts); do not edit by hand.",
    "     tests/unit/payroll/step-descriptors.test.ts fails when this file and the declarations differ; rewrite it with",
    "     WRITE_ENGINE_STEPS=1 npx vitest run --project unit tests/unit/payroll/step-descriptors.test.ts -->",
    "",
    "A payslip is an ordered list of named steps over one draft (`lib/payroll/rules/draft.ts`, `lib/payroll/README.md`).",
    "Each step declares the legal source of its rule (CCNL article and comma, INPS circular or message, law, and the",
    "section of `docs/domain` that states it; **Interpretation** where the documents give no source) and the draft",
    "fields it reads and writes. Article numbers follow the CCNL of 8 Sep 2020 as `docs/domain` does (the 2025",
    "renewal renumbers some: match on the title). `tests/unit/payroll/step-descriptors.test.ts` runs every step over",
    "the regression corpus and checks that it reads and changes exactly the fields it declares.",
    "",
    "Field names: a draft field (`lines`, `weeks`, `warnings`, …), `balances.*` (running state at full precision),",
    "`month.*` (this payslip's own figures); read-only: `ctx.*` (the run's context: terms, events, settings,",
    "tables), `options.*` (run options), `input.*` (the engine's input).",
    "",
  ];
  for (const kind of KINDS) {
    out.push(`## ${KIND_TITLES[kind]}`, "");
    PAYSLIP_STEPS[kind].forEach((s, i) => out.push(`${i + 1}. [${s.name}](#${anchor(s.name)})`));
    out.push("");
  }
  out.push("## Steps", "");
  for (const s of STEPS) {
    out.push(`### ${s.name}`, "", "Legal source:", "");
    for (const r of s.reference) out.push(`- ${r}`);
    out.push("", `Reads: ${s.reads.map((f) => `\`${f}\``).join(", ")}`, "", `Writes: ${s.writes.map((f) => `\`${f}\``).join(", ")}`, "");
  }
  return out.join("\n");
}

describe("step declarations", () => {
  it.each(STEPS.map((s) => [s.name, s] as const))("%s names its source and declares what it reads and writes", (_name, step) => {
    expect(step.reference.length).toBeGreaterThan(0);
    for (const r of step.reference) {
      expect(r, r).toMatch(SOURCE);
      expect(r, r).toMatch(DOC_SECTION);
    }
    expect(step.reads.length).toBeGreaterThan(0);
    expect(step.writes.length).toBeGreaterThan(0);
    expect(new Set(step.reads).size).toBe(step.reads.length);
    expect(new Set(step.writes).size).toBe(step.writes.length);
  });

  it("step names are unique (the docs link them by name)", () => {
    expect(new Set(STEPS.map((s) => s.name)).size).toBe(STEPS.length);
  });
});

describe("the steps do what they declare (regression corpus, each step on a recording draft)", () => {
  let traces: Map<string, StepTrace>;
  let contextChanged: string[];
  beforeAll(() => {
    ({ traces, contextChanged } = traceSteps([...corpusInputs(), ...extraInputs()]));
  }, 120_000);

  it("no step changes the context, the run options or the input", () => {
    expect(contextChanged).toEqual([]);
  });

  it.each(STEPS.map((s) => [s.name, s] as const))("%s: declared writes = the fields it changes", (name, step) => {
    const trace = traces.get(name);
    expect(trace?.runs, `${name} never ran on the samples`).toBeGreaterThan(0);
    expect(sorted(step.writes)).toEqual(sorted(trace!.writes));
  });

  it.each(STEPS.map((s) => [s.name, s] as const))("%s: declared reads = the fields it reads", (name, step) => {
    expect(sorted(step.reads)).toEqual(sorted(readNames(traces.get(name)!.reads)));
  });
});

describe("docs/engine-steps.md", () => {
  it("is rendered from the declarations", () => {
    const rendered = renderEngineSteps();
    if (process.env.WRITE_ENGINE_STEPS === "1") writeFileSync(DOC_PATH, rendered);
    expect(readFileSync(DOC_PATH, "utf8")).toBe(rendered);
  });
});
