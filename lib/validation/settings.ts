import { z } from "zod";

export const apiKeyScopes = ["read", "write", "admin"] as const;
/** live: the organization's own data; test: its sandbox (docs/api-sandbox.md), keys `dp_test_…`. */
export const apiKeyModes = ["live", "test"] as const;
export type ApiKeyModeName = (typeof apiKeyModes)[number];
export type ApiKeyScope = (typeof apiKeyScopes)[number];
/** A user's role: admin (everything), clerk (prepares payroll), approver (also finalizes when the organization requires an approver). */
export const USER_ROLES = ["admin", "clerk", "approver"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const createApiKeySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  readOnly: z.boolean().default(false).meta({ description: "Older form of scope: true is scope read; ignored when scope is given" }),
  scope: z
    .enum(apiKeyScopes)
    .optional()
    .meta({ description: "read; write (read and write, the default); admin (write, plus what only an administrator may: deleting a final payslip)" }),
  employerIds: z.array(z.string().uuid()).min(1).max(100).optional().meta({
    description:
      "Restrict the key to these employers of the organization (a household's access): it sees and changes only their employers, contracts, workers, work events and payslips, and is refused (403) on organization-level resources. Omitted: the whole organization",
  }),
  mode: z.enum(apiKeyModes).optional().meta({
    description:
      "test: a test-mode key (`dp_test_…`) acting on the organization's sandbox, created (and seeded) on first use; its data never mixes with live data. Omitted: live",
  }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const createUserSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(10).max(200),
  role: z.enum(USER_ROLES).default("clerk"),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PATCH /v1/users/{id}: what an administrator changes of a clerk (at least one field). */
export const updateUserSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    role: z.enum(USER_ROLES).optional(),
    disabled: z.boolean().optional().meta({ description: "true disables the login (its sessions end at the next request), false enables it again" }),
  })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.disabled !== undefined, { message: "Give at least one of name, role, disabled" });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** POST /v1/users/{id}/reset-password: the new password an administrator sets for a clerk. */
export const resetPasswordSchema = z.strictObject({ password: z.string().min(10).max(200) });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A clerk's login as the API answers it: the service's type, the OpenAPI schema and the screen's type (one contract). */
export const userResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: "User" });
export type UserView = z.infer<typeof userResponseSchema>;

/** An API key as the API answers it (never the secret): one contract for the service, the document and the screen. */
export const apiKeyResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    readOnly: z.boolean(),
    scope: z.enum(apiKeyScopes),
    employerIds: z.array(z.string()).nullable().meta({ description: "the employers the key is restricted to; null: the whole organization" }),
    mode: z.enum(apiKeyModes).meta({ description: "live: the organization's data; test: its sandbox" }),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "ApiKey" });
export type ApiKeyView = z.infer<typeof apiKeyResponseSchema>;

/** GET /v1/me: who the credentials are, in which organization, with which scopes. */
export const meResponseSchema = z
  .object({
    organizationId: z.string(),
    organizationName: z.string(),
    principal: z.object({
      type: z.enum(["api_key", "user"]),
      id: z.string(),
      name: z.string(),
      prefix: z.string().optional().meta({ description: "an API key's display prefix" }),
      role: z.enum(USER_ROLES).optional().meta({ description: "a signed-in user's role" }),
    }),
    scopes: z.array(z.enum(apiKeyScopes)),
    portal: z
      .discriminatedUnion("kind", [
        z.object({
          kind: z.literal("household"),
          rights: z.array(z.object({ employerId: z.string(), right: z.enum(["view", "presences", "full"]) })),
        }),
        z.object({ kind: z.literal("worker"), workerId: z.string(), contractIds: z.array(z.string()) }),
      ])
      .nullable()
      .optional()
      .meta({
        description:
          "A household's or a worker's portal sign-in (issue 29): a household person's right on each of their employers (`view` payslips and documents; `presences` also the open months' calendar; `full` also the employer's and contract's data), or a worker's record and their contracts. Absent or null for clerks and API keys; `role` is then absent.",
      }),
    employerIds: z
      .array(z.string())
      .nullable()
      .meta({ description: "The employers these credentials are restricted to (an API key created with `employerIds`); null: the whole organization" }),
    livemode: z.boolean().meta({ description: "false: a test-mode key acting on the organization's sandbox (`organizationId` is the sandbox's)" }),
  })
  .meta({ id: "Me" });
export type MeResponse = z.infer<typeof meResponseSchema>;
