import { defineConfig } from "vitest/config";
import { integrationWorkers } from "./tests/support/integration-workers.ts";

const alias = { "@": import.meta.dirname, "server-only": `${import.meta.dirname}/lib/server-only.ts` };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/golden/**/*.test.ts", "tests/regression/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup-env.ts"],
          // files side by side on Postgres, each worker on its own copy of the seeded database
          fileParallelism: integrationWorkers() > 1,
          maxWorkers: integrationWorkers(),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/reliability/global-setup.ts"],
          setupFiles: ["tests/integration/setup-env.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
