/** Writes what recording-payroll.ts recorded for one golden test file (see record.config.ts). */
import { writeFileSync, mkdirSync } from "node:fs";
import { basename } from "node:path";
import { afterAll, beforeAll } from "vitest";

const g = globalThis as unknown as { __payrollRecorded?: Array<{ file: string }> };
beforeAll(() => {
  g.__payrollRecorded = [];
});
afterAll(() => {
  const recorded = g.__payrollRecorded ?? [];
  const first = recorded[0];
  if (!first) return;
  const dir = process.env.CORPUS_RECORD_DIR ?? ".";
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${basename(first.file).replace(/\.test\.ts$/, "")}.json`, JSON.stringify(recorded));
});
