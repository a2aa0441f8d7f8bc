import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: ["node_modules/**", ".next/**", "lib/generated/**", "test-results/**", "playwright-report/**", ".data/**", ".test-reports/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The engine is pure: decimal.js and itself, nothing else (no database, env, clock, framework).
    files: ["lib/payroll/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/*", "next", "next/*", "react", "@prisma/*", "pg", "node:*", "fs", "path"], message: "lib/payroll imports only decimal.js and its own modules" },
          ],
        },
      ],
      "no-restricted-properties": ["error", { object: "Date", property: "now", message: "The engine has no clock: take dates as input" }],
      "no-restricted-globals": ["error", { name: "process", message: "The engine reads no environment" }],
    },
  },
  {
    // Routes configure the wrapper and call a service: no Prisma in app/(api).
    files: ["app/(api)/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/db/*", "@/lib/generated/*"], message: "Route handlers call services; services own the database" }] }],
    },
  },
];

export default config;
