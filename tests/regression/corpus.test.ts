/**
 * Regression corpus: every payslip in tests/regression/*.json (demo contracts over chained months,
 * the golden cases) is recomputed and must serialize byte for byte as stored. Written by
 * scripts/write-regression-corpus.ts; a change here is a figure change and needs a named reason.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { calculatePayslip, PayrollError, type PayrollInput } from "@/lib/payroll";

interface Entry {
  name: string;
  input: PayrollInput;
  output?: unknown;
  error?: string;
}

for (const file of ["demo-contracts", "golden-cases"]) {
  const entries = JSON.parse(readFileSync(`${import.meta.dirname}/${file}.json`, "utf8")) as Entry[];
  describe(`regression corpus: ${file}`, () => {
    it(`holds the corpus (${entries.length} payslips)`, () => {
      expect(entries.length).toBeGreaterThan(file === "demo-contracts" ? 80 : 20);
    });
    it("recomputes every payslip byte for byte", () => {
      const drift: string[] = [];
      for (const e of entries) {
        let got: string;
        try {
          got = JSON.stringify(calculatePayslip(e.input));
        } catch (err) {
          if (!(err instanceof PayrollError)) throw err;
          got = `error:${err.code}`;
        }
        const want = e.error !== undefined ? `error:${e.error}` : JSON.stringify(e.output);
        if (got !== want) drift.push(e.name);
      }
      expect(drift).toEqual([]);
    });
  });
}
