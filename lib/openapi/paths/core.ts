import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  apiKeyResponseSchema as apiKeySchema,
  createApiKeySchema,
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  userResponseSchema as userSchema,
} from "@/lib/validation/settings";
import { meResponseSchema } from "@/lib/validation/settings";
import { sandboxResponseSchema } from "@/lib/validation/sandbox";
import { payrollSettingsResponseSchema, updatePayrollSettingsSchema } from "@/lib/validation/payroll-settings";
import { jsonContent, problem, standardErrors } from "../common";

const idPath = z.object({ id: z.string().uuid() });

export const corePaths: ZodOpenApiPathsObject = {
  "/v1/me": {
    get: {
      tags: ["Account"],
      summary: "Who am I: the organization and scopes of the credentials",
      responses: { "200": jsonContent(meResponseSchema), "401": standardErrors["401"] },
    },
  },
  "/v1/api-keys": {
    get: {
      tags: ["Account"],
      summary: "List API keys (administrators, signed-in session)",
      responses: { "200": jsonContent(z.object({ data: z.array(apiKeySchema) })), "401": standardErrors["401"], "403": standardErrors["403"] },
    },
    post: {
      tags: ["Account"],
      summary: "Create an API key; the full key is in the response and never shown again",
      description:
        "`mode: \"test\"` creates a test-mode key (`dp_test_…`) of the organization's sandbox, created and seeded on first use: its data never mixes with live data. The organization's administrators list and revoke test keys with the live ones.",
      requestBody: { content: { "application/json": { schema: createApiKeySchema } } },
      responses: {
        "201": jsonContent(apiKeySchema.extend({ key: z.string() }), "Created"),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/sandbox/reset": {
    post: {
      tags: ["Account"],
      summary: "Reset the sandbox: delete its data and seed the domestic cases again (test-mode key, or an administrator signed in to the app)",
      description:
        "With a test-mode key (`dp_test_…`) the key's sandbox; with an administrator's session the organization's sandbox, created on first use. One transaction: a failed reset leaves the sandbox as it was. The sandbox's API keys, webhook endpoints and settings stay. A live API key is refused with 403 `sandbox_only`. See /docs and docs/api-sandbox.md for the seeded cases.",
      responses: {
        "200": jsonContent(sandboxResponseSchema),
        "401": standardErrors["401"],
        "403": problem("A live API key (sandbox_only), a read-only key, or a key restricted to some employers (forbidden)"),
      },
    },
  },
  "/v1/api-keys/{id}": {
    delete: {
      tags: ["Account"],
      summary: "Revoke an API key (the next request with it gets 401)",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(apiKeySchema), "401": standardErrors["401"], "403": standardErrors["403"], "404": standardErrors["404"] },
    },
  },
  "/v1/users": {
    get: {
      tags: ["Account"],
      summary: "List the organization's clerks (administrators)",
      responses: { "200": jsonContent(z.object({ data: z.array(userSchema) })), "401": standardErrors["401"], "403": standardErrors["403"] },
    },
    post: {
      tags: ["Account"],
      summary: "Create a clerk login (administrators)",
      requestBody: { content: { "application/json": { schema: createUserSchema } } },
      responses: { "201": jsonContent(userSchema, "Created"), "401": standardErrors["401"], "403": standardErrors["403"], "422": standardErrors["422"] },
    },
  },
  "/v1/users/{id}": {
    patch: {
      tags: ["Account"],
      summary: "Rename a clerk, change the role, disable or enable the login (administrators; 409 last_admin when no active administrator would remain)",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: updateUserSchema } } },
      responses: {
        "200": jsonContent(userSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("No active administrator would remain (last_admin)"),
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/payroll-settings": {
    get: {
      tags: ["Account"],
      summary:
        "The organization's payroll conventions (lib/payroll/README.md lists each with its default and source): values in force, defaults, and which the organization has set",
      responses: { "200": jsonContent(payrollSettingsResponseSchema), "401": standardErrors["401"] },
    },
    patch: {
      tags: ["Account"],
      summary:
        "Change payroll conventions (administrators, signed-in session); null puts a setting back to its default. Payslips already computed keep their figures: a draft follows the change when it is run again",
      requestBody: { content: { "application/json": { schema: updatePayrollSettingsSchema } } },
      responses: {
        "200": jsonContent(payrollSettingsResponseSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/users/{id}/reset-password": {
    post: {
      tags: ["Account"],
      summary: "Set a new password for a clerk (administrators); the audit log records the reset, never the password",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: resetPasswordSchema } } },
      responses: {
        "200": jsonContent(userSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
};
