import path from "node:path";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const PRISMA_INTERNALS = { group: ["@/lib/generated/prisma/internal/*"], message: "Use the public Prisma namespace of @/lib/generated/prisma/client" };
const API_LAYER = {
  group: ["@/lib/api", "@/lib/api/*"],
  message: "lib/api is the HTTP edge: only routes use it (pagination and zod errors live in lib/validation, date and decimal serializers in lib/db)",
};
const SERVER_ONLY = (who) => ({
  group: ["@/lib/services/*", "@/lib/db/*", "@/lib/auth/*", "@/lib/api/*"],
  message: `${who} runs in the browser too: no server modules (type-only imports are allowed)`,
});

const PRISMA_PACKAGES = { group: ["@prisma/*"], message: "Prisma's packages are lib/db's (the driver adapter in lib/db/client.ts)" };
const PRISMA_FOR_API = {
  group: ["@/lib/generated/*"],
  message: "lib/api reaches the database only through lib/db: no Prisma client or internals (lib/db/errors.ts translates Prisma's errors)",
};

/**
 * The layer of a file: `components`, a folder of app (`app/(api)` the routes, `app/(app)` the
 * screens…; app's own root files belong to app) or, under lib, `lib/<folder>` (a file directly
 * under lib is a layer of its own). Scripts, tests and prisma/ are tools, not layers.
 */
function layerOf(file) {
  const parts = file.split("/");
  if (parts[0] === "components") return parts[0];
  if (parts[0] === "app") return parts.length > 2 ? `app/${parts[1]}` : "app";
  if (parts[0] === "lib") return parts.length > 2 ? `lib/${parts[1]}` : file;
  return null;
}

/**
 * A relative import stays inside its layer: `../../api/handler` from lib/services would slip past
 * every `@/lib/api/*` pattern, so imports across layers are written `@/…` where the boundary rules
 * below see them (ARCHITECTURE.md, "Imports point one way").
 */
