/**
 * Writes the regression corpus (tests/regression/*.json): full serialized payslips for
 *  - the demo contracts over up to 24 chained months (tests/regression/demo-scenarios.ts), and
 *  - every payslip the golden tests compute (published examples, formulas, hand-calculated
 *    payslips), recorded by running tests/golden with calculatePayslip wrapped.
 * tests/regression/corpus.test.ts recomputes each one and compares the JSON byte for byte.
 * Rewrite it only for a named drift fix (say in the commit which figures changed and why):
 *   npx tsx scripts/write-regression-corpus.ts                  new inputs and outputs
 *   npx tsx scripts/write-regression-corpus.ts --outputs-only   same inputs, outputs recomputed
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { calculatePayslip, PayrollError, type PayrollInput } from "../lib/payroll";
import { demoCases } from "../tests/regression/demo-scenarios";

interface Entry {
  name: string;
  input: PayrollInput;
  output?: unknown;
  error?: string;
}

function entry(name: string, input: PayrollInput): Entry {
  try {
    return { name, input, output: calculatePayslip(input) };
  } catch (e) {
    if (e instanceof PayrollError) return { name, input, error: e.code };
    throw e;
  }
}

function write(file: string, entries: Entry[]) {
  const seen = new Set<string>();
  const unique = entries.filter((e) => {
    const k = JSON.stringify(e.input);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  writeFileSync(file, `${JSON.stringify(unique, null, 0).replace(/\},\{"name"/g, '},\n{"name"')}\n`);
  console.log(`${file}: ${unique.length} payslips`);
}

if (process.argv.includes("--outputs-only")) {
  for (const file of ["tests/regression/demo-contracts.json", "tests/regression/golden-cases.json"]) {
    const entries = JSON.parse(readFileSync(file, "utf8")) as Entry[];
    write(
      file,
      entries.map((e) => entry(e.name, e.input)),
    );
  }
  process.exit(0);
}

write(
  "tests/regression/demo-contracts.json",
  demoCases().map((c) => entry(c.name, c.input)),
);

const dir = mkdtempSync(join(tmpdir(), "corpus-"));
const r = spawnSync("npx", ["vitest", "run", "--config", "tests/regression/record.config.ts"], {
  stdio: "inherit",
  env: { ...process.env, CORPUS_RECORD_DIR: dir },
});
if (r.status !== 0) throw new Error("golden tests failed while recording");
const golden: Entry[] = [];
for (const f of readdirSync(dir).sort()) {
  const recorded = JSON.parse(readFileSync(join(dir, f), "utf8")) as Array<{ name: string; input: PayrollInput }>;
  for (const x of recorded) golden.push(entry(`${f.replace(/\.json$/, "")} › ${x.name}`, x.input));
}
rmSync(dir, { recursive: true, force: true });
write("tests/regression/golden-cases.json", golden);
