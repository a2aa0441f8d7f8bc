/**
 * The layer boundaries of ARCHITECTURE.md are held by ESLint: each case lints a one-line fixture
 * as if it lived at the given path and expects the boundary rule to fire (or not).
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// the fixtures are not files of the TypeScript project, so they are linted without type information
// (the boundary rules need none; the type-aware rules are off for them)
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: { "@typescript-eslint/no-floating-promises": "off" },
    },
  ],
});

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result!.messages
    .filter((m) => m.ruleId?.endsWith("no-restricted-imports") || m.ruleId === "layers/relative-import-stays-in-layer")
    .map((m) => m.message);
}

describe("layer boundaries (eslint no-restricted-imports)", () => {
  it.each([
    ["a service importing the HTTP layer", "lib/services/employers/fixture.ts", 'import { x } from "@/lib/api/handler";', /lib\/api is the HTTP edge/],
    ["a validation schema importing the HTTP layer", "lib/validation/fixture.ts", 'import { x } from "@/lib/api/problem";', /lib\/api is the HTTP edge/],
    ["a validation schema importing the database", "lib/validation/fixture.ts", 'import { x } from "@/lib/db/client";', /shared with the browser/],
    [
      "a service importing Prisma internals",
      "lib/services/payslips/fixture.ts",
      'import type { x } from "@/lib/generated/prisma/internal/prismaNamespace";',
      /public Prisma namespace/,
    ],
    ["a route importing the database", "app/(api)/v1/fixture/route.ts", 'import { x } from "@/lib/db/client";', /services own the database/],
    ["a component importing server code", "components/fixture.tsx", 'import { x } from "@/lib/services/employers/list-employers";', /runs in the browser too/],
    ["the engine importing the app", "lib/payroll/fixture.ts", 'import { x } from "@/lib/db/client";', /only decimal\.js/],
    [
      "the engine leaving its folder by a relative path",
      "lib/payroll/rules/fixture.ts",
      'import { x } from "../../validation/common";',
      /Relative import leaves lib\/payroll/,
    ],
    [
      "a service reaching the HTTP layer by a relative path",
      "lib/services/employers/fixture.ts",
      'import { x } from "../../api/handler";',
      /leaves lib\/services/,
    ],
    [
      "a component reaching a service by a relative path",
      "components/payroll/fixture.tsx",
      'import { x } from "../../lib/services/payslips/run-payroll";',
      /leaves components/,
    ],
    [
      "a validation schema reaching the database by a relative path",
      "lib/validation/fixture.ts",
      'import { x } from "../db/client";',
      /leaves lib\/validation/,
    ],
    [
      "a route reaching the database by a relative path",
      "app/(api)/v1/fixture/route.ts",
      'import { x } from "../../../../lib/db/client";',
      /leaves app\/\(api\)/,
    ],
    [
      "a screen reaching a route handler by a relative path",
      "app/(app)/payroll/fixture.tsx",
      'import { x } from "../../(api)/v1/domestic-payslips/route";',
      /leaves app\/\(app\)/,
    ],
    ["a re-export leaving its layer", "lib/client/fixture.ts", 'export { x } from "../services/context";', /leaves lib\/client/],
    ["a dynamic import leaving its layer", "lib/services/fixture.ts", 'export const x = () => import("../api/handler");', /leaves lib\/services/],
    ["the HTTP layer importing Prisma's client", "lib/api/fixture.ts", 'import { x } from "@/lib/generated/prisma/client";', /only through lib\/db/],
    [
      "the HTTP layer importing Prisma internals",
      "lib/api/fixture.ts",
      'import type { x } from "@/lib/generated/prisma/internal/prismaNamespace";',
      /only through lib\/db/,
    ],
    ["the HTTP layer importing a Prisma package", "lib/api/fixture.ts", 'import { x } from "@prisma/client-runtime-utils";', /Prisma's packages are lib\/db's/],
    [
      "a validation schema importing a Prisma package",
      "lib/validation/fixture.ts",
      'import { x } from "@prisma/adapter-pg";',
      /Prisma's packages are lib\/db's/,
    ],
    ["a component importing a Prisma package", "components/fixture.tsx", 'import { x } from "@prisma/adapter-pg";', /Prisma's packages are lib\/db's/],
    ["a component importing a deep path of the engine", "components/fixture.tsx", 'import { x } from "@/lib/payroll/money";', /public index/],
    ["a service importing a deep path of the engine", "lib/services/payslips/fixture.ts", 'import { x } from "@/lib/payroll/rules/wage";', /public index/],
    [
      "a validation schema importing a deep path of the engine",
      "lib/validation/fixture.ts",
      'import { x } from "@/lib/payroll/calendar/dates";',
      /public index/,
    ],
    ["a route importing a deep path of the engine", "app/(api)/v1/fixture/route.ts", 'import { x } from "@/lib/payroll/types";', /public index/],
    ["a script importing a deep path of the engine", "scripts/fixture.ts", 'import { x } from "../lib/payroll/money";', /public index/],
    ["a component calling the API itself", "components/fixture.tsx", 'import { apiFetch as x } from "@/lib/client/api";', /hooks of lib\/client/],
    ["a component loading both languages", "components/fixture.tsx", 'import { getDictionary as x } from "@/lib/i18n/dictionary";', /Both languages/],
    [
      "a component importing a language's messages",
      "components/fixture.tsx",
      'import { it as x } from "@/lib/i18n/messages/common";',
      /its page's language only/,
    ],
    ["a page calling the API itself", "app/(app)/fixture/page.tsx", 'import { apiRequest as x } from "@/lib/client/api";', /hooks of lib\/client/],
  ])(
    "fires on %s",
    async (_label, filePath, code, message) => {
      const messages = await boundaryMessages(filePath, code);
      expect(messages.join("\n")).toMatch(message);
    },
    60_000,
  );

  it.each([
    ["a component naming a server type", "components/fixture.tsx", 'import type { x } from "@/lib/services/employers/list-employers";'],
    ["a component naming the dictionary's type", "components/fixture.tsx", 'import type { Dictionary as x } from "@/lib/i18n/dictionary";'],
    ["a component reading an API refusal", "components/fixture.tsx", 'import { ApiError as x } from "@/lib/client/api";'],
    ["the browser data layer calling the API", "lib/client/fixture.ts", 'import { apiFetch as x } from "@/lib/client/api";'],
    ["a route using the HTTP layer", "app/(api)/v1/fixture/route.ts", 'import { x } from "@/lib/api/handler";'],
    ["a service using the engine's index", "lib/services/fixture.ts", 'import { x } from "@/lib/payroll";'],
    [
      "the engine using its own modules and decimal.js",
      "lib/payroll/rules/fixture.ts",
      'import { x } from "../money";\nimport Decimal from "decimal.js";\nexport const d = Decimal;',
    ],
    ["a component using a sibling folder of components", "components/payroll/wizard/fixture.tsx", 'import { x } from "../links";'],
    ["the root layout importing its style sheet", "app/fixture.tsx", 'import "./globals.css";\nexport const x = 1;'],
    ["an OpenAPI path using its folder's common module", "lib/openapi/paths/fixture.ts", 'import { x } from "../common";'],
    ["the HTTP layer using lib/db's helpers", "lib/api/fixture.ts", 'import { x } from "@/lib/db/transaction-hooks";'],
    ["a script reaching the test support by a relative path", "scripts/fixture.ts", 'import { x } from "../tests/support/constants";'],
    [
      "a service using validation and the database",
      "lib/services/fixture.ts",
      'import { x } from "@/lib/validation/pagination";\nimport { y } from "@/lib/db/client";\nexport const z = y;',
    ],
  ])(
    "allows %s",
    async (_label, filePath, code) => {
      expect(await boundaryMessages(filePath, code)).toEqual([]);
    },
    60_000,
  );
});
