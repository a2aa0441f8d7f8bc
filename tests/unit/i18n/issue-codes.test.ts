/**
 * Issue 26 point 20: every warning or check the engine (lib/payroll) and the services emit is worded
 * from the dictionary, in Italian and in English: never the API's message (Italian for some engine
 * warnings, English for the services) on a screen of the other language. The codes are read from the
 * source (`code: "…"`), so a new code without its sentences fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { issueText } from "@/components/payroll/issue-text";
import { fieldProblemText } from "@/lib/client/field-problem";
import { getDictionary, type Dictionary } from "@/lib/i18n/dictionary";
import { computeQuarterlyStatement } from "@/lib/payroll";

const ROOT = path.resolve(__dirname, "../../..");

/** Tables the bundled rate data is checked against at load (a broken data file, never a clerk's problem). */
const DATA_INTEGRITY_FILES = new Set(["lib/payroll/rates/index.ts"]);
/** `code: "…"` literals that name no problem: the export columns' formats of a payslip element. */
const NOT_ISSUES = new Set(["lib/services/payslips/serialize-payslip.ts:plain"]);
/** zod's own kind of a refinement; the problem's code is in its params */
const ZOD_KINDS = new Set(["custom"]);

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(rel);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [rel] : [];
  });
}

/** code → files emitting it; lower-case snake codes only (upper-case ones are payslip element codes: INPS_DATORE, F2…). */
function emittedCodes(dir: string): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const file of sources(dir)) {
    if (DATA_INTEGRITY_FILES.has(file)) continue;
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const m of text.matchAll(/\b(?:code: "|new PayrollError\(")([a-z][a-z0-9_]*)"/g)) {
      if (!NOT_ISSUES.has(`${file}:${m[1]}`) && !ZOD_KINDS.has(m[1]!)) codes.set(m[1]!, [...(codes.get(m[1]!) ?? []), file]);
    }
  }
  return codes;
}

/** The object literal around a match: from its opening brace to the matching closing one. */
function enclosingObject(text: string, at: number): string {
  let start = at;
  for (let depth = 0; start > 0; start--) {
    const c = text[start];
    if (c === "}") depth++;
    else if (c === "{" && depth-- === 0) break;
  }
  let end = at;
  for (let depth = 0; end < text.length; end++) {
    const c = text[end];
    if (c === "{") depth++;
    else if (c === "}" && depth-- === 0) break;
  }
  return text.slice(start, end + 1);
}

/** The text of a call from its opening parenthesis to the matching closing one. */
function callText(text: string, open: number): string {
  let end = open;
  for (let depth = 0; end < text.length; end++) {
    if (text[end] === "(") depth++;
    else if (text[end] === ")" && --depth === 0) break;
  }
  return text.slice(open, end + 1);
}

/** The keys of a `params: { … }` literal (null when params are built elsewhere or spread in). */
function literalParamKeys(object: string): string[] | null {
  const open = object.indexOf("params: {");
  if (open < 0) return object.includes("params") ? null : [];
  const body = enclosingObject(object, open + "params: {".length);
  if (body.includes("...")) return null;
  const keys: string[] = [];
  let depth = 0;
  let segment = "";
  for (const c of body.slice(1, -1) + ",") {
    if ("({[".includes(c)) depth++;
    if (")}]".includes(c)) depth--;
    if (c === "," && depth === 0) {
      const key = /^\s*([A-Za-z_]\w*)/.exec(segment)?.[1];
      if (key) keys.push(key);
      segment = "";
    } else segment += c;
  }
  return keys;
}

/** Each place lib/payroll emits a code for issueText, with the params it sends when they are a literal. */
function engineEmissions(): { code: string; file: string; keys: string[] | null; periods: boolean }[] {
  return sources("lib/payroll")
    .filter((file) => !DATA_INTEGRITY_FILES.has(file) && homes(getDictionary("en"), file)[0] === getDictionary("en").payroll.issueText)
    .flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const objects = [...text.matchAll(/\bcode: "([a-z][a-z0-9_]*)"/g)].map((m) => {
        const object = enclosingObject(text, m.index);
        return { code: m[1]!, file, keys: literalParamKeys(object), periods: /\bperiods:/.test(object) };
      });
      // new PayrollError(code, message, { …params }): the params are the call's object literal, none without one
      const thrown = [...text.matchAll(/\bnew PayrollError\("([a-z][a-z0-9_]*)"/g)].map((m) => {
        const call = callText(text, text.indexOf("(", m.index));
        const brace = call.search(/,\s*\{/);
        const keys = brace < 0 ? [] : literalParamKeys(`{ params: ${enclosingObject(call, call.indexOf("{", brace) + 1)} }`);
        return { code: m[1]!, file, keys, periods: false };
      });
      return [...objects, ...thrown];
    });
}

type Table = Readonly<Record<string, unknown>>;

