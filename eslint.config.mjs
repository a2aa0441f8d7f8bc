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
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(?!decimal\\.js$|\\.{1,2}/)", message: "lib/payroll imports only decimal.js and its own modules" }] }],
      "no-restricted-properties": ["error", { object: "Date", property: "now", message: "The engine has no clock: take dates as input" }],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date']", message: "The engine has no clock and no Date: dates are 'YYYY-MM-DD' strings (calendar/dates.ts)" },
        { selector: "CallExpression[callee.name='Date']", message: "The engine has no clock: take dates as input" },
      ],
      "no-restricted-globals": ["error", { name: "process", message: "The engine reads no environment" }],
      // a rule is a short named function (lib/payroll/README.md): split longer ones into steps or helpers
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // Relative imports stay inside lib/payroll (one block per folder depth).
  ...[
    ["lib/payroll/*.ts", "^\\.\\./"],
    ["lib/payroll/*/*.ts", "^(\\.\\./){2}"],
    ["lib/payroll/*/*/*.ts", "^(\\.\\./){3}"],
  ].map(([files, escape]) => ({
    files: [files],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!decimal\\.js$|\\.{1,2}/)", message: "lib/payroll imports only decimal.js and its own modules" }, { regex: escape, message: "lib/payroll imports nothing outside itself" }] },
      ],
    },
  })),
  {
    // Outside the engine only its public index is imported: `@/lib/payroll`, never a deep path.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "prisma/**/*.ts", "scripts/**/*.ts", "tests/integration/**/*.ts", "tests/e2e/**/*.ts", "tests/support/**/*.ts"],
    ignores: ["lib/payroll/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/payroll/*", "**/lib/payroll/*"], message: "Import the engine from its public index: @/lib/payroll" }] }],
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
