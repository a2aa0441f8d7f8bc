/** Runs the golden tests with calculatePayslip recorded (scripts/write-regression-corpus.ts). */
import { defineConfig } from "vitest/config";

const root = `${import.meta.dirname}/../..`;

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\/lib\/payroll$/, replacement: `${root}/tests/regression/recording-payroll.ts` },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    root,
    include: ["tests/golden/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/regression/record-setup.ts"],
  },
});