/** Where a code's sentence lives, by the screen that shows it. */
function homes(t: Dictionary, file: string): Table[] {
  // a contract's CCNL checks: the contract forms (fieldProblemText reads contracts.issues)
  if (file === "lib/payroll/ccnl.ts") return [t.contracts.issues, t.workers.warningText];
  // a worker's documents: the worker page
  if (file === "lib/payroll/checks/worker-documents.ts") return [t.workers.warningText];
  // a payslip's payments and the prestazione universale pack: the payments form and the contract's pack section
  if (file === "lib/payroll/rules/payslip-payments.ts") return [t.payments.problems];
  if (file === "lib/payroll/rules/benefit-pack.ts") return [t.payments.pack.warnings];
  // everything else of the engine reaches the wizard, a run item, a payslip or a statement through issueText
  if (file.startsWith("lib/payroll/")) return [t.payroll.issueText];
  // a deadline's title: the home page, the API's summary and the calendar feed word it from deadlines.titles
  if (file.startsWith("lib/services/deadlines/")) return [t.deadlines.titles, t.common.fieldProblems];
  // the services' and the shared schemas' field errors and warnings: fieldProblemText's tables, the contract page's warnings, the error codes
  return [t.common.fieldProblems, t.contracts.issues, t.payroll.issueText, t.contracts.warnings, t.common.errors.codes, t.workers.warningText];
}

const has = (tables: Table[], code: string) => tables.some((table) => typeof table[code] === "function" || typeof table[code] === "string");

describe.each(["it", "en"] as const)("every emitted code has a sentence in %s", (locale) => {
  const t = getDictionary(locale);

  it("the engine's warnings and checks (lib/payroll)", () => {
    const codes = emittedCodes("lib/payroll");
    expect(codes.has("week_over_60_hours")).toBe(true); // the scan sees the engine's codes
    const missing = [...codes]
      .filter(([code, files]) => !files.every((file) => has(homes(t, file), code)))
      .map(([code, files]) => `${code} (${files.join(", ")})`);
    expect(missing).toEqual([]);
  });

  it.each(["lib/services", "lib/validation"])("the field errors and warnings of %s", (dir) => {
    const codes = emittedCodes(dir);
    expect(codes.size).toBeGreaterThan(10);
    const missing = [...codes]
      .filter(([code, files]) => !files.every((file) => has(homes(t, file), code)))
      .map(([code, files]) => `${code} (${files.join(", ")})`);
    expect(missing).toEqual([]);
  });
});

describe.each(["it", "en"] as const)("the engine sends the figures its sentence needs (%s)", (locale) => {
  const t = getDictionary(locale);
  const emissions = engineEmissions();

  it("finds the engine's emissions with literal params", () => {
    expect(emissions.find((e) => e.code === "week_over_60_hours")?.keys).toEqual(["weekStart", "weekEnd", "hours", "max"]);
    expect(emissions.find((e) => e.code === "severance_advance_exceeds_fund" && e.file.endsWith("advances.ts"))?.keys).toEqual(["amount", "fund"]);
    expect(emissions.find((e) => e.code === "payroll_invariant_violated")?.keys).toEqual([]);
  });

  it.each(emissions.filter((e) => e.keys !== null).map((e) => [e.code, e.file, e] as const))("%s (%s)", (_code, _file, e) => {
    const render = (t.payroll.issueText as Record<string, (p: Record<string, string>) => string>)[e.code]!;
    const params = Object.fromEntries([...e.keys!, ...(e.periods ? ["periods"] : [])].map((k) => [k, "1"]));
    // a sentence reading a param the engine does not send would show "undefined" (and issueText would fall back to the Italian message)
    expect(render(params)).not.toContain("undefined");
  });
});

describe("the quarterly statement's warnings in English", () => {
  const en = getDictionary("en");
  const it_ = getDictionary("it");

  it("a week over 60 hours carries its figures and reads in each language", () => {
    // one week of 62.5 h (> MAX_HOURS_PER_WEEK = 60) in 2025-Q1
    const statement = computeQuarterlyStatement({
      quarter: "2025-Q1",
      contract: { fixedTerm: false, replacesAbsentWorker: false, cuafDue: true },
      inpsWeeks: [
        {
          type: "bracket_1",
          weekStart: "2025-01-05",
          weekEnd: "2025-01-11",
          hours: "62.50",
          effectiveWageRate: "9.00",
          employeeAmount: "0.00",
          tableYear: 2025,
        },
      ],
      cassacolfWeeks: [],
    });
    const warning = statement.warnings.find((w) => w.code === "week_over_60_hours");
    expect(warning?.params).toEqual({ weekStart: "2025-01-05", weekEnd: "2025-01-11", hours: "62.50", max: "60" });
    expect(issueText(warning!, en, "en")).toBe("Week 5 January 2025 to 11 January 2025: 62.50 hours, over the maximum of 60 hours a week declarable to INPS");
    expect(issueText(warning!, it_, "it")).toBe(
      "Settimana dal 5 gennaio 2025 al 11 gennaio 2025: 62,50 ore, oltre il massimo di 60 ore settimanali dichiarabili all'INPS",
    );
  });

  it("a contract form's error from a service reads in English", () => {
    expect(fieldProblemText({ code: "start_after_later_terms" }, en, "en")).toBe("The start must come before the later terms take effect");
    expect(fieldProblemText({ code: "year_out_of_range", params: { from: "2023", to: "2026" } }, en, "en")).toBe("Choose a year from 2023 to 2026.");
  });
});
