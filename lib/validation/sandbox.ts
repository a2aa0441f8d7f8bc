import { z } from "zod";

/** POST /v1/sandbox/reset: the sandbox as the reset left it (the seeded cases, docs/api-sandbox.md). */
export const sandboxResponseSchema = z
  .object({
    organizationId: z.string().meta({ description: "the sandbox's organization id (what a test key's /v1/me answers)" }),
    sandboxOf: z.string().meta({ description: "the live organization it belongs to" }),
    livemode: z.literal(false),
    resetAt: z.string(),
    counts: z
      .object({ employers: z.number().int(), workers: z.number().int(), contracts: z.number().int(), workEvents: z.number().int() })
      .meta({ description: "the rows the sandbox holds after the reset: the seeded cases" }),
  })
  .meta({ id: "Sandbox" });
export type SandboxView = z.infer<typeof sandboxResponseSchema>;
