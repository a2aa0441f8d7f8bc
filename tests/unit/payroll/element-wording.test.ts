/**
 * Every payslip element carries a stable `code` and the `params` of its wording: the engine names
 * each line from the code's template (lib/payroll/element-wording.ts) and the API reads the params
 * back from the stored name. These tests hold the two together: every code the engine can emit has
 * a template, and for every element the engine computes over the regression corpus (demo contracts
 * over chained months, the golden cases) the params read from its name render exactly that name.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  calculatePayslip,
  ELEMENT_CODES,
  ELEMENT_WORDINGS,
  elementName,
  elementParams,
  elementTemplate,
  renderWording,
  type PayrollInput,
} from "@/lib/payroll";

const ROOT = path.resolve(__dirname, "../../..");
const SECTIONS = ["earningElements", "deductionElements", "imputedElements", "employeeTaxesElements", "employerTaxesElements"] as const;

/** the upper-case string literals of the engine's rules that name an element code (not enum values such as EMPLOYER) */
function engineCodeLiterals(): Set<string> {
  const dir = path.join(ROOT, "lib/payroll/rules");
  const codes = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
    for (const m of readFileSync(path.join(dir, f), "utf8").matchAll(/"([A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{3,})"/g)) codes.add(m[1]!);
  }
  for (const notElement of ["EMPLOYER", "EMPLOYEE"]) codes.delete(notElement);
  return codes;
}

function corpusElements(): { code: string; name: string }[] {
  const out: { code: string; name: string }[] = [];
  for (const file of ["demo-contracts", "golden-cases"]) {
    const entries = JSON.parse(readFileSync(path.join(ROOT, `tests/regression/${file}.json`), "utf8")) as { input: PayrollInput; error?: string }[];
    for (const e of entries) {
      if (e.error !== undefined) continue;
      const payslip = calculatePayslip(e.input);
      for (const s of SECTIONS) for (const el of payslip[s]) out.push({ code: el.code, name: el.name });
    }
  }
  return out;
}

describe("payslip element wordings", () => {
  it("every element code the engine's rules name has a template", () => {
    const known = new Set<string>(ELEMENT_CODES);
    expect([...engineCodeLiterals()].filter((c) => !known.has(c))).toEqual([]);
  });

  it("tells each template of a code apart by its placeholders or its variant", () => {
    const seen = new Set<string>();
    for (const w of ELEMENT_WORDINGS) {
      const keys = [...w.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const key = `${w.code}|${"variant" in w ? w.variant : ""}|${keys.join(",")}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("reads back the params it rendered, for every template", () => {
    for (const w of ELEMENT_WORDINGS) {
      const params: Record<string, string> = Object.fromEntries([...w.template.matchAll(/\{(\w+)\}/g)].map((m, i) => [m[1]!, `${m[1]}-${i}.5`]));
      if ("variant" in w) params.variant = w.variant;
      expect(elementTemplate(w.code, params)).toBe(w.template);
      const name = elementName(w.code, params);
      expect(name).toBe(renderWording(w.template, params));
      expect(elementParams(w.code, name)).toEqual(params);
    }
  });

  it("every element the engine computes over the corpus renders exactly its name from its code and params", () => {
    const elements = corpusElements();
    expect(elements.length).toBeGreaterThan(500);
    const drift: string[] = [];
    const codesSeen = new Set<string>();
    for (const el of elements) {
      codesSeen.add(el.code);
      const params = elementParams(el.code, el.name);
      if (params === null || elementName(el.code as (typeof ELEMENT_CODES)[number], params) !== el.name) drift.push(`${el.code}: ${el.name}`);
    }
    expect(drift).toEqual([]);
    // the corpus reaches most of the table (the rest is held by the template round trip above)
    expect(codesSeen.size).toBeGreaterThan(30);
  });

  it("gives the figures of a dynamic wording as strings", () => {
    expect(elementParams("TFR_RIVALUTAZIONE", "Rivalutazione TFR (coefficiente 1.998752% 2025-10)")).toEqual({ percent: "1.998752", month: "2025-10" });
    expect(elementParams("TFR_RIVALUTAZIONE", "Rivalutazione TFR (coefficiente 0.500000% 2026-02, provvisorio)")).toEqual({
      percent: "0.500000",
      month: "2026-02",
      variant: "provisional",
    });
    expect(elementParams("LAV_DOMENICALE", "Lavoro domenicale (maggiorazione 40%)")).toEqual({ label: "Lavoro domenicale", premiumPercent: "40" });
    expect(elementParams("STRAORDINARIO", "Lavoro straordinario (125%)")).toEqual({ label: "Lavoro straordinario", percent: "125" });
    expect(elementParams("INDENNITA_PREAVVISO", "Indennità sostitutiva del preavviso (15 giorni)")).toEqual({ days: "15" });
    expect(elementParams("VOCE_AGGIUNTIVA", "Rimborso spese")).toEqual({ name: "Rimborso spese" });
    expect(elementParams("ORE_ORDINARIE", "Retribuzione ore ordinarie")).toEqual({});
    expect(elementParams("ORE_ORDINARIE", "a wording no longer written")).toBeNull();
    expect(() => elementName("INDENNITA_PREAVVISO", {})).toThrow(/no wording/);
  });
});
