/**
 * Used only by tests/regression/record.config.ts (npx tsx scripts/write-regression-corpus.ts):
 * the public engine API with calculatePayslip wrapped to record every input the golden tests pass
 * and the test that passed it, so the regression corpus holds exactly the golden cases.
 */
import { expect } from "vitest";
import * as engine from "../../lib/payroll/index";
import type { PayrollInput, PayslipResult } from "../../lib/payroll/index";

export * from "../../lib/payroll/index";

export interface Recorded {
  file: string;
  name: string;
  input: PayrollInput;
}
const g = globalThis as unknown as { __payrollRecorded?: Recorded[] };

export function calculatePayslip(input: PayrollInput): PayslipResult {
  const state = expect.getState();
  (g.__payrollRecorded ??= []).push({
    file: state.testPath ?? "unknown",
    name: state.currentTestName ?? "unnamed",
    input: JSON.parse(JSON.stringify(input)) as PayrollInput,
  });
  return engine.calculatePayslip(input);
}