const relativeImportStaysInLayer = {
  meta: {
    type: "problem",
    schema: [],
    messages: { leaves: "Relative import leaves {{layer}}: import another layer by its @/ path so the layer boundaries apply" },
  },
  create(context) {
    // relative to the project root (this file's folder), wherever eslint is started from
    const file = path
      .relative(import.meta.dirname, context.filename)
      .split(path.sep)
      .join("/");
    const layer = layerOf(file);
    if (!layer) return {};
    const check = (node) => {
      const spec = node?.type === "Literal" ? node.value : null;
      if (typeof spec !== "string" || !/^\.{1,2}\//.test(spec)) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (target !== layer && !target.startsWith(`${layer}/`)) context.report({ node, messageId: "leaves", data: { layer } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** Screens call the API through lib/client/<resource>.ts hooks, which own the query keys and what a change invalidates. */
const API_FETCHERS = {
  name: "@/lib/client/api",
  importNames: ["apiFetch", "apiRequest"],
  message: "Screens call the API through the hooks of lib/client/<resource>.ts (query keys, mutations and their invalidation live there)",
};

/** Both languages' strings: the server's; the browser gets its page's language from useT() (lib/i18n/client.tsx). */
const BOTH_LANGUAGES = [
  { name: "@/lib/i18n/dictionary", allowTypeImports: true, message: "Both languages would ship to the browser: read the strings with useT() / useI18n()" },
];
const ONE_LANGUAGE_FILES = {
  group: ["@/lib/i18n/messages/*", "@/lib/i18n/locales/*"],
  allowTypeImports: true,
  message: "The browser loads its page's language only: read the strings with useT() / useI18n()",
};

/** One "no-restricted-imports" setting per folder (flat config lets the last match win per rule). */
const ENGINE_INDEX = { group: ["@/lib/payroll/*", "**/lib/payroll/*"], message: "Import the engine from its public index: @/lib/payroll" };
const restrictImports = (files, patterns) => ({ files, rules: { "no-restricted-imports": ["error", { patterns }] } });

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    plugins: { layers: { rules: { "relative-import-stays-in-layer": relativeImportStaysInLayer } } },
    rules: { "layers/relative-import-stays-in-layer": "error" },
  },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "lib/generated/**",
      "packages/client/src/schema.d.ts",
      "test-results/**",
      "playwright-report/**",
      ".data/**",
      ".test-reports/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // production code: no `any`, and every promise awaited, returned or explicitly voided (type-aware)
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-floating-promises": "error",
    },
  },
  {
    // The engine is pure: decimal.js and itself, nothing else (no database, env, clock, framework).
    files: ["lib/payroll/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!decimal\\.js$|\\.{1,2}/)", message: "lib/payroll imports only decimal.js and its own modules" }] },
      ],
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
  {
    // Outside the engine only its public index is imported: `@/lib/payroll`, never a deep path.
    // (the blocks below that set no-restricted-imports for their own folders include ENGINE_INDEX too)
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "prisma/**/*.ts", "scripts/**/*.ts"],
    ignores: ["lib/payroll/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ENGINE_INDEX] }],
    },
  },
  // Routes configure the wrapper and call a service: no Prisma in app/(api).
  restrictImports(
    ["app/(api)/**/*.ts"],
    [{ group: ["@/lib/db/*", "@/lib/generated/*"], message: "Route handlers call services; services own the database" }, ENGINE_INDEX],
  ),
  // The HTTP edge uses lib/db's helpers (transactions, idempotency, rate limits), never Prisma itself.
  restrictImports(["lib/api/**/*.ts"], [PRISMA_FOR_API, PRISMA_PACKAGES, ENGINE_INDEX]),
  // Imports point one way (ARCHITECTURE.md): routes → lib/api → lib/services → lib/payroll, lib/db, lib/validation.
  restrictImports(["lib/services/**/*.ts", "lib/db/**/*.ts", "lib/auth/**/*.ts"], [API_LAYER, PRISMA_INTERNALS, ENGINE_INDEX]),
  // Validation schemas are shared with the browser's forms: no server layer below them.
  restrictImports(
    ["lib/validation/**/*.ts"],
    [
      API_LAYER,
      PRISMA_INTERNALS,
      { group: ["@/lib/services/*", "@/lib/db/*", "@/lib/auth/*"], message: "lib/validation is shared with the browser: no server modules" },
      PRISMA_PACKAGES,
      ENGINE_INDEX,
    ],
  ),
  restrictImports(["scripts/**/*.ts", "prisma/**/*.ts"], [PRISMA_INTERNALS, ENGINE_INDEX]),
  {
    files: ["app/(app)/**/*.{ts,tsx}", "app/(auth)/**/*.{ts,tsx}", "app/print/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [API_FETCHERS], patterns: [PRISMA_INTERNALS, ENGINE_INDEX] }] },
  },
  // engine unit tests (tests/unit, tests/golden, tests/regression) may test the engine's internal rules
  restrictImports(["tests/**/*.ts"], [PRISMA_INTERNALS]),
  {
    // Client code (components, browser data layer) may name server types, never import server code.
    files: ["components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}", "lib/i18n/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ ...SERVER_ONLY("Client code"), allowTypeImports: true }, PRISMA_INTERNALS, PRISMA_PACKAGES, ENGINE_INDEX] },
      ],
    },
  },
  {
    // ...the browser data layer names the dictionary's types only (one language per page)...
    files: ["lib/client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: BOTH_LANGUAGES,
          patterns: [{ ...SERVER_ONLY("Client code"), allowTypeImports: true }, PRISMA_INTERNALS, PRISMA_PACKAGES, ENGINE_INDEX, ONE_LANGUAGE_FILES],
        },
      ],
    },
  },
  {
    // Screens are split by what a reader looks for (a section, a dialog, a hook): a component over
    // 120 lines is flagged (ARCHITECTURE.md lists the ones left).
    files: ["components/**/*.tsx", "app/(app)/**/*.tsx", "app/(auth)/**/*.tsx"],
    rules: { "max-lines-per-function": ["warn", { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // ...and components also reach the API only through lib/client's hooks (no fetcher of their own).
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [API_FETCHERS, ...BOTH_LANGUAGES],
          patterns: [{ ...SERVER_ONLY("Client code"), allowTypeImports: true }, PRISMA_INTERNALS, PRISMA_PACKAGES, ENGINE_INDEX, ONE_LANGUAGE_FILES],
        },
      ],
    },
  },
];

export default config;
